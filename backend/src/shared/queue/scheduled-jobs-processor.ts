import type { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import type { Job, JobSchedulerTemplateOptions, Queue } from 'bullmq';

/** One repeatable job of a queue: its scheduler (named like the job), how often, and what a run does. */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  opts: JobSchedulerTemplateOptions;
  /** Runs the job; returns a line for the job's log. */
  run: () => Promise<string>;
}

/** How the processor's log lines name its queue ('leads') and its schedule ('lead jobs'). */
export interface ScheduledJobsLabels {
  queue: string;
  jobs: string;
}

/** Our Redis keeps nothing on disk: the schedules are written again this often, so after a restart they are back within the hour. */
const RESCHEDULE_EVERY_MS = 3_600_000;
/** While Redis is down BullMQ reports every retry: one warning a minute at most. */
const WARN_EVERY_MS = 60_000;

/**
 * The consumer of a queue whose work is repeatable jobs (worker process only,
 * registered with `processorProvider`): it writes the queue's job schedulers
 * at bootstrap and every hour, runs a job by its name, warns (at most once a
 * minute) while Redis is unavailable, and stops scheduling before its worker
 * closes (processorProvider closes the worker after this class's
 * `beforeApplicationShutdown`). A subclass names its jobs and implements
 * `process` as `instrumentProcessor((job) => this.runJob(job))`.
 */
export abstract class ScheduledJobsProcessor
  extends WorkerHost
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private timer?: NodeJS.Timeout;
  /** The schedule call in flight: shutdown waits for it, so the queue's connection is never closed mid-command. */
  private scheduling: Promise<void> = Promise.resolve();
  private lastErrorLog = 0;

  protected constructor(
    private readonly queue: Queue,
    protected readonly logger: Logger,
    private readonly labels: ScheduledJobsLabels,
  ) {
    super();
    this.queue.on('error', (error) => this.warn(`${labels.queue} queue: Redis unavailable (${error.message})`));
  }

  /** The queue's repeatable jobs, scheduled in this order. */
  protected abstract scheduledJobs(): readonly ScheduledJob[];

  onApplicationBootstrap(): void {
    this.scheduling = this.schedule();
    this.timer = setInterval(() => (this.scheduling = this.schedule()), RESCHEDULE_EVERY_MS);
    this.timer.unref();
  }

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.warn(`${this.labels.queue} worker: ${error.message}`);
  }

  /** Runs the job of that name; a job no scheduler of this queue names is ignored. */
  protected async runJob(job: Job): Promise<string> {
    const scheduled = this.scheduledJobs().find(({ name }) => name === job.name);
    return scheduled ? scheduled.run() : `ignored job ${job.name}`;
  }

  private async schedule(): Promise<void> {
    try {
      for (const { name, everyMs, opts } of this.scheduledJobs()) {
        await this.queue.upsertJobScheduler(name, { every: everyMs }, { name, opts });
      }
    } catch (error) {
      this.warn(`${this.labels.jobs} not scheduled yet (${(error as Error).message}); trying again within the hour`);
    }
  }

  private warn(message: string): void {
    if (Date.now() - this.lastErrorLog < WARN_EVERY_MS) return;
    this.lastErrorLog = Date.now();
    this.logger.warn(message);
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.scheduling;
  }
}
