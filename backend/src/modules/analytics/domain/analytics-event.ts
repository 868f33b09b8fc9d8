/**
 * What the browser reports about a school (issue 18). Shortlist and compare
 * adds are counted once those features send them.
 */
export const SCHOOL_EVENT_KINDS = [
  'impression',
  'profile_view',
  'click_website',
  'click_phone',
  'click_email',
  'click_directions',
  'click_social',
  'click_video',
  'shortlist_add',
  'compare_add',
] as const;
export type SchoolEventKind = (typeof SCHOOL_EVENT_KINDS)[number];

/** The clicks of the funnel's third step. */
export const CLICK_KINDS: readonly SchoolEventKind[] = SCHOOL_EVENT_KINDS.filter((kind) => kind.startsWith('click_'));

export function isSchoolEventKind(value: unknown): value is SchoolEventKind {
  return typeof value === 'string' && (SCHOOL_EVENT_KINDS as readonly string[]).includes(value);
}

/** At most this many events in one beacon; a larger batch is refused whole (400). */
export const MAX_BATCH_EVENTS = 50;

/** Raw events are kept this long, then deleted by the rollup job; rollups keep the totals. */
export const RAW_RETENTION_DAYS = 90;

/** Days and hours of the dashboards are Las Vegas time. */
export const ANALYTICS_TIME_ZONE = 'America/Los_Angeles';

/** One school event as stored: no address, no user agent, at most a salted hash of both. */
export interface SchoolEventRecord {
  at: Date;
  schoolId: number;
  kind: SchoolEventKind;
  /** Null when the browser asked not to be tracked (Global Privacy Control). */
  visitor: Buffer | null;
  bucket: number;
  referrerClass: string;
}

/** One directory search as stored: a normalised summary, never the raw text typed. */
export interface SearchRecord {
  at: Date;
  summary: string;
  resultCount: number;
  visitor: Buffer | null;
  bucket: number;
}
