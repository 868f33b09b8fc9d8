export interface RollupResult {
  /** The first hour recomputed (the rollup recomputes from the hour before its last run, so it is idempotent). */
  since: Date;
  hourlyRows: number;
  dailyRows: number;
  searchDailyRows: number;
}

/** The rollup's SQL: raw events into hourly and daily totals, and the raw tables' retention. */
export abstract class AnalyticsRollups {
  /** Recomputes every hour and day touched since the last run (in the caller's transaction). */
  abstract rollUp(now: Date): Promise<RollupResult>;
  /** Deletes raw events and searches older than `cutoff`, a batch at a time; returns how many. */
  abstract purgeRawBefore(cutoff: Date): Promise<number>;
  /** Deletes the salts of days before `day` (UTC YYYY-MM-DD). */
  abstract forgetSaltsBefore(day: string): Promise<void>;
}
