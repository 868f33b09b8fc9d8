export { ReviewDigestsModule, ReviewsModule } from './reviews.module';
export { SchoolReviewDigests } from './application/ports/school-review-digest';
export type { DigestReview, SchoolReviewDigest } from './application/ports/school-review-digest';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export {
  ReviewSchema,
  ReviewReportSchema,
  ReviewHelpfulVoteSchema,
  ReviewSummarySentSchema,
  ReviewActivityDaySchema,
} from './infrastructure/review.schema';
