import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { AppConfig } from '../../../config';
import { instrumentProcessor } from '../../../shared/observability';
import { ScheduledJobsProcessor, type QueueName, type ScheduledJob, type WorkerSettings } from '../../../shared/queue';
import { EraseExpiredRsvps } from '../application/erase-expired-rsvps';
import { SendDueReminders } from '../application/send-due-reminders';

export const OPEN_HOUSES_QUEUE = 'open-houses' satisfies QueueName;
export const OPEN_HOUSE_REMINDERS_SCHEDULER = 'open-house-reminders';
export const OPEN_HOUSE_RETENTION_SCHEDULER = 'open-house-rsvp-retention';
const RETENTION_EVERY_MS = 24 * 3_600_000;

export const openHousesWorkerSettings = (): WorkerSettings => ({ concurrency: 1 });

/**
 * The `open-houses` queue's consumer (worker process only) and the owner of
 * its two repeatable jobs: the reminder sweep every
 * OPEN_HOUSE_REMINDER_INTERVAL_MS (state lives in the database, so a restart
 * or a repeated run sends nothing twice) and the daily RSVP retention run.
 */
@Injectable()
export class OpenHousesProcessor extends ScheduledJobsProcessor {
  private readonly attempt = instrumentProcessor((job: Job) => this.runJob(job));

  constructor(
    @InjectQueue(OPEN_HOUSES_QUEUE) queue: Queue,
    private readonly reminders: SendDueReminders,
    private readonly retention: EraseExpiredRsvps,
    private readonly config: AppConfig,
  ) {
    super(queue, new Logger('OpenHouses'), { queue: 'open-houses', jobs: 'open house jobs' });
  }

  process(job: Job): Promise<string> {
    return this.attempt(job);
  }

  protected scheduledJobs(): readonly ScheduledJob[] {
    const opts = { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } };
    return [
      {
        name: OPEN_HOUSE_REMINDERS_SCHEDULER,
        everyMs: this.config.openHouses.reminderIntervalMs,
        opts,
        run: async () => {
          const sent = await this.reminders.execute();
          if (sent) this.logger.log(`Queued ${sent} open house reminder(s)`);
          return `reminded ${sent}`;
        },
      },
      {
        name: OPEN_HOUSE_RETENTION_SCHEDULER,
        everyMs: RETENTION_EVERY_MS,
        opts,
        run: async () => {
          const erased = await this.retention.execute();
          if (erased) this.logger.log(`Erased ${erased} RSVP(s) of past open houses`);
          return `erased ${erased}`;
        },
      },
    ];
  }
}
