import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { AppConfig } from '../../../config';
import { instrumentProcessor } from '../../../shared/observability';
import { ScheduledJobsProcessor, type QueueName, type ScheduledJob, type WorkerSettings } from '../../../shared/queue';
import { EraseExpiredLeads } from '../application/erase-expired-leads';
import { RefreshResponseTimes } from '../application/refresh-response-times';
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
export const LEAD_RESPONSE_TIMES_SCHEDULER = 'lead-response-times';
/** Every school's response-time figures recounted hourly: the 90-day window moves on without replies. */
export const LEAD_RESPONSE_TIMES_EVERY_MS = 3_600_000;

/** One run at a time. */
export const leadRetentionWorkerSettings = (): WorkerSettings => ({ concurrency: 1 });

/**
 * The `leads` queue's consumer (worker process only), registered with
 * `processorProvider(LeadRetentionProcessor, LEADS_QUEUE, leadRetentionWorkerSettings)`,
 * and the owner of its repeatable `lead-retention` job, which erases leads
 * older than LEAD_RETENTION_MONTHS, and of the hourly `lead-summaries` job,
 * which mails the daily summaries of schools on `daily_summary`, and of the hourly `lead-response-times`
 * job, which recounts every school's response-time figures (docs/decisions/lead-replies.md). It stops scheduling before its worker
 * closes (processorProvider closes the worker after this class's
 * `beforeApplicationShutdown`).
 */
@Injectable()
export class LeadRetentionProcessor extends ScheduledJobsProcessor {
  private readonly attempt = instrumentProcessor((job: Job) => this.runJob(job));

  constructor(
    @InjectQueue(LEADS_QUEUE) queue: Queue,
    private readonly eraseExpired: EraseExpiredLeads,
    private readonly summaries: SendLeadSummaries,
    private readonly responseTimes: RefreshResponseTimes,
    private readonly config: AppConfig,
  ) {
    super(queue, new Logger('LeadRetention'), { queue: 'leads', jobs: 'lead jobs' });
  }

  process(job: Job): Promise<string> {
    return this.attempt(job);
  }

  protected scheduledJobs(): readonly ScheduledJob[] {
    const opts = { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } };
    return [
      {
        name: LEAD_RETENTION_SCHEDULER,
        everyMs: LEAD_RETENTION_EVERY_MS,
        opts,
        run: async () => {
          const erased = await this.eraseExpired.execute();
          if (erased)
            this.logger.log(`Erased ${erased} lead(s) older than ${this.config.leads.retentionMonths} months`);
          return `erased ${erased}`;
        },
      },
      {
        name: LEAD_SUMMARY_SCHEDULER,
        everyMs: LEAD_SUMMARY_EVERY_MS,
        opts,
        run: async () => {
          const queued = await this.summaries.execute();
          if (queued) this.logger.log(`Queued ${queued} daily lead summary(ies)`);
          return `queued ${queued}`;
        },
      },
      {
        name: LEAD_RESPONSE_TIMES_SCHEDULER,
        everyMs: LEAD_RESPONSE_TIMES_EVERY_MS,
        opts,
        run: async () => `changed ${await this.responseTimes.execute()}`,
      },
    ];
  }
}
