import { Module } from '@nestjs/common';
import { QueueModule, processorProvider } from '../../../shared/queue';
import { SchoolOwnerContacts } from '../../identity';
import { SqlSchoolOwnerContacts } from '../../identity/adapters';
import { MailModule } from '../../mail';
import { ReviewRepository } from '../application/ports/review.repository';
import { ReviewSummaryStore } from '../application/ports/review-summary.store';
import { ReviewMails } from '../application/review-mails';
import { SendReviewSummaries } from '../application/send-review-summaries';
import { SweepUnconfirmedReviews } from '../application/sweep-unconfirmed-reviews';
import { MikroOrmReviewRepository } from '../infrastructure/mikro-orm-review.repository';
import { SqlReviewSummaryStore } from '../infrastructure/sql-review-summary.store';
import { REVIEWS_QUEUE, ReviewsProcessor, reviewsWorkerSettings } from './reviews.processor';

/** The worker's review jobs (the unconfirmed sweep, the owners' daily summaries). Imported by worker.module.ts only. */
@Module({
  imports: [MailModule, QueueModule.registerQueues(REVIEWS_QUEUE)],
  providers: [
    { provide: ReviewRepository, useClass: MikroOrmReviewRepository },
    { provide: ReviewSummaryStore, useClass: SqlReviewSummaryStore },
    // identity's read of a school's owners (a plain query), so the worker does not load identity's module.
    { provide: SchoolOwnerContacts, useClass: SqlSchoolOwnerContacts },
    ReviewMails,
    SweepUnconfirmedReviews,
    SendReviewSummaries,
    processorProvider(ReviewsProcessor, REVIEWS_QUEUE, reviewsWorkerSettings),
  ],
  exports: [SweepUnconfirmedReviews, SendReviewSummaries],
})
export class ReviewsJobsModule {}
