import type { GeoPoint } from '../../domain/search-centre';
import type { PublicSchool } from './school-catalogue';
import type { SchoolSearchFilter } from './school-filter';

/** A school found by a search; `distanceMiles` (one decimal) only when the search had a centre, null without a pin. */
export interface SchoolHit extends PublicSchool {
  distanceMiles?: number | null;
  rating: SchoolRating;
}

/**
 * A school's family rating as the directory shows it (issue 39): the published reviews that count (insiders'
 * do not) and their average overall rating to one decimal, null below the 3 a school page needs to show one.
 */
export interface SchoolRating {
  average: number | null;
  count: number;
}

export interface SchoolSearchResult {
  schools: SchoolHit[];
  /** Matching schools over all pages; a lower bound when `totalIsLowerBound`. */
  total: number;
  /**
   * True when counting stopped at a cap (a large result): at least `total`
   * schools match, and the page shows 'N+'. The cap always reaches past the
   * asked page, so the pages up to `total` exist.
   */
  totalIsLowerBound: boolean;
}

/** The search's results: one page of matching schools, and the schools a shortlist names. */
export abstract class SchoolResults {
  abstract search(filter: SchoolSearchFilter): Promise<SchoolSearchResult>;
  /** The active schools among `slugs` (in no particular order), with distances when `centre` is given. */
  abstract findBySlugs(slugs: string[], centre?: GeoPoint): Promise<SchoolHit[]>;
}
