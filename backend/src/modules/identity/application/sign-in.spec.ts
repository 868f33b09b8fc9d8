import { AccountDisabledError, InvalidCredentialsError } from '../domain/identity.errors';
import { MAX_FAILED_SIGN_INS, User } from '../domain/user';
import { PasswordHasher } from './ports/password-hasher';
import { UserRepository } from './ports/user.repository';
import { SignIn } from './sign-in';

/** A hasher whose "hash" is `hashed:<password>`, recording every piece of work it is asked to do. */
class FakeHasher extends PasswordHasher {
  readonly work: string[] = [];
  weak = false;
  async hash(password: string) {
    this.work.push('hash');
    return `hashed:${password}`;
  }
  async verify(hash: string, password: string) {
    this.work.push('verify');
    return hash === `hashed:${password}` || hash === `weak:${password}`;
  }
  needsRehash(hash: string) {
    return hash.startsWith('weak:');
  }
  async verifyDummy() {
    this.work.push('verify');
  }
}

class MemoryUsers extends UserRepository {
  readonly saved: User[] = [];
  constructor(private readonly users: User[]) {
    super();
  }
  async findById(id: string) {
    return this.users.find((u) => u.id === id) ?? null;
  }
  async findByEmail(email: string) {
    return this.users.find((u) => u.email === email.trim().toLowerCase()) ?? null;
  }
  async save(user: User) {
    this.saved.push(user);
  }
}

function account(password = 'Juniper-Owl-9') {
  const user = User.create({ email: 'ann@example.com', firstName: 'Ann', role: 'school_admin' });
  user.setPasswordHash(`hashed:${password}`);
  return user;
}

describe('SignIn', () => {
  it('answers the session user (never the hash) for the right password', async () => {
    const user = account();
    const signIn = new SignIn(new MemoryUsers([user]), new FakeHasher());
    const result = await signIn.execute(' Ann@Example.com ', 'Juniper-Owl-9');
    expect(result).toEqual({
      id: user.id,
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: null,
      role: 'school_admin',
      profileImageUrl: null,
    });
  });

  it('does the same hashing work for an unknown e-mail as for a wrong password', async () => {
    const unknownHasher = new FakeHasher();
    await expect(new SignIn(new MemoryUsers([]), unknownHasher).execute('x@example.com', 'pw')).rejects.toBeInstanceOf(
      InvalidCredentialsError,
    );
    const wrongHasher = new FakeHasher();
    await expect(
      new SignIn(new MemoryUsers([account()]), wrongHasher).execute('ann@example.com', 'pw'),
    ).rejects.toThrow('Invalid email or password');
    expect(unknownHasher.work).toEqual(['verify']);
    expect(wrongHasher.work).toEqual(['verify']);
  });

  it('counts failures, then refuses even the right password while locked', async () => {
    const user = account();
    const signIn = new SignIn(new MemoryUsers([user]), new FakeHasher());
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) await expect(signIn.execute(user.email, 'nope')).rejects.toThrow();
    expect(user.isLocked()).toBe(true);
    await expect(signIn.execute(user.email, 'Juniper-Owl-9')).rejects.toBeInstanceOf(InvalidCredentialsError);
  });

  it('tells a disabled account so only after the right password; one without a password gets the common error', async () => {
    const disabled = account();
    disabled.disable();
    const noPassword = User.create({ email: 'new@example.com' });
    const signIn = new SignIn(new MemoryUsers([disabled, noPassword]), new FakeHasher());
    await expect(signIn.execute(disabled.email, 'Juniper-Owl-9')).rejects.toBeInstanceOf(AccountDisabledError);
    await expect(signIn.execute(disabled.email, 'wrong')).rejects.toBeInstanceOf(InvalidCredentialsError);
    await expect(signIn.execute(noPassword.email, '')).rejects.toBeInstanceOf(InvalidCredentialsError);
  });

  it('records when the account last signed in', async () => {
    const user = account();
    const now = new Date('2026-12-11T09:00:00Z');
    await new SignIn(new MemoryUsers([user]), new FakeHasher()).execute(user.email, 'Juniper-Owl-9', now);
    expect(user.lastSignInAt).toEqual(now);
  });

  it('replaces a weaker hash after a successful sign-in', async () => {
    const user = account();
    user.passwordHash = 'weak:Juniper-Owl-9';
    const hasher = new FakeHasher();
    await new SignIn(new MemoryUsers([user]), hasher).execute(user.email, 'Juniper-Owl-9');
    expect(user.passwordHash).toBe('hashed:Juniper-Owl-9');
  });
});
