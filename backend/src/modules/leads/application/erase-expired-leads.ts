import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { UnitOfWork } from '../../../shared/database';
import { lasVegasDayOf } from '../domain/lead-notification';
import { LeadMailer } from './ports/lead-mailer';
import { LeadNotificationStore } from './ports/lead-notification.store';
import { LeadRepository } from './ports/lead.repository';

/** Leads erased per transaction: short transactions, however many leads expire at once. */
const BATCH = 500;

/**
 * Retention: erases every lead older than LEAD_RETENTION_MONTHS as an admin's
 * erasure does (personal fields, notes, stored mails), then the stored daily
 * summaries of days before the cutoff. Run daily by the
 * worker's `lead-retention` job; safe to run any number of times.
 */
@Injectable()
export class EraseExpiredLeads {
  constructor(
    private readonly leads: LeadRepository,
    private readonly mailer: LeadMailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly config: AppConfig,
    private readonly notifications: LeadNotificationStore,
  ) {}

  /** Returns how many leads were erased. */
  async execute(now = new Date()): Promise<number> {
    const cutoff = retentionCutoff(now, this.config.leads.retentionMonths);
    let total = 0;
    for (;;) {
      const erased = await this.unitOfWork.transaction(async () => {
        const ids = await this.leads.eraseCreatedBefore(cutoff, now, BATCH);
        if (ids.length) {
          await this.leads.eraseNotes(ids);
          await this.mailer.forget(ids);
        }
        return ids.length;
      });
      total += erased;
      if (erased < BATCH) break;
    }
    // The daily summaries of expired days name families whose leads are now erased: their stored mails go too.
    for (;;) {
      const forgotten = await this.unitOfWork.transaction(async () => {
        const summaries = await this.notifications.deleteSummariesBefore(lasVegasDayOf(cutoff), BATCH);
        await this.mailer.forgetSummaries(summaries);
        return summaries.length;
      });
      if (forgotten < BATCH) return total;
    }
  }
}

/**
 * `now` minus whole calendar months (UTC), e.g. 24 months before 2026-11-30
 * is 2024-11-30; a day the target month lacks becomes its last day (one month
 * before March 31 is the last day of February, not March 3).
 */
export function retentionCutoff(now: Date, months: number): Date {
  const monthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return cutoff;
}
