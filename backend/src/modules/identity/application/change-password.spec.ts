import { UnitOfWork } from '../../../shared/database';
import { UnchangedPasswordError, WeakPasswordError, WrongCurrentPasswordError } from '../domain/identity.errors';
import type { PasswordLink } from '../domain/password-link';
import { User } from '../domain/user';
import { ChangePassword } from './change-password';
import { PasswordHasher } from './ports/password-hasher';
import { PasswordLinkRepository } from './ports/password-link.repository';
import { SessionRegistry } from './ports/session-registry';
import { UserRepository } from './ports/user.repository';

/** A hasher whose "hash" is `hashed:<password>`. */
class FakeHasher extends PasswordHasher {
  async hash(password: string) {
    return `hashed:${password}`;
  }
  async verify(hash: string, password: string) {
    return hash === `hashed:${password}`;
  }
  needsRehash() {
    return false;
  }
  async verifyDummy() {}
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
    return this.users.find((u) => u.email === email) ?? null;
  }
  async save(user: User) {
    this.saved.push(user);
  }
}

class RecordingLinks extends PasswordLinkRepository {
  readonly invalidated: string[] = [];
  async findByTokenHashForUpdate(): Promise<PasswordLink | null> {
    return null;
  }
  async save() {}
  async invalidateAllForUser(userId: string) {
    this.invalidated.push(userId);
  }
}

class RecordingSessions extends SessionRegistry {
  readonly revoked: { userId: string; kept?: string }[] = [];
  async revokeAllForUser(userId: string) {
    this.revoked.push({ userId });
    return 0;
  }
  async revokeOthersForUser(userId: string, kept: string) {
    this.revoked.push({ userId, kept });
    return 1;
  }
}

class ImmediateUnitOfWork extends UnitOfWork {
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }
}

function setUp() {
  const user = User.create({ email: 'ann@example.com', role: 'school_admin' });
  user.setPasswordHash('hashed:Juniper-Owl-9');
  const users = new MemoryUsers([user]);
  const links = new RecordingLinks();
  const sessions = new RecordingSessions();
  const useCase = new ChangePassword(users, links, new FakeHasher(), sessions, new ImmediateUnitOfWork());
  const input = {
    userId: user.id,
    currentPassword: 'Juniper-Owl-9',
    newPassword: 'Desert-Marigold',
    keepSessionId: 's1',
  };
  return { user, users, links, sessions, useCase, input };
}

describe('ChangePassword', () => {
  it('stores the new hash, spends open links and ends every other session', async () => {
    const { user, users, links, sessions, useCase, input } = setUp();
    await useCase.execute(input);
    expect(user.passwordHash).toBe('hashed:Desert-Marigold');
    expect(users.saved).toEqual([user]);
    expect(links.invalidated).toEqual([user.id]);
    expect(sessions.revoked).toEqual([{ userId: user.id, kept: 's1' }]);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { user, users, sessions, useCase, input } = setUp();
    await expect(useCase.execute({ ...input, currentPassword: 'nope-nope' })).rejects.toBeInstanceOf(
      WrongCurrentPasswordError,
    );
    expect(user.passwordHash).toBe('hashed:Juniper-Owl-9');
    expect(users.saved).toEqual([]);
    expect(sessions.revoked).toEqual([]);
  });

  it('refuses a disabled account as a wrong password', async () => {
    const { user, useCase, input } = setUp();
    user.disable();
    await expect(useCase.execute(input)).rejects.toBeInstanceOf(WrongCurrentPasswordError);
  });

  it('applies the password policy and refuses the same password, naming the field', async () => {
    const { useCase, input } = setUp();
    await expect(useCase.execute({ ...input, newPassword: 'short' })).rejects.toMatchObject({
      constructor: WeakPasswordError,
      field: 'newPassword',
    });
    await expect(useCase.execute({ ...input, newPassword: input.currentPassword })).rejects.toBeInstanceOf(
      UnchangedPasswordError,
    );
  });
});
