import type { GradeSpan } from '../../../directory';
import type { GeoPoint, RadiusMiles, SchoolSort } from '../../domain/search-centre';

/** What a directory search matches, already validated (docs/product.md "Search"). */
export interface SchoolFilter {
  /** Free text matched against name, city, ZIP, address and neighborhood name. */
  location?: string;
  /** Grade levels as spans; a school matches when its span overlaps any of them. */
  grades?: GradeSpan[];
  schoolTypes?: string[];
  /** Neighborhood names, case-insensitive. */
  neighborhoods?: string[];
  tuitionMin?: number;
  tuitionMax?: number;
  /**
   * A grade number (Pre-K = -1, K = 0, 1..12): schools that teach it, and `tuitionMin` / `tuitionMax` and the
   * tuition orders then read that grade's published band (docs/decisions/directory-ratings-and-grade-tuition.md).
   */
  tuitionGrade?: number;
  /** true: schools that offer tuition assistance (a published assistance programme or an aid provider). */
  tuitionAssistance?: boolean;
  /** Schools whose shown average rating (one decimal, from 3 counted reviews) is at least this. */
  minRating?: number;
  /**
   * true: schools whose public response time says they usually reply within a day (leads' published view
   * `school_response_time`: claimed, at least 5 requests in 90 days, median first reply within 10 business hours).
   */
  repliesWithinADay?: boolean;
  zipCode?: string;
  /** A school matches when it has every one of these features. */
  features?: string[];
  /** A school matches when its religious affiliation is any of these (exact text). */
  religiousAffiliations?: string[];
  /** true: premium schools only. */
  featured?: boolean;
  /** true: leaves out the demo seed's invented listings (the home page features real schools only). */
  excludeExamples?: boolean;
  /** true: schools that accept the Nevada Opportunity Scholarship. */
  acceptsOpportunityScholarship?: boolean;
  /** A grade number (Pre-K = -1, K = 0, 1..12): schools with seats open or few seats in it. */
  openingsGrade?: number;
  /** Today in Las Vegas (YYYY-MM-DD): schools with some application deadline on or after it. */
  deadlineOnOrAfter?: string;
  /** Distances are measured from here; each result then carries `distanceMiles`. */
  centre?: GeoPoint;
  /** Only schools within this great-circle distance of `centre` (which it requires). */
  radiusMiles?: RadiusMiles;
  /** Default `best`; `distance` requires `centre`. */
  sort?: SchoolSort;
}

/** One page of a directory search. */
export interface SchoolSearchFilter extends SchoolFilter {
  /** 1-based */
  page: number;
  /** 1..100 */
  limit: number;
}
