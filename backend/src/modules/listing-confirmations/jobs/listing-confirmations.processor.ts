import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { instrumentProcessor } from '../../../shared/observability';
import { ScheduledJobsProcessor, type QueueName, type ScheduledJob, type WorkerSettings } from '../../../shared/queue';
import { SendListingReminders } from '../application/send-listing-reminders';

export const LISTING_CONFIRMATIONS_QUEUE = 'listing-confirmations' satisfies QueueName;
export const LISTING_REMINDER_SCHEDULER = 'listing-reminders';
const REMINDERS_EVERY_MS = 24 * 3_600_000;

export const listingConfirmationsWorkerSettings = (): WorkerSettings => ({ concurrency: 1 });

/** The `listing-confirmations` queue's consumer (worker only): the daily six-month reminders. */
@Injectable()
export class ListingConfirmationsProcessor extends ScheduledJobsProcessor {
  private readonly attempt = instrumentProcessor((job: Job) => this.runJob(job));

  constructor(
    @InjectQueue(LISTING_CONFIRMATIONS_QUEUE) queue: Queue,
    private readonly reminders: SendListingReminders,
  ) {
    super(queue, new Logger('ListingConfirmations'), { queue: 'listing-confirmations', jobs: 'listing reminder jobs' });
  }

  process(job: Job): Promise<string> {
    return this.attempt(job);
  }

  protected scheduledJobs(): readonly ScheduledJob[] {
    return [
      {
        name: LISTING_REMINDER_SCHEDULER,
        everyMs: REMINDERS_EVERY_MS,
        opts: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } },
        run: async () => {
          const reminded = await this.reminders.execute();
          if (reminded) this.logger.log(`Reminded the owners of ${reminded} school(s) to confirm their listing`);
          return `reminded ${reminded}`;
        },
      },
    ];
  }
}
