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

/** Counts over the active schools: the filters' facets, and the totals of the home page and the sitemap. */
export abstract class SchoolCounts {
  abstract facets(): Promise<SchoolFacets>;
  /** Active schools and the number of distinct school types among them. */
  abstract counts(): Promise<{ schools: number; schoolTypes: number }>;
}
