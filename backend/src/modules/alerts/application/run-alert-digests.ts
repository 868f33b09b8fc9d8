import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { SavedSchoolSearch, type ChangedSchool } from '../../directory';
import { OpenHouseReads, type PublicOpenHouseRow } from '../../open-houses';
import { digestPeriodKey } from '../domain/digest-period';
import type { SavedSearchAlert } from '../domain/saved-search-alert';
import { AlertMails, type DigestItems } from './alert-mails';
import { AlertRepository } from './ports/alert.repository';

const BATCH = 200;
/** The most items one digest lists per kind; the mail links to the full search. */
const MOST_ITEMS = 20;
/**
 * Changed schools read once per batch and matched per alert. Past this many
 * (a large import), each alert asks the directory's search itself instead.
 */
const CANDIDATE_CAP = 5000;
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

type Announced = PublicOpenHouseRow & { createdAt: Date };
type PeriodKeys = Record<SavedSearchAlert['frequency'], string>;

/**
 * The worker's digest run: for every confirmed alert without a digest in its
 * current period (day or ISO week, Las Vegas time), what is new since its last
 * digest: newly listed matching schools, matching schools whose tuition or
 * openings changed, and upcoming open houses announced at matching schools.
 * Matching is the directory's own search (SavedSchoolSearch), asked only about
 * the few schools that changed, so a quiet day costs a few statements per
 * batch of alerts.
 *
 * Never twice: a batch's transaction inserts (alert, period) into
 * `alert_digest_sent` with ON CONFLICT DO NOTHING and queues mails (outbox key
 * per alert and period) only for the alerts it inserted; another worker's
 * insert waits for that commit and then claims nothing. Nothing new: the row
 * is kept (items 0) and no mail is queued. A batch that fails is retried
 * alert by alert, so one bad alert cannot hold the others back.
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
    const periodKeys: PeriodKeys = { daily: digestPeriodKey('daily', now), weekly: digestPeriodKey('weekly', now) };
    // Open houses announced lately, read once for the whole run and matched per alert.
    const announced = await this.openHouses.announcedSince(new Date(now.getTime() - LOOKBACK_MS), now);
    let queued = 0;
    let afterId: string | null = null;
    for (;;) {
      const due = await this.unitOfWork.transaction(() => this.alerts.dueForDigest(periodKeys, afterId, BATCH));
      try {
        queued += await this.batch(due, periodKeys, announced, now);
      } catch (error) {
        this.logger.warn(`A digest batch failed (${(error as Error).message}); trying its alerts one by one`);
        for (const alertId of due) {
          try {
            queued += await this.batch([alertId], periodKeys, announced, now);
          } catch (alertError) {
            // Its transaction rolled back: the period stays open for the next run.
            this.logger.warn(`Digest of alert ${alertId} failed: ${(alertError as Error).message}`);
          }
        }
      }
      if (due.length < BATCH) return queued;
      afterId = due[due.length - 1];
    }
  }

  private batch(alertIds: string[], periodKeys: PeriodKeys, announced: Announced[], now: Date): Promise<number> {
    return this.unitOfWork.transaction(async () => {
      const claimed = await this.alerts.claimPeriods(alertIds, periodKeys, now);
      if (!claimed.length) return 0;
      const oldest = new Date(Math.min(...claimed.map((alert) => alert.digestSince().getTime())));
      const changed = await this.search.changedSchools(oldest, CANDIDATE_CAP + 1);
      // Popular searches (a ZIP, a grade) are saved by many families: each distinct question is asked once.
      const matches = new Map<string, Promise<number[]>>();
      const matchingAmong = (filters: Record<string, unknown>, ids: number[]) => {
        const key = JSON.stringify([filters, ids]);
        if (!matches.has(key)) matches.set(key, this.search.matchingAmong(filters, ids));
        return matches.get(key)!;
      };
      let queued = 0;
      for (const alert of claimed) {
        const items = await this.itemsFor(alert, changed, announced, matchingAmong);
        const count = items.newSchools.length + items.changedSchools.length + items.openHouses.length;
        if (!count) continue;
        const periodKey = periodKeys[alert.frequency];
        await this.mails.digest(alert, periodKey, items);
        await this.alerts.recordItems(alert.id, periodKey, count);
        queued += 1;
      }
      await this.alerts.markDigested(
        claimed.map((alert) => alert.id),
        now,
      );
      return queued;
    });
  }

  private async itemsFor(
    alert: SavedSearchAlert,
    changed: ChangedSchool[],
    announced: Announced[],
    matchingAmong: (filters: Record<string, unknown>, ids: number[]) => Promise<number[]>,
  ): Promise<DigestItems> {
    const since = alert.digestSince();
    const recentOpenHouses = announced.filter((openHouse) => openHouse.createdAt > since);
    let newSchools: ChangedSchool[];
    let changedSchools: ChangedSchool[];
    if (changed.length > CANDIDATE_CAP) {
      const changes = await this.search.changesSince(alert.filters, since, MOST_ITEMS * 2);
      const byId = new Map(changed.map((school) => [school.id, school]));
      newSchools = changes.filter((c) => c.change === 'new').map((c) => byId.get(c.id) ?? toChanged(c));
      changedSchools = changes.filter((c) => c.change === 'facts').map((c) => byId.get(c.id) ?? toChanged(c));
    } else {
      newSchools = changed.filter((school) => school.createdAt > since);
      changedSchools = changed.filter(
        (school) => school.createdAt <= since && school.factsChangedAt !== null && school.factsChangedAt > since,
      );
    }
    const candidates = [
      ...new Set([...newSchools, ...changedSchools].map((s) => s.id).concat(recentOpenHouses.map((o) => o.school.id))),
    ];
    if (!candidates.length) return { newSchools: [], changedSchools: [], openHouses: [] };
    const matching = new Set(
      await matchingAmong(
        alert.filters,
        candidates.sort((a, b) => a - b),
      ),
    );
    return {
      newSchools: describeSchools(newSchools.filter((school) => matching.has(school.id))),
      changedSchools: describeSchools(changedSchools.filter((school) => matching.has(school.id))),
      openHouses: recentOpenHouses
        .filter((openHouse) => matching.has(openHouse.school.id))
        .slice(0, MOST_ITEMS)
        .map((openHouse) => `${WHEN.format(openHouse.startsAt)}: ${openHouse.title} at ${openHouse.school.name}`),
    };
  }
}

function toChanged(change: {
  id: number;
  name: string;
  slug: string;
  city: string;
  tuitionMin: number | null;
  tuitionMax: number | null;
}): ChangedSchool {
  return { ...change, createdAt: new Date(0), factsChangedAt: null };
}

function describeSchools(schools: ChangedSchool[]): string[] {
  return schools.slice(0, MOST_ITEMS).map((school) => {
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
