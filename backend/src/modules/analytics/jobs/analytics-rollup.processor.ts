import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { instrumentProcessor } from '../../../shared/observability';
import { ScheduledJobsProcessor, type QueueName, type ScheduledJob, type WorkerSettings } from '../../../shared/queue';
import { RollUpAnalytics } from '../application/roll-up-analytics';

export const ANALYTICS_QUEUE = 'analytics' satisfies QueueName;
export const ANALYTICS_ROLLUP_SCHEDULER = 'analytics-rollup';
/** Dashboards are at most this far behind (the admin's 'Refresh figures' runs it at once). */
export const ANALYTICS_ROLLUP_EVERY_MS = 5 * 60_000;

/** One rollup at a time (the rollup also locks its state row). */
export const analyticsRollupWorkerSettings = (): WorkerSettings => ({ concurrency: 1 });

/**
 * The `analytics` queue's consumer (worker process only) and the owner of its
 * repeatable `analytics-rollup` job: raw events into hourly and daily totals,
 * raw rows older than 90 days deleted.
 */
@Injectable()
export class AnalyticsRollupProcessor extends ScheduledJobsProcessor {
  private readonly attempt = instrumentProcessor((job: Job) => this.runJob(job));

  constructor(
    @InjectQueue(ANALYTICS_QUEUE) queue: Queue,
    private readonly rollUp: RollUpAnalytics,
  ) {
    super(queue, new Logger('AnalyticsRollup'), { queue: 'analytics', jobs: 'analytics rollup' });
  }

  process(job: Job): Promise<string> {
    return this.attempt(job);
  }

  protected scheduledJobs(): readonly ScheduledJob[] {
    return [
      {
        name: ANALYTICS_ROLLUP_SCHEDULER,
        everyMs: ANALYTICS_ROLLUP_EVERY_MS,
        opts: {
          attempts: 3,
          backoff: { type: 'exponential', delay: 30_000 },
          removeOnComplete: 100,
          removeOnFail: 100,
        },
        run: async () => {
          const result = await this.rollUp.execute();
          if (result.purged) this.logger.log(`Deleted ${result.purged} raw analytics row(s) older than 90 days`);
          return `since ${result.since.toISOString()}: ${result.hourlyRows} hourly, ${result.dailyRows} daily, ${result.searchDailyRows} search rows; purged ${result.purged}`;
        },
      },
    ];
  }
}
