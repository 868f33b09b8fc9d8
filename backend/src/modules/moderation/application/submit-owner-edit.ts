import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import {
  type ReviewedField,
  hasChanges,
  SchoolLookup,
  SchoolNotFoundError,
  splitOwnerEdit,
  UpdateSchoolFacts,
  type ProfileChanges,
  type School,
} from '../../directory';
import { NothingToSubmitError } from '../domain/moderation.errors';
import { PendingSchoolChange } from '../domain/pending-school-change';
import { PendingChangeRepository } from './ports/pending-change.repository';
import { TeamReviewNotice } from './team-review-notice';

export interface OwnerEditOutcome {
  school: School;
  /** Fields applied to the listing at once. */
  publishedFields: string[];
  /** Fields stored in `change`, waiting for an admin. */
  reviewedFields: ReviewedField[];
  change: PendingSchoolChange | null;
}

/**
 * An owner's edit of their school, from the one profile editor (the portal's
 * School Information and the school dashboard's Profile tab): one rule for both
 * (docs/product.md "Edits and moderation", directory's `splitOwnerEdit`). Only
 * what differs from the live record counts; the live part is applied through
 * the directory's `UpdateSchoolFacts`, the reviewed part becomes a pending
 * change, both in one transaction. The caller has checked ownership.
 */
@Injectable()
export class SubmitOwnerEdit {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly schools: SchoolLookup,
    private readonly updateSchoolFacts: UpdateSchoolFacts,
    private readonly changes: PendingChangeRepository,
    private readonly audit: AuditTrail,
    private readonly teamNotice: TeamReviewNotice,
  ) {}

  async execute(input: {
    userId: string;
    schoolId: number;
    proposed: ProfileChanges;
    /** The dashboard's endpoint refuses an edit that changes nothing; the portal's answers it as saved. */
    refuseEmpty?: boolean;
  }): Promise<OwnerEditOutcome> {
    const { userId, schoolId } = input;
    return this.unitOfWork.transaction(async () => {
      let school = await this.schools.byId(schoolId);
      if (!school) throw new SchoolNotFoundError();
      // Checked on the whole edit first, so a half that would break a cross-field rule never goes live alone.
      const changes = school.proposedChanges(input.proposed);
      if (input.refuseEmpty && !hasChanges(changes)) throw new NothingToSubmitError();
      const { live, reviewed } = splitOwnerEdit(changes);
      if (hasChanges(live)) {
        school = await this.updateSchoolFacts.execute({ actorId: userId, schoolId, facts: live, as: 'school' });
      }
      let change: PendingSchoolChange | null = null;
      if (hasChanges(reviewed)) {
        change = PendingSchoolChange.profileUpdate(schoolId, userId, reviewed);
        await this.changes.save(change);
        await this.audit.record({
          actorId: userId,
          action: 'change.submitted',
          targetType: 'pending_school_change',
          targetId: String(change.id),
          after: { schoolId, changeType: change.changeType, changeData: reviewed },
        });
        await this.teamNotice.changeWaits(change, school.name);
      }
      return {
        school,
        publishedFields: Object.keys(live),
        reviewedFields: Object.keys(reviewed) as ReviewedField[],
        change,
      };
    });
  }
}
