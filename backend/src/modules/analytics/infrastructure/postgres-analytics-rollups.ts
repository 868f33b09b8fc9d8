import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ANALYTICS_TIME_ZONE } from '../domain/analytics-event';
import { dayIn } from '../domain/reporting-window';
import { AnalyticsRollups, type RollupResult } from '../application/ports/analytics-rollups';

const TZ = ANALYTICS_TIME_ZONE;
const PURGE_BATCH = 20_000;
const HOUR_MS = 3_600_000;

/**
 * Recomputes totals from the raw tables with upserts (`on conflict … do
 * update` to the recomputed value), from the hour before the last run's
 * start: events that were still in flight at the last run are counted now,
 * and a repeated run writes the same numbers. Daily rows (events and distinct
 * visitors per Las Vegas day) are recomputed for every day that hour touches.
 * The state row is locked for the run, so two runs never interleave.
 */
@Injectable()
export class PostgresAnalyticsRollups extends AnalyticsRollups {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async rollUp(now: Date): Promise<RollupResult> {
    const connection = this.em.getConnection();
    const run = <T extends object[]>(sql: string, params: unknown[] = []) =>
      connection.execute<T>(sql, params, 'all', this.em.getTransactionContext());
    const exec = (sql: string, params: unknown[] = []) =>
      connection.execute<{ affectedRows: number }>(sql, params, 'run', this.em.getTransactionContext());

    await exec(
      `insert into "analytics_rollup_state" ("id", "rolled_until") values (1, '-infinity') on conflict do nothing`,
    );
    const [state] = await run<{ rolled_until: Date | string }[]>(
      `select "rolled_until" from "analytics_rollup_state" where "id" = 1 for update`,
    );
    let since: Date;
    const last = toDate(state.rolled_until);
    if (last) {
      since = new Date(Math.floor(last.getTime() / HOUR_MS) * HOUR_MS - HOUR_MS);
    } else {
      const [first] = await run<{ at: Date | string | null }[]>(
        `select least((select min("at") from "analytics_event"), (select min("at") from "analytics_search")) as at`,
      );
      since = new Date(Math.floor((toDate(first.at) ?? now).getTime() / HOUR_MS) * HOUR_MS);
    }
    const dayStart = dayIn(since, TZ);

    const hourly = await exec(
      `insert into "analytics_hourly" ("hour", "school_id", "kind", "referrer_class", "events")
       select date_trunc('hour', "at"), "school_id", "kind", "referrer_class", count(*)::int
         from "analytics_event" where "at" >= ? group by 1, 2, 3, 4
       on conflict ("hour", "school_id", "kind", "referrer_class") do update set "events" = excluded."events"`,
      [since],
    );
    const dayBoundary = `((?::date)::timestamp at time zone '${TZ}')`;
    const daily = await exec(
      `insert into "analytics_daily" ("day", "school_id", "kind", "referrer_class", "events", "visitors")
       select ("at" at time zone '${TZ}')::date, "school_id", "kind", "referrer_class", count(*)::int,
              (count(distinct "visitor") + count(*) filter (where "visitor" is null))::int
         from "analytics_event" where "at" >= ${dayBoundary} group by 1, 2, 3, 4
       on conflict ("day", "school_id", "kind", "referrer_class")
       do update set "events" = excluded."events", "visitors" = excluded."visitors"`,
      [dayStart],
    );
    const searches = await exec(
      `insert into "analytics_search_daily" ("day", "summary", "searches", "zero_result_searches")
       select ("at" at time zone '${TZ}')::date, "summary", count(*)::int, (count(*) filter (where "result_count" = 0))::int
         from "analytics_search" where "at" >= ${dayBoundary} group by 1, 2
       on conflict ("day", "summary")
       do update set "searches" = excluded."searches", "zero_result_searches" = excluded."zero_result_searches"`,
      [dayStart],
    );
    await exec(`update "analytics_rollup_state" set "rolled_until" = ? where "id" = 1`, [now]);
    return {
      since,
      hourlyRows: hourly.affectedRows,
      dailyRows: daily.affectedRows,
      searchDailyRows: searches.affectedRows,
    };
  }

  async purgeRawBefore(cutoff: Date): Promise<number> {
    const connection = this.em.getConnection();
    let total = 0;
    for (const table of ['analytics_event', 'analytics_search']) {
      for (;;) {
        const { affectedRows } = await connection.execute<{ affectedRows: number }>(
          `delete from "${table}" where "id" in (select "id" from "${table}" where "at" < ? order by "at" limit ${PURGE_BATCH})`,
          [cutoff],
          'run',
        );
        total += affectedRows;
        if (affectedRows < PURGE_BATCH) break;
      }
    }
    return total;
  }

  async forgetSaltsBefore(day: string): Promise<void> {
    await this.em.getConnection().execute(`delete from "analytics_salt" where "day" < ?`, [day]);
  }
}

/** A timestamp as the driver returns it (a Date or its text); null for none or ±infinity. */
export function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isFinite(date.getTime()) ? date : null;
}
