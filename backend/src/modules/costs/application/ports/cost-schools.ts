/** What the cost pages need of a listed school, read from directory's published `school_summary`. */
export interface CostSchool {
  id: number;
  slug: string;
  name: string;
  grades: string | null;
}

export abstract class CostSchools {
  /** A live (active, not archived) school by its slug, or null. */
  abstract listedBySlug(slug: string): Promise<CostSchool | null>;
}
