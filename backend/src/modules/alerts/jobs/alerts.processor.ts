import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { AppConfig } from '../../../config';
import { instrumentProcessor } from '../../../shared/observability';
import { ScheduledJobsProcessor, type QueueName, type ScheduledJob, type WorkerSettings } from '../../../shared/queue';
import { RunAlertDigests } from '../application/run-alert-digests';
import { SweepExpiredAlerts } from '../application/sweep-expired-alerts';

export const ALERTS_QUEUE = 'alerts' satisfies QueueName;
export const ALERT_DIGEST_SCHEDULER = 'alert-digests';
export const ALERT_SWEEP_SCHEDULER = 'alert-unconfirmed-sweep';
const SWEEP_EVERY_MS = 24 * 3_600_000;

export const alertsWorkerSettings = (): WorkerSettings => ({ concurrency: 1 });

/**
 * The `alerts` queue's consumer (worker process only) and the owner of its two
 * repeatable jobs: the digest run every ALERT_DIGEST_INTERVAL_MS (each alert
 * gets at most one digest per day or week, decided in the database, so
 * restarts and several workers send nothing twice) and the daily deletion of
 * alerts left unconfirmed for 7 days or not kept for 12 months (the scheduler keeps its first name).
 */
@Injectable()
export class AlertsProcessor extends ScheduledJobsProcessor {
  private readonly attempt = instrumentProcessor((job: Job) => this.runJob(job));

  constructor(
    @InjectQueue(ALERTS_QUEUE) queue: Queue,
    private readonly digests: RunAlertDigests,
    private readonly sweep: SweepExpiredAlerts,
    private readonly config: AppConfig,
  ) {
    super(queue, new Logger('Alerts'), { queue: 'alerts', jobs: 'alert jobs' });
  }

  process(job: Job): Promise<string> {
    return this.attempt(job);
  }

  protected scheduledJobs(): readonly ScheduledJob[] {
    const opts = { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } };
    return [
      {
        name: ALERT_DIGEST_SCHEDULER,
        everyMs: this.config.alerts.digestIntervalMs,
        opts,
        run: async () => {
          const queued = await this.digests.execute();
          if (queued) this.logger.log(`Queued ${queued} alert digest(s)`);
          return `queued ${queued}`;
        },
      },
      {
        name: ALERT_SWEEP_SCHEDULER,
        everyMs: SWEEP_EVERY_MS,
        opts,
        run: async () => {
          const deleted = await this.sweep.execute();
          if (deleted) this.logger.log(`Deleted ${deleted} unconfirmed or lapsed alert(s)`);
          return `deleted ${deleted}`;
        },
      },
    ];
  }
}
