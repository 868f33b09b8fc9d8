import { requestLinkSchema, serverFieldError, serverMessage, setPasswordSchema } from './set-password-form';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('setPasswordSchema', () => {
  it('asks for 8 to 128 characters', () => {
    expect(messages(setPasswordSchema.safeParse({ password: 'short', confirmPassword: 'short' }))).toEqual([
      'Password must be at least 8 characters',
    ]);
    const long = 'x'.repeat(129);
    expect(messages(setPasswordSchema.safeParse({ password: long, confirmPassword: long }))).toEqual([
      'Password must be at most 128 characters',
    ]);
  });

  it('asks for the same password twice', () => {
    const result = setPasswordSchema.safeParse({ password: 'Red-Rock-Canyon', confirmPassword: 'Red-Rock-Canyon!' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'Passwords do not match', path: ['confirmPassword'] }),
    ]);
    expect(
      setPasswordSchema.safeParse({ password: 'Red-Rock-Canyon', confirmPassword: 'Red-Rock-Canyon' }).success,
    ).toBe(true);
  });
});

describe('requestLinkSchema', () => {
  it('wants a valid e-mail', () => {
    expect(messages(requestLinkSchema.safeParse({ email: 'x' }))).toEqual(['Please enter a valid email']);
  });
});

describe('server error helpers', () => {
  const error = { status: 400, data: { statusCode: 400, message: 'Too common', errors: { password: ['Too common'] } } };
  it('read field errors and messages from a 400', () => {
    expect(serverFieldError(error, 'password')).toBe('Too common');
    expect(serverFieldError(error, 'token')).toBeUndefined();
    expect(serverMessage(error, 'fallback')).toBe('Too common');
    expect(serverMessage({ status: 'FETCH_ERROR' }, 'fallback')).toBe('fallback');
  });
});
