import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { type ProfileChanges, SchoolLookup, splitOwnerEdit, UpdateSchoolFacts } from '../../directory';
import { CORRECTABLE_FIELD_LABELS, correctionChange, type SchoolCorrection } from '../domain/correction';
import {
  CorrectionAlreadyDecidedError,
  CorrectionNeedsAdminError,
  CorrectionNotFoundError,
  CorrectionSchoolNotFoundError,
} from '../domain/corrections.errors';
import { CorrectionMails } from './correction-mails';
import { CorrectionRepository } from './ports/correction.repository';

/** Who decides: an owner of the correction's school (the caller checked ownership) or an admin. */
export interface CorrectionDecider {
  userId: string;
  as: 'owner' | 'admin';
  /** An owner acts only on their school's corrections: the route's school. */
  schoolId?: number;
}

/**
 * Accepting or declining a family's correction, once (the row is locked, a decided one answers 409).
 * Accepting applies the one field through directory's `UpdateSchoolFacts` (the owner's and the admin's edit
 * path, `school.updated` in the audit trail) under the owner edit rule: an owner may not accept a field
 * that waits for review (`splitOwnerEdit`), an admin may. The decision is audited and the family, if they
 * gave an address, is mailed the outcome, all in one transaction.
 */
@Injectable()
export class DecideCorrection {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly corrections: CorrectionRepository,
    private readonly schools: SchoolLookup,
    private readonly updateSchoolFacts: UpdateSchoolFacts,
    private readonly audit: AuditTrail,
    private readonly mails: CorrectionMails,
  ) {}

  accept(decider: CorrectionDecider, id: string, now = new Date()): Promise<SchoolCorrection> {
    return this.decide(decider, id, async (correction) => {
      const facts = correctionChange(correction.field, correction.suggestedValue) as ProfileChanges;
      if (decider.as === 'owner' && Object.keys(splitOwnerEdit(facts).reviewed).length) {
        throw new CorrectionNeedsAdminError(CORRECTABLE_FIELD_LABELS[correction.field]);
      }
      // Accepted by the owner the fact is the school's, by an admin the team's, dated today (issue 44).
      await this.updateSchoolFacts.execute({
        actorId: decider.userId,
        schoolId: correction.schoolId,
        facts,
        as: decider.as === 'owner' ? 'school' : 'team',
      });
      correction.accept(decider.userId, decider.as, now);
    });
  }

  decline(decider: CorrectionDecider, id: string, reason: string, now = new Date()): Promise<SchoolCorrection> {
    return this.decide(decider, id, async (correction) => {
      correction.decline(decider.userId, decider.as, reason.trim(), now);
    });
  }

  private decide(
    decider: CorrectionDecider,
    id: string,
    apply: (correction: SchoolCorrection) => Promise<void>,
  ): Promise<SchoolCorrection> {
    return this.unitOfWork.transaction(async () => {
      const correction = await this.corrections.findByIdForUpdate(id);
      if (!correction || (decider.schoolId !== undefined && correction.schoolId !== decider.schoolId)) {
        throw new CorrectionNotFoundError();
      }
      if (!correction.isOpen()) throw new CorrectionAlreadyDecidedError();
      const school = await this.schools.byId(correction.schoolId);
      if (!school) throw new CorrectionSchoolNotFoundError();
      await apply(correction);
      await this.corrections.save(correction);
      await this.audit.record({
        actorId: decider.userId,
        action: correction.status === 'accepted' ? 'correction.accepted' : 'correction.declined',
        targetType: 'school',
        targetId: String(correction.schoolId),
        after: {
          correctionId: correction.id,
          field: correction.field,
          suggestedValue: correction.suggestedValue,
          decidedAs: decider.as,
          ...(correction.declineReason ? { reason: correction.declineReason } : {}),
        },
      });
      await this.mails.outcomeToFamily(correction, school);
      return correction;
    });
  }
}
