/** Which school slugs are taken: the one thing slug assignment needs from the database. */
export abstract class SchoolSlugs {
  /** Slugs equal to `base` or `base-<number>`, held by schools other than `exceptSchoolId`. */
  abstract takenLike(base: string, exceptSchoolId?: number): Promise<string[]>;
}
