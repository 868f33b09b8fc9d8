/** Which school slugs are taken, and the former slugs that keep old links alive. */
export abstract class SchoolSlugs {
  /**
   * Slugs equal to `base` or `base-<number>`, held by schools other than
   * `exceptSchoolId`, now or before a rename (a former slug stays its school's).
   */
  abstract takenLike(base: string, exceptSchoolId?: number): Promise<string[]>;
  /**
   * Records that `schoolId` moved from `formerSlug` to `currentSlug`: the former
   * one now redirects, and the current one is no longer a former one. Joins the
   * caller's transaction.
   */
  abstract rememberFormer(schoolId: number, formerSlug: string, currentSlug: string): Promise<void>;
}
