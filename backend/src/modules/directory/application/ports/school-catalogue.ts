import type { AdmissionsFacts } from '../../domain/admissions-facts';
import type { GradeSpan } from '../../domain/grade-span';
import type { SocialLinks } from '../../domain/school';
import type { GeoPoint, RadiusMiles, SchoolSort, SearchCentre } from '../../domain/search-centre';

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

/** A school as the public pages see it. */
export interface PublicSchool {
  id: number;
  name: string;
  slug: string;
  address: string;
  city: string;
  zipCode: string;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  grades: string;
  features: string[];
  schoolType: string;
  religiousAffiliation: string | null;
  tuitionMin: number | null;
  tuitionMax: number | null;
  neighborhoodId: number | null;
  neighborhoodName: string | null;
  isPremium: boolean;
  /** An invented listing of the demo seed ('Example listing'). */
  isExample: boolean;
  socialLinks: SocialLinks | null;
  videoUrls: string[];
  additionalImages: string[];
  imageUrl: string | null;
  updatedAt: Date;
  /** Whether an active account owns the school (never who). */
  managed: boolean;
  admissions: AdmissionsFacts;
}

/** A school found by a search; `distanceMiles` (one decimal) only when the search had a centre, null without a pin. */
export interface SchoolHit extends PublicSchool {
  distanceMiles?: number | null;
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

/** A map marker: the few fields a pin and its list entry need. */
export interface SchoolMapPoint {
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  isPremium: boolean;
  distanceMiles?: number;
}

export interface SchoolMapResult {
  /** At most the asked cap, in the search's order. */
  points: SchoolMapPoint[];
  /** Matching schools that have a map pin, over all of them (may exceed the points). */
  total: number;
}

export interface FacetCount {
  value: string;
  /** Active schools having it. */
  count: number;
}

/** The values the directory's extra filters can offer, each with its number of active schools. */
export interface SchoolFacets {
  features: FacetCount[];
  religiousAffiliations: FacetCount[];
  cities: FacetCount[];
  /** Active schools, and how many of them have not reported each admissions fact. */
  admissionsNotReported: { schoolCount: number; scholarship: number; deadlines: number; openings: number };
}

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

/** Public catalogue reads (active schools only). */
export abstract class SchoolCatalogue {
  abstract search(filter: SchoolSearchFilter): Promise<SchoolSearchResult>;
  /** Up to `cap` matching schools that have a map pin, in the filter's order, and how many there are. */
  abstract mapPoints(filter: SchoolFilter, cap: number): Promise<SchoolMapResult>;
  abstract findBySlug(slug: string): Promise<PublicSchool | null>;
  /** The current slug of the active school that was known as `formerSlug` before a rename, else null. */
  abstract renamedTo(formerSlug: string): Promise<string | null>;
  /** `renamedTo` for many: former slug → current slug, for those that name an active school. */
  abstract renamedAll(formerSlugs: string[]): Promise<Map<string, string>>;
  /** The active schools among `slugs` (in no particular order), with distances when `centre` is given. */
  abstract findBySlugs(slugs: string[], centre?: GeoPoint): Promise<SchoolHit[]>;
  /**
   * The centre of a neighborhood (by name) or else a city (by name) of the
   * valley, both case-insensitive: the mean position of its active schools
   * that have a pin. Null when neither matches a place with such schools.
   */
  abstract placeCentre(name: string): Promise<SearchCentre | null>;
  abstract facets(): Promise<SchoolFacets>;
  /** Matching schools listed, or with tuition or openings changed, after `since`: newest first, at most `limit`. */
  abstract changedSince(filter: SchoolFilter, since: Date, limit: number): Promise<SchoolChange[]>;
  /** Active schools listed, or with tuition or openings changed, after `since`, whatever they match; at most `limit`. */
  abstract changedSinceAll(since: Date, limit: number): Promise<ChangedSchool[]>;
  /** Per filter, the ids among `ids` of active schools it matches, in one statement: the i-th list is for `filters[i]`. */
  abstract matchingAmongEach(filters: SchoolFilter[], ids: number[]): Promise<number[][]>;
  /** Active schools and the number of distinct school types among them. */
  abstract counts(): Promise<{ schools: number; schoolTypes: number }>;
  /** When any active school last changed (null when there is none). */
  abstract lastChange(): Promise<Date | null>;
  /** Slugs and last changes of active schools, by id, one slice at a time (the sitemap). */
  abstract sitemapSlice(offset: number, limit: number): Promise<{ slug: string; updatedAt: Date }[]>;
}
