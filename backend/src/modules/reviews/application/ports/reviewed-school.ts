/**
 * The school a review is about, as this module needs it: nothing about its plan (premium or not) is read,
 * so no rule here can depend on it (docs/decisions/reviews-moderation.md).
 */
export interface ReviewedSchool {
  id: number;
  name: string;
  slug: string;
}

export abstract class ReviewedSchools {
  /** A live (active, not archived) school, else null. */
  abstract liveById(id: number): Promise<ReviewedSchool | null>;
}
