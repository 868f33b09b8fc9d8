import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { SchoolOwner } from '../domain/school-owner';
import { UnknownSchoolError, UserNotFoundError, UserStateError } from '../domain/identity.errors';
import { AccountChecks } from './ports/account-checks';
import { SchoolOwnerRepository } from './ports/school-owner.repository';
import { UserRepository } from './ports/user.repository';

/**
 * An admin links an account to a school (it may then manage it; a plain
 * `user` becomes `school_admin`) or removes that link (kept inactive for the
 * history). Both are idempotent and audited with the school's id, so the
 * audit log's school filter finds them.
 */
@Injectable()
export class SetSchoolLink {
  constructor(
    private readonly users: UserRepository,
    private readonly owners: SchoolOwnerRepository,
    private readonly checks: AccountChecks,
    private readonly audit: AuditTrail,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(
    input: { actorId: string; userId: string; schoolId: number; linked: boolean },
    now = new Date(),
  ): Promise<void> {
    await this.unitOfWork.transaction(async () => {
      const user = await this.users.findById(input.userId);
      if (!user) throw new UserNotFoundError();
      const link = await this.owners.find(user.id, input.schoolId);
      if (input.linked) {
        if (!(await this.checks.schoolExists(input.schoolId))) throw new UnknownSchoolError();
        if (link?.isActive) return;
        if (link) link.activate(now);
        await this.owners.save(link ?? SchoolOwner.create(user.id, input.schoolId, now));
        const roleBefore = user.role;
        user.promoteToSchoolAdmin(now);
        if (user.role !== roleBefore) await this.users.save(user);
        await this.audit.record(
          {
            actorId: input.actorId,
            action: 'user.school_linked',
            targetType: 'app_user',
            targetId: user.id,
            before: { role: roleBefore },
            after: { schoolId: input.schoolId, role: user.role },
          },
          now,
        );
        return;
      }
      if (!link?.isActive) throw new UserStateError('This account is not linked to that school');
      link.deactivate(now);
      await this.owners.save(link);
      await this.audit.record(
        {
          actorId: input.actorId,
          action: 'user.school_unlinked',
          targetType: 'app_user',
          targetId: user.id,
          after: { schoolId: input.schoolId },
        },
        now,
      );
    });
  }
}
