import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { SchoolOwnership } from '../../identity';
import { ChangeNotFoundError } from '../domain/moderation.errors';
import type { PendingSchoolChange } from '../domain/pending-school-change';
import { PendingChangeRepository } from './ports/pending-change.repository';

/**
 * An owner takes back a change still waiting for review (the dashboard's
 * Pending tab). Any active owner of the change's school may; someone else's
 * change answers 404 as if it did not exist (its id tells nothing), a decided
 * one 409. The row is locked like a decision, so an admin's approval and a
 * withdrawal at the same moment cannot both win.
 */
@Injectable()
export class WithdrawChange {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly changes: PendingChangeRepository,
    private readonly ownership: SchoolOwnership,
    private readonly audit: AuditTrail,
  ) {}

  async execute(userId: string, changeId: number): Promise<PendingSchoolChange> {
    return this.unitOfWork.transaction(async () => {
      const change = await this.changes.findByIdForUpdate(changeId);
      if (!change || !(await this.ownership.owns(userId, change.schoolId))) throw new ChangeNotFoundError();
      change.withdraw();
      await this.changes.save(change);
      await this.audit.record({
        actorId: userId,
        action: 'change.withdrawn',
        targetType: 'pending_school_change',
        targetId: String(change.id),
        before: { status: 'pending' },
        after: { status: change.status, changeType: change.changeType },
      });
      return change;
    });
  }
}
