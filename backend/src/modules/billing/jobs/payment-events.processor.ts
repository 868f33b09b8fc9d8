import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import { AppConfig } from '../../../config';
import { instrumentProcessor } from '../../../shared/observability';
import { workerRedisOptions } from '../../../shared/queue';
import { ApplyPaymentEvent } from '../application/apply-payment-event';
import { PAYMENT_EVENTS_QUEUE, type PaymentEventJob } from './payment-events.queue';

/**
 * The `payment-events` consumer (worker process only). Built by hand rather
 * than with `@Processor()` for the worker-grade Redis connection (the module's
 * registered queue is a fail-fast producer), like the mail worker. One job at
 * a time per worker, so events of one subscription never race for its row.
 */
@Injectable()
export class PaymentEventsProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('PaymentEventsProcessor');
  private worker?: Worker<PaymentEventJob>;

  constructor(
    private readonly applyPaymentEvent: ApplyPaymentEvent,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = new Worker<PaymentEventJob>(
      PAYMENT_EVENTS_QUEUE,
      instrumentProcessor((job: Job<PaymentEventJob>) => this.process(job)),
      {
        connection: workerRedisOptions(this.config.redisUrl),
        prefix: this.config.redisPrefix,
        concurrency: 1,
      },
    );
    this.worker.on('error', (error) => this.logger.warn(`Payment events worker: ${error.message}`));
  }

  async process(job: Job<PaymentEventJob>): Promise<string> {
    const eventId = job.data?.eventId;
    if (typeof eventId !== 'string' || !eventId) {
      this.logger.error(`Job ${job.id} names no event; dropped`);
      return 'invalid';
    }
    return this.applyPaymentEvent.execute(eventId);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
