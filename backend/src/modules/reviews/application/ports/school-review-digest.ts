/** A published review as the school page's JSON-LD shows it (schema.org Review). */
export interface DigestReview {
  title: string;
  body: string;
  overall: number;
  displayName: string;
  publishedAt: Date;
}

/** What other modules may read of a school's reviews: the shown rating and the newest counted reviews. */
export interface SchoolReviewDigest {
  /** Average overall to one decimal; null below the minimum of counted reviews ('Not enough reviews yet'). */
  average: number | null;
  /** The reviews the rating is made of (insiders' are not). */
  countedCount: number;
  /** The newest published reviews that count, newest first. */
  reviews: DigestReview[];
}

/** The reviews module's read port for other modules (the seo module's school page head). */
export abstract class SchoolReviewDigests {
  abstract forSchool(schoolId: number, limit: number): Promise<SchoolReviewDigest>;
}
