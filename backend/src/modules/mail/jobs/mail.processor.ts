import { Injectable, Logger } from '@nestjs/common';
import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { UnrecoverableError, type Job } from 'bullmq';
import type { AppConfig } from '../../../config';
import { instrumentProcessor } from '../../../shared/observability';
import type { WorkerSettings } from '../../../shared/queue';
import { InvalidMailError } from '../domain/mail.errors';
import type { MailJob } from './mail.queue';
import { SendOutboxMail } from './send-outbox-mail';

/**
 * Four mails at a time; a worker that dies mid-job stops renewing its lock, and another one takes the job
 * back after MAIL_LOCK_MS. MAIL_MAX_PER_SECOND paces all workers together (BullMQ's limiter is kept in
 * Redis), which is what mail providers ask of a sender and what keeps a digest day off the web app's CPU.
 */
export const mailWorkerSettings = (config: AppConfig): WorkerSettings => ({
  concurrency: 4,
  lockDuration: config.mail.lockMs,
  stalledInterval: config.mail.lockMs,
  maxStalledCount: 3,
  ...(config.mail.maxPerSecond > 0 ? { limiter: { max: config.mail.maxPerSecond, duration: 1000 } } : {}),
});

/**
 * The `mail` queue's consumer (worker process only), registered with
 * `processorProvider(MailProcessor, MAIL_QUEUE, mailWorkerSettings)`.
 */
@Injectable()
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger('MailProcessor');
  private lastErrorLog = 0;
  /** Logging and metrics of each attempt come from `instrumentProcessor`; the row keeps the last error. */
  private readonly attempt = instrumentProcessor((job: Job<MailJob>) => this.send(job));

  constructor(private readonly sendOutboxMail: SendOutboxMail) {
    super();
  }

  process(job: Job<MailJob>): Promise<string> {
    return this.attempt(job);
  }

  /** BullMQ reconnects by itself; while Redis is down it reports every retry, so say it once a minute at most. */
  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    if (Date.now() - this.lastErrorLog < 60_000) return;
    this.lastErrorLog = Date.now();
    this.logger.warn(`Mail worker: ${error.message}`);
  }

  private async send(job: Job<MailJob>): Promise<string> {
    const { outboxId } = job.data;
    try {
      return await this.sendOutboxMail.execute(outboxId);
    } catch (error) {
      // A mail that cannot be rendered will not render on a later attempt either.
      const unrecoverable = error instanceof InvalidMailError;
      const final = unrecoverable || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await this.sendOutboxMail.recordFailure(outboxId, error, final).catch(() => undefined);
      throw unrecoverable ? new UnrecoverableError(error.message) : error;
    }
  }
}
