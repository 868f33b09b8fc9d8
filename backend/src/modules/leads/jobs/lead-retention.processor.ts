import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue, OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { AppConfig } from '../../../config';
import { instrumentProcessor } from '../../../shared/observability';
import type { QueueName, WorkerSettings } from '../../../shared/queue';
import { EraseExpiredLeads } from '../application/erase-expired-leads';
import { SendLeadSummaries } from '../application/send-lead-summaries';

export const LEADS_QUEUE = 'leads' satisfies QueueName;
export const LEAD_RETENTION_SCHEDULER = 'lead-retention';
/** Retention runs daily (and at once when the schedule is first created). */
export const LEAD_RETENTION_EVERY_MS = 24 * 3_600_000;
export const LEAD_SUMMARY_SCHEDULER = 'lead-summaries';
/**
 * The owners' daily summaries are looked for hourly: each goes out within the
 * hour after Las Vegas midnight, and a run finds nothing to do for a day
 * already summarised.
 */
export const LEAD_SUMMARY_EVERY_MS = 3_600_000;
/**
 * The schedule is written again this often: our Redis keeps nothing on disk,
 * so after a Redis restart the schedule is back within the hour.
 */
const RESCHEDULE_EVERY_MS = 3_600_000;

/** One run at a time. */
export const leadRetentionWorkerSettings = (): WorkerSettings => ({ concurrency: 1 });

/**
 * The `leads` queue's consumer (worker process only), registered with
 * `processorProvider(LeadRetentionProcessor, LEADS_QUEUE, leadRetentionWorkerSettings)`,
 * and the owner of its repeatable `lead-retention` job, which erases leads
 * older than LEAD_RETENTION_MONTHS, and of the hourly `lead-summaries` job,
 * which mails the daily summaries of schools on `daily_summary`. It stops scheduling before its worker
 * closes (processorProvider closes the worker after this class's
 * `beforeApplicationShutdown`).
 */
@Injectable()
export class LeadRetentionProcessor extends WorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('LeadRetention');
  private readonly attempt = instrumentProcessor((job: Job) => this.run(job));
  private timer?: NodeJS.Timeout;
  /** The schedule call in flight: shutdown waits for it, so the queue's connection is never closed mid-command. */
  private scheduling: Promise<void> = Promise.resolve();
  private lastErrorLog = 0;

  constructor(
    @InjectQueue(LEADS_QUEUE) private readonly queue: Queue,
    private readonly eraseExpired: EraseExpiredLeads,
    private readonly summaries: SendLeadSummaries,
    private readonly config: AppConfig,
  ) {
    super();
    this.queue.on('error', (error) => this.warn(`leads queue: Redis unavailable (${error.message})`));
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
    this.warn(`leads worker: ${error.message}`);
  }

  /** Runs the job; returns a line for the job's log. */
  private async run(job: Job): Promise<string> {
    if (job.name === LEAD_SUMMARY_SCHEDULER) {
      const queued = await this.summaries.execute();
      if (queued) this.logger.log(`Queued ${queued} daily lead summary(ies)`);
      return `queued ${queued}`;
    }
    if (job.name !== LEAD_RETENTION_SCHEDULER) return `ignored job ${job.name}`;
    const erased = await this.eraseExpired.execute();
    if (erased) this.logger.log(`Erased ${erased} lead(s) older than ${this.config.leads.retentionMonths} months`);
    return `erased ${erased}`;
  }

  private async schedule(): Promise<void> {
    try {
      await this.queue.upsertJobScheduler(
        LEAD_RETENTION_SCHEDULER,
        { every: LEAD_RETENTION_EVERY_MS },
        { name: LEAD_RETENTION_SCHEDULER, opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } } },
      );
      await this.queue.upsertJobScheduler(
        LEAD_SUMMARY_SCHEDULER,
        { every: LEAD_SUMMARY_EVERY_MS },
        { name: LEAD_SUMMARY_SCHEDULER, opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } } },
      );
    } catch (error) {
      this.warn(`lead jobs not scheduled yet (${(error as Error).message}); trying again within the hour`);
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
