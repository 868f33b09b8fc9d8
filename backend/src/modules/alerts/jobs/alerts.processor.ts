import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectQueue, OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { AppConfig } from '../../../config';
import { instrumentProcessor } from '../../../shared/observability';
import type { QueueName, WorkerSettings } from '../../../shared/queue';
import { RunAlertDigests } from '../application/run-alert-digests';
import { SweepExpiredAlerts } from '../application/sweep-expired-alerts';

export const ALERTS_QUEUE = 'alerts' satisfies QueueName;
export const ALERT_DIGEST_SCHEDULER = 'alert-digests';
export const ALERT_SWEEP_SCHEDULER = 'alert-unconfirmed-sweep';
const SWEEP_EVERY_MS = 24 * 3_600_000;
/** Our Redis keeps nothing on disk: the schedules are written again this often. */
const RESCHEDULE_EVERY_MS = 3_600_000;

export const alertsWorkerSettings = (): WorkerSettings => ({ concurrency: 1 });

/**
 * The `alerts` queue's consumer (worker process only) and the owner of its two
 * repeatable jobs: the digest run every ALERT_DIGEST_INTERVAL_MS (each alert
 * gets at most one digest per day or week, decided in the database, so
 * restarts and several workers send nothing twice) and the daily deletion of
 * alerts left unconfirmed for 7 days or not kept for 12 months (the scheduler keeps its first name).
 */
@Injectable()
export class AlertsProcessor extends WorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Alerts');
  private readonly attempt = instrumentProcessor((job: Job) => this.run(job));
  private timer?: NodeJS.Timeout;
  private scheduling: Promise<void> = Promise.resolve();
  private lastErrorLog = 0;

  constructor(
    @InjectQueue(ALERTS_QUEUE) private readonly queue: Queue,
    private readonly digests: RunAlertDigests,
    private readonly sweep: SweepExpiredAlerts,
    private readonly config: AppConfig,
  ) {
    super();
    this.queue.on('error', (error) => this.warn(`alerts queue: Redis unavailable (${error.message})`));
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
    this.warn(`alerts worker: ${error.message}`);
  }

  private async run(job: Job): Promise<string> {
    if (job.name === ALERT_DIGEST_SCHEDULER) {
      const queued = await this.digests.execute();
      if (queued) this.logger.log(`Queued ${queued} alert digest(s)`);
      return `queued ${queued}`;
    }
    if (job.name === ALERT_SWEEP_SCHEDULER) {
      const deleted = await this.sweep.execute();
      if (deleted) this.logger.log(`Deleted ${deleted} unconfirmed or lapsed alert(s)`);
      return `deleted ${deleted}`;
    }
    return `ignored job ${job.name}`;
  }

  private async schedule(): Promise<void> {
    const opts = { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } };
    try {
      await this.queue.upsertJobScheduler(
        ALERT_DIGEST_SCHEDULER,
        { every: this.config.alerts.digestIntervalMs },
        { name: ALERT_DIGEST_SCHEDULER, opts },
      );
      await this.queue.upsertJobScheduler(
        ALERT_SWEEP_SCHEDULER,
        { every: SWEEP_EVERY_MS },
        { name: ALERT_SWEEP_SCHEDULER, opts },
      );
    } catch (error) {
      this.warn(`alert jobs not scheduled yet (${(error as Error).message}); trying again within the hour`);
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
