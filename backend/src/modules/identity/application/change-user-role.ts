import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { isAdminRole, type Role } from '../domain/role';
import { LastAdminError, UserNotFoundError } from '../domain/identity.errors';
import { AccountChecks } from './ports/account-checks';
import { UserRepository } from './ports/user.repository';

/**
 * An admin sets an account's role. The session reads the account on every
 * request, so the new role applies at once. Taking the admin role from the
 * last active admin (themselves included) is refused.
 */
@Injectable()
export class ChangeUserRole {
  constructor(
    private readonly users: UserRepository,
    private readonly checks: AccountChecks,
    private readonly audit: AuditTrail,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: { actorId: string; userId: string; role: Role }, now = new Date()): Promise<void> {
    await this.unitOfWork.transaction(async () => {
      const user = await this.users.findById(input.userId);
      if (!user) throw new UserNotFoundError();
      const before = user.role;
      if (before === input.role) return;
      const losesAdmin = isAdminRole(before) && !isAdminRole(input.role);
      if (losesAdmin && user.isActive && (await this.checks.countActiveAdmins()) <= 1) throw new LastAdminError();
      user.changeRole(input.role, now);
      await this.users.save(user);
      await this.audit.record(
        {
          actorId: input.actorId,
          action: 'user.role_changed',
          targetType: 'app_user',
          targetId: user.id,
          before: { role: before },
          after: { role: input.role },
        },
        now,
      );
    });
  }
}
