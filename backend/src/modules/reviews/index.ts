export { ReviewsModule } from './reviews.module';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { ReviewSchema, ReviewReportSchema, ReviewHelpfulVoteSchema } from './infrastructure/review.schema';
