import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditEntryNotFoundError, AuditLookup, AuditTrail } from '../../audit';
import {
  ChangeAlreadyRevertedError,
  ChangeNotRevertibleError,
  NothingToRevertError,
  SchoolNotFoundError,
} from '../domain/directory.errors';
import { REVERT_ACTION, isRevertibleChange, planRevert } from '../domain/profile-revert';
import type { School } from '../domain/school';
import { SchoolRepository } from './ports/school.repository';
import { SchoolProfileEditor } from './school-profile-editor';

export interface RevertOutcome {
  school: School;
  /** The audit entry that was reverted. */
  revertedEntryId: number;
  /** What that entry recorded and who made the change: an owner's live edit (`school.updated`) or an approval. */
  revertedAction: string;
  revertedActorId: string | null;
  /** The `school.change_reverted` entry this revert recorded. */
  revertEntryId: number;
  /** Fields set back (a social link as `socialLinks.<network>`). */
  reverted: string[];
  /** Fields changed again since the change: a later edit wins, they were left as they are. */
  changedSince: string[];
}

/**
 * An admin undoes an applied profile change in one action (docs/product.md "Edits
 * and moderation"), named by its audit entry (`school.updated`,
 * `school.change_applied`). Each field goes back only while it still holds what
 * the change set (`planRevert`); a name set back moves the slug through the
 * editor, whose slug history keeps the newer address redirecting. In one
 * transaction with the school row locked first, so of two reverts of one entry
 * the second waits and then finds the first's `school.change_reverted` entry (409).
 */
@Injectable()
export class RevertProfileChange {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly schools: SchoolRepository,
    private readonly editor: SchoolProfileEditor,
    private readonly auditLog: AuditLookup,
    private readonly audit: AuditTrail,
  ) {}

  /** `reason`: the admin's words for the owner, kept in the revert's entry (`after.reason`). */
  async execute(input: { adminId: string; entryId: number; reason: string }): Promise<RevertOutcome> {
    return this.unitOfWork.transaction(async () => {
      const entry = await this.auditLog.byId(input.entryId);
      if (!entry) throw new AuditEntryNotFoundError();
      if (!isRevertibleChange(entry)) throw new ChangeNotRevertibleError();
      const schoolId = Number(entry.targetId);
      let school = await this.schools.findByIdForUpdate(schoolId);
      if (!school) throw new SchoolNotFoundError();
      const revertedBy = await this.auditLog.revertedBy(entry);
      if (revertedBy !== null) throw new ChangeAlreadyRevertedError(revertedBy);

      const plan = planRevert(school, entry);
      if (!plan.reverted.length) throw new NothingToRevertError(plan.changedSince);
      const result = await this.editor.apply(schoolId, plan.changes, { source: 'team' });
      school = result.school;
      const { before, after } = result.applied;
      // The admin Edit form's hero image and neighborhood sit outside the profile: set back beside it.
      const extras = Object.entries(plan.extras);
      if (extras.length) {
        for (const [field, value] of extras) {
          before[field] = school[field as keyof typeof plan.extras];
          after[field] = value;
        }
        school.update(plan.extras as Parameters<School['update']>[0]);
        school.updatedAt = new Date();
        await this.schools.save(school);
      }

      const revertEntryId = await this.audit.record({
        actorId: input.adminId,
        action: REVERT_ACTION,
        targetType: 'school',
        targetId: String(school.id),
        before,
        after: { ...after, reason: input.reason },
        revertOf: entry.id,
      });
      return {
        school,
        revertedEntryId: entry.id,
        revertedAction: entry.action,
        revertedActorId: entry.actorId,
        revertEntryId,
        reverted: plan.reverted,
        changedSince: plan.changedSince,
      };
    });
  }
}
