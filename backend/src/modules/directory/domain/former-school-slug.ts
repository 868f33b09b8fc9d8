/**
 * An address a school was known by before a rename: `/schools/{slug}` and the
 * API's `/api/schools/slug/{slug}` answer 301 to the school's current slug, so
 * links from search engines and other sites keep working. A former slug stays
 * with its school (no other school is given it) until that school takes it back.
 */
export class FormerSchoolSlug {
  slug!: string;
  schoolId!: number;
  createdAt: Date = new Date();
}
