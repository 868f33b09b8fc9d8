import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { UnchangedPasswordError, WeakPasswordError, WrongCurrentPasswordError } from '../domain/identity.errors';
import { passwordPolicyProblem } from '../domain/password-policy';
import { PasswordHasher } from './ports/password-hasher';
import { PasswordLinkRepository } from './ports/password-link.repository';
import { SessionRegistry } from './ports/session-registry';
import { UserRepository } from './ports/user.repository';

export interface ChangePasswordInput {
  userId: string;
  currentPassword: string;
  newPassword: string;
  /** The session making the change: it stays signed in, every other session of the user ends. */
  keepSessionId: string;
}

/**
 * A signed-in person changes their password. The current password is asked
 * again, so a session left open on a shared computer cannot lock its owner out.
 * Whoever else was signed in with the old password is signed out, and a reset
 * link mailed earlier stops working.
 */
@Injectable()
export class ChangePassword {
  constructor(
    private readonly users: UserRepository,
    private readonly links: PasswordLinkRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionRegistry,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: ChangePasswordInput, now = new Date()): Promise<void> {
    const problem = passwordPolicyProblem(input.newPassword);
    if (problem) throw new WeakPasswordError(problem, 'newPassword');
    const user = await this.users.findById(input.userId);
    const matches = user?.passwordHash ? await this.hasher.verify(user.passwordHash, input.currentPassword) : false;
    if (!user || !user.isActive || !matches) throw new WrongCurrentPasswordError();
    if (input.newPassword === input.currentPassword) throw new UnchangedPasswordError();
    const hash = await this.hasher.hash(input.newPassword);
    await this.unitOfWork.transaction(async () => {
      user.setPasswordHash(hash, now);
      await this.users.save(user);
      await this.links.invalidateAllForUser(user.id, now);
      await this.sessions.revokeOthersForUser(user.id, input.keepSessionId);
    });
  }
}
