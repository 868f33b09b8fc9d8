import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { AppConfig } from '../../../config';
import { instrumentProcessor } from '../../../shared/observability';
import { workerRedisOptions } from '../../../shared/queue';
import { InvalidMailError } from '../domain/mail.errors';
import { MAIL_QUEUE, type MailJob } from './mail.queue';
import { SendOutboxMail } from './send-outbox-mail';

/**
 * The `mail` queue's consumer (worker process only). The BullMQ Worker is built
 * here rather than with `@Processor()` because it needs the worker-grade
 * connection (the module's registered queue is a fail-fast producer) and lock
 * timings from AppConfig. It closes in `beforeApplicationShutdown`, i.e. it
 * finishes the active job while the database is still open.
 */
@Injectable()
export class MailProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('MailProcessor');
  private worker?: Worker<MailJob>;

  constructor(
    private readonly send: SendOutboxMail,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const { lockMs } = this.config.mail;
    this.worker = new Worker<MailJob>(
      MAIL_QUEUE,
      instrumentProcessor((job: Job<MailJob>) => this.process(job)),
      {
        connection: workerRedisOptions(this.config.redisUrl),
        prefix: this.config.redisPrefix,
        concurrency: 4,
        // A worker that dies mid-job stops renewing its lock; another worker takes the job back after lockMs.
        lockDuration: lockMs,
        stalledInterval: lockMs,
        maxStalledCount: 3,
      },
    );
    // BullMQ reconnects by itself; while Redis is down it reports every retry, so say it once a minute at most.
    let lastLog = 0;
    this.worker.on('error', (error) => {
      if (Date.now() - lastLog < 60_000) return;
      lastLog = Date.now();
      this.logger.warn(`Mail worker: ${error.message}`);
    });
  }

  /** Logging and metrics of each attempt come from `instrumentProcessor`; the row keeps the last error. */
  async process(job: Job<MailJob>): Promise<string> {
    const { outboxId } = job.data;
    try {
      return await this.send.execute(outboxId);
    } catch (error) {
      // A mail that cannot be rendered will not render on a later attempt either.
      const unrecoverable = error instanceof InvalidMailError;
      const final = unrecoverable || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await this.send.recordFailure(outboxId, error, final).catch(() => undefined);
      throw unrecoverable ? new UnrecoverableError(error.message) : error;
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
