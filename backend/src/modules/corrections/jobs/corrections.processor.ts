import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { instrumentProcessor } from '../../../shared/observability';
import { ScheduledJobsProcessor, type QueueName, type ScheduledJob, type WorkerSettings } from '../../../shared/queue';
import { EraseExpiredCorrectionEmails } from '../application/erase-expired-correction-emails';

export const CORRECTIONS_QUEUE = 'corrections' satisfies QueueName;
export const CORRECTION_RETENTION_SCHEDULER = 'correction-email-retention';
const RETENTION_EVERY_MS = 24 * 3_600_000;

export const correctionsWorkerSettings = (): WorkerSettings => ({ concurrency: 1 });

/** The `corrections` queue's consumer (worker only): the daily erasure of families' e-mails 90 days after the decision. */
@Injectable()
export class CorrectionsProcessor extends ScheduledJobsProcessor {
  private readonly attempt = instrumentProcessor((job: Job) => this.runJob(job));

  constructor(
    @InjectQueue(CORRECTIONS_QUEUE) queue: Queue,
    private readonly retention: EraseExpiredCorrectionEmails,
  ) {
    super(queue, new Logger('Corrections'), { queue: 'corrections', jobs: 'correction jobs' });
  }

  process(job: Job): Promise<string> {
    return this.attempt(job);
  }

  protected scheduledJobs(): readonly ScheduledJob[] {
    return [
      {
        name: CORRECTION_RETENTION_SCHEDULER,
        everyMs: RETENTION_EVERY_MS,
        opts: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } },
        run: async () => {
          const erased = await this.retention.execute();
          if (erased) this.logger.log(`Erased the e-mail of ${erased} decided correction(s)`);
          return `erased ${erased}`;
        },
      },
    ];
  }
}
