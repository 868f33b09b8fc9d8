/** What the cost pages need of a school, read from directory's published `school_summary`. */
export interface CostSchool {
  id: number;
  slug: string;
  name: string;
  grades: string | null;
}

export abstract class CostSchools {
  /** A live (active, not archived) school by its slug, or null. */
  abstract listedBySlug(slug: string): Promise<CostSchool | null>;
  /** The live schools among these slugs (a shortlist's or comparison's), in no particular order. */
  abstract listedBySlugs(slugs: readonly string[]): Promise<CostSchool[]>;
  /** Schools the operator may give a schedule: live or draft, not archived (the CSV import's). */
  abstract notArchivedBySlugs(slugs: readonly string[]): Promise<CostSchool[]>;
  /** Every school not archived, by name (the CSV export's rows). */
  abstract allNotArchived(): Promise<CostSchool[]>;
}
