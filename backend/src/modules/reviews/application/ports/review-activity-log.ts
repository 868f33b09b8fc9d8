import type { ReviewGuideline } from '../../domain/review';
import type { ReviewActivityEvent } from '../../domain/review-activity';

/** `review_activity_day`: counts an event on `at`'s Las Vegas day, in the caller's transaction. */
export abstract class ReviewActivityLog {
  abstract count(
    event: ReviewActivityEvent,
    at: Date,
    options?: { reason?: ReviewGuideline; by?: number },
  ): Promise<void>;
}
