import { PASSWORD_MESSAGES, passwordPolicyProblem } from './password-policy';

describe('passwordPolicyProblem', () => {
  it('accepts 8 to 128 characters with no composition rules', () => {
    expect(passwordPolicyProblem('correct horse battery staple')).toBeNull();
    expect(passwordPolicyProblem('DemoAdmin!2026')).toBeNull();
    expect(passwordPolicyProblem('zqjxkvwp')).toBeNull();
    expect(passwordPolicyProblem('x'.repeat(127) + 'y')).toBeNull();
  });

  it('refuses too short and too long passwords, counting characters as people do', () => {
    expect(passwordPolicyProblem('Ab1!xyz')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordPolicyProblem('😀😀😀😀😀😀😀')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordPolicyProblem('😀😀😀😀😀😀😀😀')).toBeNull();
    expect(passwordPolicyProblem('x'.repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('refuses common passwords in any case and with digits or symbols appended', () => {
    expect(passwordPolicyProblem('password')).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(passwordPolicyProblem('PASSWORD')).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(passwordPolicyProblem('baseball')).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(passwordPolicyProblem('Password123!')).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(passwordPolicyProblem('sunshine2024')).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(passwordPolicyProblem('12345678')).toBe(PASSWORD_MESSAGES.tooCommon);
  });
});
