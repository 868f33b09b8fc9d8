import { EntitySchema } from '@mikro-orm/core';

/*
 * The analytics module's tables (migration `analytics`). The app writes them
 * with plain SQL (multi-row inserts, rollup upserts); these mappings exist so
 * the schema-drift test holds the migration to them. Nothing else writes them.
 */

/** One raw event from a beacon (append-only; deleted after RAW_RETENTION_DAYS). */
export class AnalyticsEventRow {
  id!: string;
  at!: Date;
  schoolId!: number;
  kind!: string;
  visitor!: Buffer | null;
  bucket!: number;
  referrerClass!: string;
}

export const AnalyticsEventSchema = new EntitySchema<AnalyticsEventRow>({
  class: AnalyticsEventRow,
  tableName: 'analytics_event',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    at: { type: 'Date', columnType: 'timestamptz' },
    schoolId: { type: 'integer' },
    kind: { type: 'string', length: 20 },
    visitor: { type: 'blob', nullable: true },
    bucket: { type: 'integer' },
    referrerClass: { type: 'string', length: 10 },
  },
  indexes: [{ name: 'analytics_event_at_idx', properties: ['at'] }],
  uniques: [{ name: 'analytics_event_dedupe_unique', properties: ['visitor', 'kind', 'schoolId', 'bucket'] }],
});

/** One raw directory search (append-only; deleted after RAW_RETENTION_DAYS). */
export class AnalyticsSearchRow {
  id!: string;
  at!: Date;
  summary!: string;
  resultCount!: number;
  visitor!: Buffer | null;
  bucket!: number;
}

export const AnalyticsSearchSchema = new EntitySchema<AnalyticsSearchRow>({
  class: AnalyticsSearchRow,
  tableName: 'analytics_search',
  properties: {
    id: { type: 'bigint', primary: true, autoincrement: true },
    at: { type: 'Date', columnType: 'timestamptz' },
    summary: { type: 'string', length: 200 },
    resultCount: { type: 'integer' },
    visitor: { type: 'blob', nullable: true },
    bucket: { type: 'integer' },
  },
  indexes: [{ name: 'analytics_search_at_idx', properties: ['at'] }],
  uniques: [{ name: 'analytics_search_dedupe_unique', properties: ['visitor', 'summary', 'bucket'] }],
});

/** Events per school, kind and referrer class in one hour (UTC hour start). */
export class AnalyticsHourlyRow {
  hour!: Date;
  schoolId!: number;
  kind!: string;
  referrerClass!: string;
  events!: number;
}

export const AnalyticsHourlySchema = new EntitySchema<AnalyticsHourlyRow>({
  class: AnalyticsHourlyRow,
  tableName: 'analytics_hourly',
  properties: {
    hour: { type: 'Date', columnType: 'timestamptz', primary: true },
    schoolId: { type: 'integer', primary: true },
    kind: { type: 'string', length: 20, primary: true },
    referrerClass: { type: 'string', length: 10, primary: true },
    events: { type: 'integer' },
  },
});

/** Events and distinct visitors per school, kind and referrer class in one Las Vegas day: what dashboards read. */
export class AnalyticsDailyRow {
  day!: string;
  schoolId!: number;
  kind!: string;
  referrerClass!: string;
  events!: number;
  visitors!: number;
}

export const AnalyticsDailySchema = new EntitySchema<AnalyticsDailyRow>({
  class: AnalyticsDailyRow,
  tableName: 'analytics_daily',
  properties: {
    day: { type: 'string', columnType: 'date', primary: true },
    schoolId: { type: 'integer', primary: true },
    kind: { type: 'string', length: 20, primary: true },
    referrerClass: { type: 'string', length: 10, primary: true },
    events: { type: 'integer' },
    visitors: { type: 'integer' },
  },
  indexes: [{ name: 'analytics_daily_school_day_idx', properties: ['schoolId', 'day'] }],
});

/** Searches per normalised summary in one Las Vegas day, and how many of them found no school. */
export class AnalyticsSearchDailyRow {
  day!: string;
  summary!: string;
  searches!: number;
  zeroResultSearches!: number;
}

export const AnalyticsSearchDailySchema = new EntitySchema<AnalyticsSearchDailyRow>({
  class: AnalyticsSearchDailyRow,
  tableName: 'analytics_search_daily',
  properties: {
    day: { type: 'string', columnType: 'date', primary: true },
    summary: { type: 'string', length: 200, primary: true },
    searches: { type: 'integer' },
    zeroResultSearches: { type: 'integer' },
  },
});

/** The visitor-hash salt of one UTC day; deleted after two days, so older hashes cannot be linked to anyone. */
export class AnalyticsSaltRow {
  day!: string;
  salt!: string;
}

export const AnalyticsSaltSchema = new EntitySchema<AnalyticsSaltRow>({
  class: AnalyticsSaltRow,
  tableName: 'analytics_salt',
  properties: {
    day: { type: 'string', columnType: 'date', primary: true },
    salt: { type: 'string', length: 64 },
  },
});

/** How far the rollup has got (one row, id 1). */
export class AnalyticsRollupStateRow {
  id!: number;
  rolledUntil!: Date;
}

export const AnalyticsRollupStateSchema = new EntitySchema<AnalyticsRollupStateRow>({
  class: AnalyticsRollupStateRow,
  tableName: 'analytics_rollup_state',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: false },
    rolledUntil: { type: 'Date', columnType: 'timestamptz' },
  },
});
