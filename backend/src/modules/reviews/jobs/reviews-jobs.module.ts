import { Module } from '@nestjs/common';
import { QueueModule, processorProvider } from '../../../shared/queue';
import { MailModule } from '../../mail';
import { ReviewRepository } from '../application/ports/review.repository';
import { ReviewMails } from '../application/review-mails';
import { SweepUnconfirmedReviews } from '../application/sweep-unconfirmed-reviews';
import { MikroOrmReviewRepository } from '../infrastructure/mikro-orm-review.repository';
import { REVIEWS_QUEUE, ReviewsProcessor, reviewsWorkerSettings } from './reviews.processor';

/** The worker's review jobs (the unconfirmed sweep). Imported by worker.module.ts only. */
@Module({
  imports: [MailModule, QueueModule.registerQueues(REVIEWS_QUEUE)],
  providers: [
    { provide: ReviewRepository, useClass: MikroOrmReviewRepository },
    ReviewMails,
    SweepUnconfirmedReviews,
    processorProvider(ReviewsProcessor, REVIEWS_QUEUE, reviewsWorkerSettings),
  ],
  exports: [SweepUnconfirmedReviews],
})
export class ReviewsJobsModule {}
