import { signAlertToken, verifyAlertToken } from './alert-token';

describe('alert tokens', () => {
  const secret = 's'.repeat(40);

  it('names the subject for the same kind and secret only', () => {
    const token = signAlertToken('manage', 'ana@example.com', secret);
    expect(verifyAlertToken(token, 'manage', secret)).toBe('ana@example.com');
    expect(verifyAlertToken(token, 'unsubscribe', secret)).toBeNull();
    expect(verifyAlertToken(token, 'manage', 't'.repeat(40))).toBeNull();
    const [kind, , mac] = token.split('.');
    const forged = `${kind}.${Buffer.from('bob@example.com').toString('base64url')}.${mac}`;
    expect(verifyAlertToken(forged, 'manage', secret)).toBeNull();
    expect(verifyAlertToken('garbage', 'manage', secret)).toBeNull();
  });
});
