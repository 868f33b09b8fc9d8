import { PASSWORD_LINK_TTL_MS, PasswordLink, hashPasswordLinkToken } from './password-link';

describe('PasswordLink', () => {
  const now = new Date('2026-01-01T10:00:00Z');

  it('stores only the hash of its token', () => {
    const { link, token } = PasswordLink.issue('user-1', 'reset', now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.tokenHash).toBe(hashPasswordLinkToken(token));
    expect(JSON.stringify(link)).not.toContain(token);
  });

  it('is valid for one hour when it resets a password', () => {
    const { link } = PasswordLink.issue('user-1', 'reset', now);
    expect(link.expiresAt.getTime() - now.getTime()).toBe(60 * 60_000);
    expect(link.isUsable(new Date(now.getTime() + PASSWORD_LINK_TTL_MS.reset - 1))).toBe(true);
    expect(link.isUsable(new Date(now.getTime() + PASSWORD_LINK_TTL_MS.reset))).toBe(false);
  });

  it('can be used once', () => {
    const { link } = PasswordLink.issue('user-1', 'set', now);
    link.markUsed(now);
    expect(link.isUsable(now)).toBe(false);
  });
});
