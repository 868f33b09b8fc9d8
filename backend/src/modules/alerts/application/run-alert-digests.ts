import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { SavedSchoolSearch, type SchoolChange } from '../../directory';
import { OpenHouseReads, type PublicOpenHouseRow } from '../../open-houses';
import { digestPeriodKey } from '../domain/digest-period';
import type { SavedSearchAlert } from '../domain/saved-search-alert';
import { AlertMails, type DigestItems } from './alert-mails';
import { AlertRepository } from './ports/alert.repository';

const BATCH = 500;
/** The most schools one digest lists per kind; the mail links to the full search. */
const MOST_SCHOOLS = 20;
/** Open houses announced this long ago at most can be new to a weekly digest (a week and a day). */
const LOOKBACK_MS = 8 * 86_400_000;

const WHEN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * The worker's digest run: for every confirmed alert without a digest in its
 * current period (day or ISO week, Las Vegas time), what is new since its last
 * digest: newly listed matching schools, matching schools whose tuition or
 * openings changed (the directory's search, through SavedSchoolSearch), and
 * upcoming open houses announced at matching schools (open-houses' reads).
 *
 * Never twice: per alert, one transaction inserts (alert, period) into
 * `alert_digest_sent` with ON CONFLICT DO NOTHING, and only the run that
 * inserted it computes and queues the mail (outbox key per alert and period),
 * so several workers, restarts and repeated runs send one digest at most.
 * Nothing new: the row is kept (items 0) and no mail is queued.
 */
@Injectable()
export class RunAlertDigests {
  private readonly logger = new Logger('AlertDigests');

  constructor(
    private readonly alerts: AlertRepository,
    private readonly search: SavedSchoolSearch,
    private readonly openHouses: OpenHouseReads,
    private readonly mails: AlertMails,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Returns how many digest mails were queued. */
  async execute(now = new Date()): Promise<number> {
    const periodKeys = { daily: digestPeriodKey('daily', now), weekly: digestPeriodKey('weekly', now) };
    // Open houses announced lately, read once for the whole run and matched per alert.
    const announced = await this.openHouses.announcedSince(new Date(now.getTime() - LOOKBACK_MS), now);
    let queued = 0;
    let afterId: string | null = null;
    for (;;) {
      const due = await this.unitOfWork.transaction(() => this.alerts.dueForDigest(periodKeys, afterId, BATCH));
      for (const alertId of due) {
        try {
          if (await this.digest(alertId, periodKeys, announced, now)) queued += 1;
        } catch (error) {
          // One alert's failure (its transaction rolled back: the period stays open) must not stop the others.
          this.logger.warn(`Digest of alert ${alertId} failed: ${(error as Error).message}`);
        }
      }
      if (due.length < BATCH) return queued;
      afterId = due[due.length - 1];
    }
  }

  private digest(
    alertId: string,
    periodKeys: Record<SavedSearchAlert['frequency'], string>,
    announced: (PublicOpenHouseRow & { createdAt: Date })[],
    now: Date,
  ): Promise<boolean> {
    return this.unitOfWork.transaction(async () => {
      // Read again in this transaction: it may have been deleted or changed since the batch was listed.
      const alert = await this.alerts.findById(alertId);
      if (!alert?.confirmedAt) return false;
      const periodKey = periodKeys[alert.frequency];
      if (!(await this.alerts.claimPeriod(alert.id, periodKey, now))) return false;
      const since = alert.digestSince();
      const changes = await this.search.changesSince(alert.filters, since, MOST_SCHOOLS * 2);
      const recent = announced.filter((openHouse) => openHouse.createdAt > since);
      const matching = new Set(
        await this.search.matchingAmong(alert.filters, [...new Set(recent.map((o) => o.school.id))]),
      );
      const items: DigestItems = {
        newSchools: describeSchools(changes.filter((change) => change.change === 'new')),
        changedSchools: describeSchools(changes.filter((change) => change.change === 'facts')),
        openHouses: recent
          .filter((openHouse) => matching.has(openHouse.school.id))
          .slice(0, MOST_SCHOOLS)
          .map((openHouse) => `${WHEN.format(openHouse.startsAt)}: ${openHouse.title} at ${openHouse.school.name}`),
      };
      const count = items.newSchools.length + items.changedSchools.length + items.openHouses.length;
      if (count) await this.mails.digest(alert, periodKey, items);
      await this.alerts.recordItems(alert.id, periodKey, count);
      alert.lastDigestAt = now;
      await this.alerts.save(alert);
      return count > 0;
    });
  }
}

function describeSchools(changes: SchoolChange[]): string[] {
  return changes.slice(0, MOST_SCHOOLS).map((school) => {
    const tuition =
      school.tuitionMin !== null || school.tuitionMax !== null
        ? `, tuition ${[school.tuitionMin, school.tuitionMax]
            .filter((value): value is number => value !== null)
            .map((value) => `$${value.toLocaleString('en-US')}`)
            .join(' - ')}`
        : '';
    return `${school.name} (${school.city}${tuition})`;
  });
}
