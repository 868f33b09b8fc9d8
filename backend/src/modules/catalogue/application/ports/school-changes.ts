import type { SchoolFilter } from './school-filter';

/** A school that is new to a saved search, or whose tuition or openings changed (alerts). */
export interface SchoolChange {
  id: number;
  name: string;
  slug: string;
  city: string;
  tuitionMin: number | null;
  tuitionMax: number | null;
  /** `new`: listed after the given instant; `facts`: listed before, tuition or openings changed after. */
  change: 'new' | 'facts';
}

/** An active school listed, or whose tuition or openings changed, after some instant (alerts). */
export interface ChangedSchool {
  id: number;
  name: string;
  slug: string;
  city: string;
  tuitionMin: number | null;
  tuitionMax: number | null;
  createdAt: Date;
  factsChangedAt: Date | null;
}

/** What changed among the active schools since some instant, per saved search (alerts, SavedSchoolSearch). */
export abstract class SchoolChanges {
  /** Matching schools listed, or with tuition or openings changed, after `since`: newest first, at most `limit`. */
  abstract changedSince(filter: SchoolFilter, since: Date, limit: number): Promise<SchoolChange[]>;
  /** Active schools listed, or with tuition or openings changed, after `since`, whatever they match; at most `limit`. */
  abstract changedSinceAll(since: Date, limit: number): Promise<ChangedSchool[]>;
  /** Per filter, the ids among `ids` of active schools it matches, in one statement: the i-th list is for `filters[i]`. */
  abstract matchingAmongEach(filters: SchoolFilter[], ids: number[]): Promise<number[][]>;
}
