import type { SchoolEventRecord, SearchRecord } from '../../domain/analytics-event';

/** Where accepted events go: appended, a repeat within its bucket dropped by the store. */
export abstract class AnalyticsStore {
  /** Returns how many were new (repeats within their 30-minute bucket are not). */
  abstract appendEvents(events: SchoolEventRecord[]): Promise<number>;
  abstract appendSearches(searches: SearchRecord[]): Promise<number>;
}
