import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { SchoolOwnerContacts } from '../../identity';
import { lasVegasDaysBefore } from '../domain/lead-notification';
import { LeadMailer } from './ports/lead-mailer';
import { LeadNotificationStore } from './ports/lead-notification.store';

/** Days looked back: a worker that was down over midnight still sends the summaries it missed. */
export const SUMMARY_CATCH_UP_DAYS = 3;
/** Schools read per query; the run goes on until none is due. */
const BATCH = 200;

/**
 * The daily summary of new leads and RSVPs for schools on `daily_summary`:
 * one mail per school and finished Las Vegas day, listing that day's leads.
 * The (school, day) row is inserted ON CONFLICT DO NOTHING in the transaction
 * that queues the mail, so restarts and several workers never send one twice;
 * a school with nothing new gets nothing.
 */
@Injectable()
export class SendLeadSummaries {
  private readonly logger = new Logger('LeadSummaries');

  constructor(
    private readonly store: LeadNotificationStore,
    private readonly owners: SchoolOwnerContacts,
    private readonly mailer: LeadMailer,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Queues the summaries due at `now`; returns how many. */
  async execute(now = new Date()): Promise<number> {
    let queued = 0;
    for (const day of lasVegasDaysBefore(now, SUMMARY_CATCH_UP_DAYS)) {
      const seen = new Set<number>();
      for (;;) {
        const due = (await this.store.summaryDue(day, BATCH)).filter((school) => !seen.has(school.schoolId));
        if (!due.length) break;
        for (const school of due) {
          seen.add(school.schoolId);
          const recipients = await this.owners.activeOwnersOf(school.schoolId);
          if (!recipients.length && school.schoolEmail) recipients.push({ email: school.schoolEmail, firstName: null });
          const sent = await this.unitOfWork.transaction(async () => {
            const leads = await this.store.leadsForSummary(school.schoolId, day);
            if (!leads.length || !(await this.store.claimSummary(school.schoolId, day, leads.length, now)))
              return false;
            if (!recipients.length)
              this.logger.warn(`School ${school.schoolId} has no owner or e-mail for its summary`);
            await this.mailer.queueSummary({ id: school.schoolId, name: school.schoolName }, day, leads, recipients);
            return true;
          });
          if (sent) queued++;
        }
      }
    }
    return queued;
  }
}
