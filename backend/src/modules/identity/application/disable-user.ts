import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { isAdminRole } from '../domain/role';
import { LastAdminError, OwnAccountError, UserNotFoundError } from '../domain/identity.errors';
import { AccountChecks } from './ports/account-checks';
import { SessionRegistry } from './ports/session-registry';
import { UserRepository } from './ports/user.repository';

/**
 * Disables an account and ends all of its sessions at once: the stored
 * sessions are deleted in the same transaction, so its next request is
 * signed out (401) and sign-in answers 'This account is disabled'. An admin
 * cannot disable themselves, and the last active admin stays.
 */
@Injectable()
export class DisableUser {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRegistry,
    private readonly checks: AccountChecks,
    private readonly audit: AuditTrail,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** `actorId`: the admin acting (null for the command line). Returns how many sessions ended. */
  async execute(input: { actorId: string | null; userId: string }, now = new Date()): Promise<number> {
    return this.unitOfWork.transaction(async () => {
      const user = await this.users.findById(input.userId);
      if (!user) throw new UserNotFoundError();
      if (input.actorId === user.id) throw new OwnAccountError('You cannot disable your own account');
      if (!user.isActive) return 0;
      if (isAdminRole(user.role) && (await this.checks.countActiveAdmins()) <= 1) throw new LastAdminError();
      user.disable(now);
      await this.users.save(user);
      const ended = await this.sessions.revokeAllForUser(user.id);
      await this.audit.record(
        {
          actorId: input.actorId,
          action: 'user.disabled',
          targetType: 'app_user',
          targetId: user.id,
          before: { isActive: true },
          after: { isActive: false, sessionsEnded: ended },
        },
        now,
      );
      return ended;
    });
  }
}
