import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { instrumentProcessor } from '../../../shared/observability';
import { ScheduledJobsProcessor, type QueueName, type ScheduledJob, type WorkerSettings } from '../../../shared/queue';
import { SendReviewSummaries } from '../application/send-review-summaries';
import { SweepUnconfirmedReviews } from '../application/sweep-unconfirmed-reviews';

export const REVIEWS_QUEUE = 'reviews' satisfies QueueName;
export const REVIEW_SWEEP_SCHEDULER = 'review-unconfirmed-sweep';
export const REVIEW_SUMMARY_SCHEDULER = 'review-summaries';
const SWEEP_EVERY_MS = 24 * 3_600_000;
/** Hourly, as leads' `lead-summaries`: a finished Las Vegas day is summarised within the hour after midnight. */
const SUMMARIES_EVERY_MS = 3_600_000;

export const reviewsWorkerSettings = (): WorkerSettings => ({ concurrency: 1 });

/**
 * The `reviews` queue's consumer (worker only): the daily deletion of reviews left unconfirmed for 7 days and
 * the hourly owners' summaries of the finished Las Vegas days (SendReviewSummaries).
 */
@Injectable()
export class ReviewsProcessor extends ScheduledJobsProcessor {
  private readonly attempt = instrumentProcessor((job: Job) => this.runJob(job));

  constructor(
    @InjectQueue(REVIEWS_QUEUE) queue: Queue,
    private readonly sweep: SweepUnconfirmedReviews,
    private readonly summaries: SendReviewSummaries,
  ) {
    super(queue, new Logger('Reviews'), { queue: 'reviews', jobs: 'review jobs' });
  }

  process(job: Job): Promise<string> {
    return this.attempt(job);
  }

  protected scheduledJobs(): readonly ScheduledJob[] {
    return [
      {
        name: REVIEW_SWEEP_SCHEDULER,
        everyMs: SWEEP_EVERY_MS,
        opts: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } },
        run: async () => {
          const deleted = await this.sweep.execute();
          if (deleted) this.logger.log(`Deleted ${deleted} unconfirmed review(s)`);
          return `deleted ${deleted}`;
        },
      },
      {
        name: REVIEW_SUMMARY_SCHEDULER,
        everyMs: SUMMARIES_EVERY_MS,
        opts: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } },
        run: async () => {
          const queued = await this.summaries.execute();
          if (queued) this.logger.log(`Queued ${queued} review summary(ies)`);
          return `queued ${queued}`;
        },
      },
    ];
  }
}
