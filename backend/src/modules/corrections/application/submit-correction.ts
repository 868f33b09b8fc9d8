import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { SchoolLookup } from '../../directory';
import { SchoolOwnerContacts } from '../../identity';
import { spamReasonOf } from '../../leads';
import { type CorrectableField, SchoolCorrection, suggestedValueProblem } from '../domain/correction';
import { CorrectionSchoolNotFoundError, InvalidSuggestedValueError } from '../domain/corrections.errors';
import { CorrectionMails } from './correction-mails';
import { CorrectionRepository } from './ports/correction.repository';

export interface SuggestCorrectionInput {
  field: CorrectableField;
  value: string;
  note?: string | null;
  email?: string | null;
  /** Honeypot (hidden from people). */
  website?: string | null;
  formStartedAt: number;
}

/**
 * A family's 'Suggest a correction' (no account): stored open with the owners' mails in one transaction.
 * A robot (honeypot, too fast) gets the same answer and nothing is stored. Nothing changes on the listing.
 */
@Injectable()
export class SubmitCorrection {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly schools: SchoolLookup,
    private readonly owners: SchoolOwnerContacts,
    private readonly corrections: CorrectionRepository,
    private readonly mails: CorrectionMails,
  ) {}

  async execute(schoolId: number, input: SuggestCorrectionInput, now = new Date()): Promise<void> {
    const school = await this.schools.byId(schoolId);
    if (!school || !school.isActive || school.archivedAt) throw new CorrectionSchoolNotFoundError();
    const value = input.value.trim();
    const problem = suggestedValueProblem(input.field, value);
    if (problem) throw new InvalidSuggestedValueError(problem);
    // The public forms' one robot rule (leads' request form: the hidden box, or sent under 3 seconds).
    if (spamReasonOf(input, now)) return;
    const live = school.profile()[input.field];
    const correction = SchoolCorrection.suggest({
      schoolId,
      field: input.field,
      suggestedValue: value,
      currentValue: live === null || live === undefined ? null : String(live),
      note: input.note,
      email: input.email,
      now,
    });
    const owners = await this.owners.activeOwnersOf(schoolId);
    await this.unitOfWork.transaction(async () => {
      await this.corrections.add(correction);
      await this.mails.suggestedToOwners(correction, school, owners);
    });
  }
}
