import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { UnitOfWork } from '../../../shared/database';
import { SchoolLookup } from '../../directory';
import { MailOutbox } from '../../mail';
import { ListingReminder } from '../domain/listing-confirmation';
import { linkExpiresAt, REMINDER_LINK_DAYS, reminderDueFor } from '../domain/listing-period';
import { ListingLinks } from './listing-links';
import { Clock } from './ports/clock';
import { ListingOwners } from './ports/listing-owners';
import { ListingConfirmationRepository } from './ports/listing-confirmation.repository';

const BATCH = 200;
const DAY_MS = 86_400_000;
/** Six calendar months are never shorter than 181 days: the pre-filter keeps every school that may be due. */
const SHORTEST_PERIOD_DAYS = 180;

/** Long dates in the product's time zone, as the mails say them. */
const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/**
 * The worker's reminder run (daily, and an admin's 'Send due reminders now'): each live, claimed school whose
 * six-month period has no reminder yet gets one, mailed to each active owner with a signed link to the
 * confirm page. The reminder row and its mails are one transaction; the (school, period) key stores a period's
 * reminder once, so a second run, or a second worker at the same moment, mails nothing.
 */
@Injectable()
export class SendListingReminders {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly repository: ListingConfirmationRepository,
    private readonly schools: SchoolLookup,
    private readonly owners: ListingOwners,
    private readonly outbox: MailOutbox,
    private readonly links: ListingLinks,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Returns how many schools were reminded. */
  async execute(): Promise<number> {
    const now = this.clock.now();
    const anchorBefore = new Date(now.getTime() - SHORTEST_PERIOD_DAYS * DAY_MS);
    let after = 0;
    let sent = 0;
    for (;;) {
      const batch = await this.repository.reminderCandidates(anchorBefore, after, BATCH);
      for (const candidate of batch) {
        const period = reminderDueFor(candidate, now);
        if (period && (await this.remind(candidate.schoolId, period, now))) sent++;
      }
      if (batch.length < BATCH) return sent;
      after = batch[batch.length - 1].schoolId;
    }
  }

  private remind(schoolId: number, period: Date, now: Date): Promise<boolean> {
    // All reads inside the transaction: the worker has no request context outside one.
    return this.unitOfWork.transaction(async () => {
      const school = await this.schools.byId(schoolId);
      if (!school || !school.isActive || school.archivedAt) return false;
      const owners = await this.owners.activeOwnersOf(schoolId);
      if (!owners.length) return false;
      const latest = (await this.repository.latestFor([schoolId])).get(schoolId);
      const reminder = ListingReminder.forPeriod(schoolId, period, now);
      if (!(await this.repository.addReminderOnce(reminder))) return false;
      const expiresAt = linkExpiresAt(now);
      const base = this.config.publicUrl;
      for (const owner of owners) {
        const token = this.links.token({ schoolId, userId: owner.userId, expiresAt });
        await this.outbox.queue({
          template: 'listing-reminder',
          to: owner.email,
          key: `${reminder.mailKey}:${owner.userId}`,
          data: {
            ownerName: [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.email,
            schoolName: school.name,
            confirmUrl: `${base}/listing/confirm?token=${encodeURIComponent(token)}`,
            dashboardUrl: `${base}/school-dashboard?school=${schoolId}`,
            lastConfirmed: latest ? longDate.format(latest.confirmedAt) : undefined,
            expiresInDays: REMINDER_LINK_DAYS,
          },
        });
      }
      reminder.recipients = owners.length;
      await this.repository.saveReminder(reminder);
      return true;
    });
  }
}
