import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { CORRECTION_EMAIL_RETENTION_DAYS } from '../domain/correction';
import { CorrectionMails } from './correction-mails';
import { CorrectionRepository } from './ports/correction.repository';

const BATCH = 500;
const DAY_MS = 86_400_000;

/**
 * The worker's daily retention sweep: the family's e-mail (and the outcome mail that holds it) is erased
 * CORRECTION_EMAIL_RETENTION_DAYS after the correction was decided. The correction itself stays (no person in it).
 */
@Injectable()
export class EraseExpiredCorrectionEmails {
  constructor(
    private readonly corrections: CorrectionRepository,
    private readonly mails: CorrectionMails,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Returns how many addresses were erased. */
  async execute(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - CORRECTION_EMAIL_RETENTION_DAYS * DAY_MS);
    let total = 0;
    for (;;) {
      const ids = await this.unitOfWork.transaction(async () => {
        const batch = await this.corrections.decidedWithEmailBefore(cutoff, BATCH);
        await this.mails.forgetFamilyMails(batch);
        await this.corrections.eraseEmails(batch);
        return batch;
      });
      total += ids.length;
      if (ids.length < BATCH) return total;
    }
  }
}
