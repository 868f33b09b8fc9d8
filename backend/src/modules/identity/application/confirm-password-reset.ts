import { Injectable } from '@nestjs/common';
import { InvalidPasswordLinkError, WeakPasswordError } from '../domain/identity.errors';
import { hashPasswordLinkToken } from '../domain/password-link';
import { passwordPolicyProblem } from '../domain/password-policy';
import { PasswordHasher } from './ports/password-hasher';
import { PasswordLinkRepository } from './ports/password-link.repository';
import { SessionRegistry } from './ports/session-registry';
import { UnitOfWork } from '../../../shared/database';
import { UserRepository } from './ports/user.repository';
import { toSessionUser, type SessionUser } from './session-user';

/**
 * Sets a password through a one-time link: the link is spent, every other
 * unused link of the user dies with it, and every session of the user ends
 * (whoever knew the old password is signed out). Answers the user, whom the
 * caller then signs in: following the e-mailed link proved who they are.
 */
@Injectable()
export class ConfirmPasswordReset {
  constructor(
    private readonly users: UserRepository,
    private readonly links: PasswordLinkRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionRegistry,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(token: string, password: string, now = new Date()): Promise<SessionUser> {
    const problem = passwordPolicyProblem(password);
    if (problem) throw new WeakPasswordError(problem, 'password');
    const hash = await this.hasher.hash(password);
    return this.unitOfWork.transaction(async () => {
      const link = await this.links.findByTokenHashForUpdate(hashPasswordLinkToken(token));
      if (!link || !link.isUsable(now) || !link.setsPassword()) throw new InvalidPasswordLinkError();
      const user = await this.users.findById(link.userId);
      if (!user || !user.isActive) throw new InvalidPasswordLinkError();
      link.markUsed(now);
      await this.links.save(link);
      await this.links.invalidateAllForUser(user.id, now);
      user.setPasswordHash(hash, now);
      await this.users.save(user);
      await this.sessions.revokeAllForUser(user.id);
      return toSessionUser(user);
    });
  }
}
