import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue, OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { instrumentProcessor } from '../../../shared/observability';
import type { QueueName, WorkerSettings } from '../../../shared/queue';
import { RollUpAnalytics } from '../application/roll-up-analytics';

export const ANALYTICS_QUEUE = 'analytics' satisfies QueueName;
export const ANALYTICS_ROLLUP_SCHEDULER = 'analytics-rollup';
/** Dashboards are at most this far behind (the admin's 'Refresh figures' runs it at once). */
export const ANALYTICS_ROLLUP_EVERY_MS = 5 * 60_000;
/** The schedule is written again this often (our Redis keeps nothing on disk). */
const RESCHEDULE_EVERY_MS = 3_600_000;

/** One rollup at a time (the rollup also locks its state row). */
export const analyticsRollupWorkerSettings = (): WorkerSettings => ({ concurrency: 1 });

/**
 * The `analytics` queue's consumer (worker process only) and the owner of its
 * repeatable `analytics-rollup` job: raw events into hourly and daily totals,
 * raw rows older than 90 days deleted.
 */
@Injectable()
export class AnalyticsRollupProcessor extends WorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('AnalyticsRollup');
  private readonly attempt = instrumentProcessor((job: Job) => this.run(job));
  private timer?: NodeJS.Timeout;
  private scheduling: Promise<void> = Promise.resolve();
  private lastErrorLog = 0;

  constructor(
    @InjectQueue(ANALYTICS_QUEUE) private readonly queue: Queue,
    private readonly rollUp: RollUpAnalytics,
  ) {
    super();
    this.queue.on('error', (error) => this.warn(`analytics queue: Redis unavailable (${error.message})`));
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
    this.warn(`analytics worker: ${error.message}`);
  }

  private async run(job: Job): Promise<string> {
    if (job.name !== ANALYTICS_ROLLUP_SCHEDULER) return `ignored job ${job.name}`;
    const result = await this.rollUp.execute();
    if (result.purged) this.logger.log(`Deleted ${result.purged} raw analytics row(s) older than 90 days`);
    return `since ${result.since.toISOString()}: ${result.hourlyRows} hourly, ${result.dailyRows} daily, ${result.searchDailyRows} search rows; purged ${result.purged}`;
  }

  private async schedule(): Promise<void> {
    try {
      await this.queue.upsertJobScheduler(
        ANALYTICS_ROLLUP_SCHEDULER,
        { every: ANALYTICS_ROLLUP_EVERY_MS },
        {
          name: ANALYTICS_ROLLUP_SCHEDULER,
          opts: {
            attempts: 3,
            backoff: { type: 'exponential', delay: 30_000 },
            removeOnComplete: 100,
            removeOnFail: 100,
          },
        },
      );
    } catch (error) {
      this.warn(`analytics rollup not scheduled yet (${(error as Error).message}); trying again within the hour`);
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
