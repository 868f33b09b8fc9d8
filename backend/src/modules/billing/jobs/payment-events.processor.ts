import { Injectable, Logger } from '@nestjs/common';
import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { instrumentProcessor } from '../../../shared/observability';
import type { WorkerSettings } from '../../../shared/queue';
import { ApplyPaymentEvent } from '../application/apply-payment-event';
import type { PaymentEventJob } from './payment-events.queue';

/** One job at a time per worker, so events of one subscription never race for its row. */
export const paymentEventsWorkerSettings = (): WorkerSettings => ({ concurrency: 1 });

/**
 * The `payment-events` consumer (worker process only), registered with
 * `processorProvider(PaymentEventsProcessor, PAYMENT_EVENTS_QUEUE, paymentEventsWorkerSettings)`.
 */
@Injectable()
export class PaymentEventsProcessor extends WorkerHost {
  private readonly logger = new Logger('PaymentEventsProcessor');
  private readonly attempt = instrumentProcessor((job: Job<PaymentEventJob>) => this.apply(job));

  constructor(private readonly applyPaymentEvent: ApplyPaymentEvent) {
    super();
  }

  process(job: Job<PaymentEventJob>): Promise<string> {
    return this.attempt(job);
  }

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logger.warn(`Payment events worker: ${error.message}`);
  }

  private async apply(job: Job<PaymentEventJob>): Promise<string> {
    const eventId = job.data?.eventId;
    if (typeof eventId !== 'string' || !eventId) {
      this.logger.error(`Job ${job.id} names no event; dropped`);
      return 'invalid';
    }
    return this.applyPaymentEvent.execute(eventId);
  }
}
