import { Injectable, Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppConfig } from '../../../config';
import { UnitOfWork } from '../../../shared/database';
import { SavedSchoolSearch, type ChangedSchool } from '../../catalogue';
import { OpenHouseReads, type PublicOpenHouseRow } from '../../open-houses';
import { digestPeriodKey } from '../domain/digest-period';
import type { SavedSearchAlert } from '../domain/saved-search-alert';
import { AlertMails, type DigestItems } from './alert-mails';
import { AlertRepository } from './ports/alert.repository';

/** Alerts claimed, matched and mailed per transaction. */
const BATCH = 500;
/** Distinct saved searches matched per statement (a UNION ALL of their predicates). */
const MATCH_CHUNK = 100;
/** The most items one digest lists per kind; the mail links to the full search. */
const MOST_ITEMS = 20;
/**
 * Changed schools read once per run and matched per distinct search. Past this
 * many (a large import), each alert asks the directory's search itself instead.
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

/** What one run reads once and shares between its batches. */
interface RunContext {
  now: Date;
  periodKeys: PeriodKeys;
  announced: Announced[];
  /** Every school listed or changed since the oldest due alert's last digest (more than CANDIDATE_CAP: too many). */
  changed: ChangedSchool[];
  /** The ids of `changed` and of schools with announced open houses: what any digest of this run can list. */
  candidates: number[];
  /** Per distinct saved search (its JSON): which candidates it matches. */
  matches: Map<string, Set<number>>;
  /** After a large import: per distinct search and `since`, its own changes (alerts digested together share them). */
  ownChanges: Map<string, Promise<Awaited<ReturnType<SavedSchoolSearch['changesSince']>>>>;
}

