import { LOGIN_FAILED, loginFailureText, loginFormSchema, welcomeName } from './login-form';

describe('loginFormSchema', () => {
  it('uses the product’s messages', () => {
    const result = loginFormSchema.safeParse({ email: 'nope', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Please enter a valid email', 'Password is required']);
  });

  it('accepts a valid e-mail and any non-empty password', () => {
    expect(loginFormSchema.parse({ email: ' admin@example.com ', password: 'x' })).toEqual({
      email: 'admin@example.com',
      password: 'x',
    });
  });
});

describe('loginFailureText', () => {
  it('says "Invalid email or password" for a 401 and for unknown failures', () => {
    expect(loginFailureText({ status: 401, data: { message: 'anything' } })).toBe(LOGIN_FAILED);
    expect(loginFailureText({ status: 'FETCH_ERROR' })).toBe(LOGIN_FAILED);
  });

  it("passes on the server's message for other answers, such as too many attempts", () => {
    expect(loginFailureText({ status: 429, data: { message: 'Too many requests.' } })).toBe('Too many requests.');
  });
});

describe('welcomeName', () => {
  it('prefers the first name, then the last name, then the e-mail', () => {
    expect(welcomeName({ firstName: 'Avery', lastName: 'Admin', email: 'a@example.com' })).toBe('Avery');
    expect(welcomeName({ firstName: null, lastName: 'Admin', email: 'a@example.com' })).toBe('Admin');
    expect(welcomeName({ firstName: null, lastName: null, email: 'a@example.com' })).toBe('a@example.com');
  });
});
