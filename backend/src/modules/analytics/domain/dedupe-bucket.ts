/** Repeats of the same event by the same visitor within this window count once. */
export const DEDUPE_WINDOW_MS = 30 * 60_000;

/**
 * The 30-minute bucket an event falls in (minutes since the epoch / 30): the
 * unique index on (visitor, kind, school, bucket) keeps the first of each.
 * Fixed buckets, not a sliding window: two views 29 minutes apart across a
 * bucket edge both count, which is cheap to check and never undercounts.
 */
export function dedupeBucket(at: Date): number {
  return Math.floor(at.getTime() / DEDUPE_WINDOW_MS);
}