/**
 * The worker's digest run: for every confirmed alert without a digest in its
 * current period (day or ISO week, Las Vegas time), what is new since its last
 * digest: newly listed matching schools, matching schools whose tuition or
 * openings changed, and upcoming open houses announced at matching schools.
 *
 * Set-based: the run reads once what changed since the oldest due alert's last
 * digest (schools, open houses: the candidates), then asks the directory's own
 * search (SavedSchoolSearch) which candidates each distinct saved search
 * matches, up to MATCH_CHUNK searches per statement and each search once per
 * run (families save the same ZIP or grade). Each alert then only filters
 * those by its own `since`. A batch's digests go to the outbox in one INSERT
 * and to the mail queue in one `addBulk`.
 *
 * The run rests between batches (ALERT_DIGEST_DUTY_PERCENT), so a day with
 * news for 100,000 alerts leaves the web app its CPU (docs/performance.md).
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
    private readonly config: AppConfig,
  ) {}

  /** Returns how many digest mails were queued. */
  async execute(now = new Date()): Promise<number> {
    const periodKeys: PeriodKeys = { daily: digestPeriodKey('daily', now), weekly: digestPeriodKey('weekly', now) };
    const oldest = await this.unitOfWork.transaction(() => this.alerts.oldestDueSince(periodKeys));
    if (!oldest) return 0;
    // Open houses announced lately, read once for the whole run and matched per search.
    const announced = await this.openHouses.announcedSince(new Date(now.getTime() - LOOKBACK_MS), now);
    const changed = await this.search.changedSchools(oldest, CANDIDATE_CAP + 1);
    const candidates = [
      ...new Set(changed.map((school) => school.id).concat(announced.map((openHouse) => openHouse.school.id))),
    ].sort((a, b) => a - b);
    const run: RunContext = {
      now,
      periodKeys,
      announced,
      changed,
      candidates,
      matches: new Map(),
      ownChanges: new Map(),
    };
    let queued = 0;
    let afterId: string | null = null;
    // Rest after each batch so that work is ALERT_DIGEST_DUTY_PERCENT of the run: the web app keeps its CPU.
    const restFactor = 100 / this.config.alerts.digestDutyPercent - 1;
    for (;;) {
      const batchStarted = Date.now();
      const due = await this.unitOfWork.transaction(() => this.alerts.dueForDigest(periodKeys, afterId, BATCH));
      try {
        queued += await this.batch(due, run);
      } catch (error) {
        this.logger.warn(`A digest batch failed (${(error as Error).message}); trying its alerts one by one`);
        for (const alertId of due) {
          try {
            queued += await this.batch([alertId], run);
          } catch (alertError) {
            // Its transaction rolled back: the period stays open for the next run.
            this.logger.warn(`Digest of alert ${alertId} failed: ${(alertError as Error).message}`);
          }
        }
      }
      if (due.length < BATCH) return queued;
      afterId = due[due.length - 1];
      if (restFactor > 0) await sleep((Date.now() - batchStarted) * restFactor);
    }
  }

  private batch(alertIds: string[], run: RunContext): Promise<number> {
    return this.unitOfWork.transaction(async () => {
      const claimed = await this.alerts.claimPeriods(alertIds, run.periodKeys, run.now);
      if (!claimed.length) return 0;
      const perSearch = run.changed.length <= CANDIDATE_CAP;
      if (perSearch) await this.matchSearches(claimed, run);
      const digests: { alert: SavedSearchAlert; periodKey: string; items: DigestItems }[] = [];
      for (const alert of claimed) {
        const items = perSearch ? this.itemsFor(alert, run) : await this.itemsByOwnSearch(alert, run);
        if (!items.newSchools.length && !items.changedSchools.length && !items.openHouses.length) continue;
        digests.push({ alert, periodKey: run.periodKeys[alert.frequency], items });
      }
      await this.mails.digests(digests, run.now);
      await this.alerts.recordItems(
        digests.map(({ alert, periodKey, items }) => ({
          alertId: alert.id,
          periodKey,
          items: items.newSchools.length + items.changedSchools.length + items.openHouses.length,
        })),
      );
      await this.alerts.markDigested(
        claimed.map((alert) => alert.id),
        run.now,
      );
      return digests.length;
    });
  }

  /** Fills `run.matches` for the searches of `alerts` not matched yet this run. */
  private async matchSearches(alerts: SavedSearchAlert[], run: RunContext): Promise<void> {
    const pending = new Map<string, Record<string, unknown>>();
    for (const alert of alerts) {
      const key = JSON.stringify(alert.filters);
      if (!run.matches.has(key)) pending.set(key, alert.filters);
    }
    if (!run.candidates.length) {
      for (const key of pending.keys()) run.matches.set(key, new Set());
      return;
    }
    const entries = [...pending.entries()];
    for (let start = 0; start < entries.length; start += MATCH_CHUNK) {
      const chunk = entries.slice(start, start + MATCH_CHUNK);
      const matched = await this.search.matchingAmongEach(
        chunk.map(([, filters]) => filters),
        run.candidates,
      );
      chunk.forEach(([key], index) => run.matches.set(key, new Set(matched[index])));
    }
  }

  private itemsFor(alert: SavedSearchAlert, run: RunContext): DigestItems {
    const since = alert.digestSince();
    const matching = run.matches.get(JSON.stringify(alert.filters)) ?? new Set<number>();
    if (!matching.size) return { newSchools: [], changedSchools: [], openHouses: [] };
    const mine = run.changed.filter((school) => matching.has(school.id));
    return {
      newSchools: describeSchools(mine.filter((school) => school.createdAt > since)),
      changedSchools: describeSchools(
        mine.filter(
          (school) => school.createdAt <= since && school.factsChangedAt !== null && school.factsChangedAt > since,
        ),
      ),
      openHouses: this.openHousesFor(alert, run, matching),
    };
  }

  /** After a large import (more changed schools than CANDIDATE_CAP): the alert's own search, newest first. */
  private async itemsByOwnSearch(alert: SavedSearchAlert, run: RunContext): Promise<DigestItems> {
    const since = alert.digestSince();
    // Alerts digested by the same run share their `since`: each distinct search is asked once.
    const key = JSON.stringify([alert.filters, since.getTime()]);
    if (!run.ownChanges.has(key))
      run.ownChanges.set(
        key,
        // A failure is not kept: the next alert with this search asks again.
        this.search.changesSince(alert.filters, since, MOST_ITEMS * 2).catch((error: unknown) => {
          run.ownChanges.delete(key);
          throw error;
        }),
      );
    const changes = await run.ownChanges.get(key)!;
    const byId = new Map(run.changed.map((school) => [school.id, school]));
    const announcedAt = [...new Set(run.announced.filter((o) => o.createdAt > since).map((o) => o.school.id))];
    const matching = new Set((await this.search.matchingAmongEach([alert.filters], announcedAt))[0]);
    return {
      newSchools: describeSchools(changes.filter((c) => c.change === 'new').map((c) => byId.get(c.id) ?? toChanged(c))),
      changedSchools: describeSchools(
        changes.filter((c) => c.change === 'facts').map((c) => byId.get(c.id) ?? toChanged(c)),
      ),
      openHouses: this.openHousesFor(alert, run, matching),
    };
  }

  private openHousesFor(alert: SavedSearchAlert, run: RunContext, matching: Set<number>): string[] {
    const since = alert.digestSince();
    return run.announced
      .filter((openHouse) => openHouse.createdAt > since && matching.has(openHouse.school.id))
      .slice(0, MOST_ITEMS)
      .map((openHouse) => `${WHEN.format(openHouse.startsAt)}: ${openHouse.title} at ${openHouse.school.name}`);
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
