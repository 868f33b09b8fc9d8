import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue, OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { AppConfig } from '../../../config';
import { instrumentProcessor } from '../../../shared/observability';
import type { QueueName, WorkerSettings } from '../../../shared/queue';
import { EraseExpiredRsvps } from '../application/erase-expired-rsvps';
import { SendDueReminders } from '../application/send-due-reminders';

export const OPEN_HOUSES_QUEUE = 'open-houses' satisfies QueueName;
export const OPEN_HOUSE_REMINDERS_SCHEDULER = 'open-house-reminders';
export const OPEN_HOUSE_RETENTION_SCHEDULER = 'open-house-rsvp-retention';
const RETENTION_EVERY_MS = 24 * 3_600_000;
/** Our Redis keeps nothing on disk: the schedules are written again this often. */
const RESCHEDULE_EVERY_MS = 3_600_000;

export const openHousesWorkerSettings = (): WorkerSettings => ({ concurrency: 1 });

/**
 * The `open-houses` queue's consumer (worker process only) and the owner of
 * its two repeatable jobs: the reminder sweep every
 * OPEN_HOUSE_REMINDER_INTERVAL_MS (state lives in the database, so a restart
 * or a repeated run sends nothing twice) and the daily RSVP retention run.
 */
@Injectable()
export class OpenHousesProcessor extends WorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('OpenHouses');
  private readonly attempt = instrumentProcessor((job: Job) => this.run(job));
  private timer?: NodeJS.Timeout;
  private scheduling: Promise<void> = Promise.resolve();
  private lastErrorLog = 0;

  constructor(
    @InjectQueue(OPEN_HOUSES_QUEUE) private readonly queue: Queue,
    private readonly reminders: SendDueReminders,
    private readonly retention: EraseExpiredRsvps,
    private readonly config: AppConfig,
  ) {
    super();
    this.queue.on('error', (error) => this.warn(`open-houses queue: Redis unavailable (${error.message})`));
  }

  onApplicationBootstrap(): void {
    this.scheduling = this.schedule();
    this.timer = setInterval(() => (this.scheduling = this.schedule()), RESCHEDULE_EVERY_MS);
    this.timer.unref();
  }

  process(job: Job): Promise<string> {
    return this.attempt(job);
  }

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.warn(`open-houses worker: ${error.message}`);
  }

  private async run(job: Job): Promise<string> {
    if (job.name === OPEN_HOUSE_REMINDERS_SCHEDULER) {
      const sent = await this.reminders.execute();
      if (sent) this.logger.log(`Queued ${sent} open house reminder(s)`);
      return `reminded ${sent}`;
    }
    if (job.name === OPEN_HOUSE_RETENTION_SCHEDULER) {
      const erased = await this.retention.execute();
      if (erased) this.logger.log(`Erased ${erased} RSVP(s) of past open houses`);
      return `erased ${erased}`;
    }
    return `ignored job ${job.name}`;
  }

  private async schedule(): Promise<void> {
    const opts = { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } };
    try {
      await this.queue.upsertJobScheduler(
        OPEN_HOUSE_REMINDERS_SCHEDULER,
        { every: this.config.openHouses.reminderIntervalMs },
        { name: OPEN_HOUSE_REMINDERS_SCHEDULER, opts },
      );
      await this.queue.upsertJobScheduler(
        OPEN_HOUSE_RETENTION_SCHEDULER,
        { every: RETENTION_EVERY_MS },
        { name: OPEN_HOUSE_RETENTION_SCHEDULER, opts },
      );
    } catch (error) {
      this.warn(`open house jobs not scheduled yet (${(error as Error).message}); trying again within the hour`);
    }
  }

  private warn(message: string): void {
    if (Date.now() - this.lastErrorLog < 60_000) return;
    this.lastErrorLog = Date.now();
    this.logger.warn(message);
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.scheduling;
  }
}
