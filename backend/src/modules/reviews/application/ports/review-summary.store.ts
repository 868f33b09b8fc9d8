import type { ReviewedSchool } from './reviewed-school';

/** A review in an owners' daily summary: what the school page shows of it anyway. */
export interface SummarisedReview {
  title: string;
  overall: number;
  displayName: string;
  publishedAt: Date;
}

/**
 * The owners' daily summary of new reviews: the reviews that wait for it (`owner_notice` daily_summary) and
 * `review_summary_sent`. Every method joins the caller's UnitOfWork transaction.
 */
export abstract class ReviewSummaryStore {
  /** Schools with reviews waiting for that Las Vegas day's summary, published now, and no summary for it yet. */
  abstract summaryDue(day: string, limit: number): Promise<ReviewedSchool[]>;
  /** The school's reviews first published that day that wait for the summary and are published now, oldest first. */
  abstract reviewsForSummary(schoolId: number, day: string): Promise<SummarisedReview[]>;
  /** Records the school's summary for the day (INSERT … ON CONFLICT DO NOTHING); false when one was recorded. */
  abstract claimSummary(schoolId: number, day: string, reviews: number, now: Date): Promise<boolean>;
}
