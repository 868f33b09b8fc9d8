import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import type { AppliedProfile, School } from '../domain/school';
import type { ProfileChanges } from '../domain/school-profile';
import { SchoolProfileEditor } from './school-profile-editor';

/**
 * An approved profile change reaches the live listing: what still differs is
 * applied, and the reviewer is recorded as having applied it
 * (`school.change_applied`, whose id is answered: the pending change keeps it, so
 * a later revert of that entry finds the owner's change). Joins the caller's transaction (the decision).
 */
@Injectable()
export class ApplyProfileChange {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly editor: SchoolProfileEditor,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: {
    reviewerId: string;
    schoolId: number;
    changes: ProfileChanges;
  }): Promise<{ school: School; applied: AppliedProfile; entryId: number }> {
    return this.unitOfWork.transaction(async () => {
      // The owner's change, approved: the school's facts, dated the day they go live.
      const result = await this.editor.apply(input.schoolId, input.changes, { source: 'school' });
      const { before, after } = result.applied;
      const entryId = await this.audit.record({
        actorId: input.reviewerId,
        action: 'school.change_applied',
        targetType: 'school',
        targetId: String(result.school.id),
        before,
        after,
      });
      return { ...result, entryId };
    });
  }
}
