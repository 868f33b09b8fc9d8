import { MAX_FAILED_SIGN_INS, SIGN_IN_LOCK_MS, User, normalizeEmail } from './user';

describe('User', () => {
  const now = new Date('2026-01-01T10:00:00Z');

  it('stores the e-mail trimmed and lower-cased', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com');
    expect(User.create({ email: ' Ann@Example.com' }, now).email).toBe('ann@example.com');
  });

  it('has no password and the user role until told otherwise', () => {
    const user = User.create({ email: 'a@example.com' }, now);
    expect(user.role).toBe('user');
    expect(user.passwordHash).toBeNull();
    expect(user.canSignIn(now)).toBe(false);
  });

  it('locks after repeated failures and unlocks when the lock runs out', () => {
    const user = User.create({ email: 'a@example.com' }, now);
    user.setPasswordHash('hash', now);
    for (let i = 1; i < MAX_FAILED_SIGN_INS; i++) user.recordFailedSignIn(now);
    expect(user.isLocked(now)).toBe(false);
    user.recordFailedSignIn(now);
    expect(user.isLocked(now)).toBe(true);
    expect(user.canSignIn(now)).toBe(false);
    const later = new Date(now.getTime() + SIGN_IN_LOCK_MS + 1);
    expect(user.canSignIn(later)).toBe(true);
    user.recordFailedSignIn(later);
    expect(user.failedSignInCount).toBe(1);
    expect(user.isLocked(later)).toBe(false);
  });

  it('clears the failure count on success and on a new password', () => {
    const user = User.create({ email: 'a@example.com' }, now);
    user.recordFailedSignIn(now);
    user.recordSuccessfulSignIn(now);
    expect(user.failedSignInCount).toBe(0);
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) user.recordFailedSignIn(now);
    user.setPasswordHash('new', now);
    expect(user.isLocked(now)).toBe(false);
  });

  it('promotes only plain users to school_admin', () => {
    const plain = User.create({ email: 'a@example.com' }, now);
    plain.promoteToSchoolAdmin(now);
    expect(plain.role).toBe('school_admin');
    const admin = User.create({ email: 'b@example.com', role: 'admin' }, now);
    admin.promoteToSchoolAdmin(now);
    expect(admin.role).toBe('admin');
  });

  it('greets by first name, then last name, then e-mail', () => {
    expect(User.create({ email: 'a@example.com', firstName: 'Ann', lastName: 'Lee' }).displayName()).toBe('Ann');
    expect(User.create({ email: 'a@example.com', lastName: 'Lee' }).displayName()).toBe('Lee');
    expect(User.create({ email: 'a@example.com' }).displayName()).toBe('a@example.com');
  });
});
