import { Logger } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { instrumentProcessor } from '../../../shared/observability';
import { ApplyPaymentEvent } from '../application/apply-payment-event';
import { PAYMENT_EVENTS_QUEUE, type PaymentEventJob } from './payment-events.queue';

/**
 * Applies stored payment events. One at a time per worker: events of one
 * subscription then never race each other for the same row.
 */
@Processor(PAYMENT_EVENTS_QUEUE, { concurrency: 1 })
export class PaymentEventsProcessor extends WorkerHost {
  private readonly logger = new Logger('PaymentEventsProcessor');

  constructor(private readonly applyPaymentEvent: ApplyPaymentEvent) {
    super();
  }

  /** Runs with the job's id on every log line, and counted in the worker's metrics. */
  private readonly instrumented = instrumentProcessor((job: Job<PaymentEventJob>) => this.apply(job));

  process(job: Job<PaymentEventJob>): Promise<string> {
    return this.instrumented(job);
  }

  private async apply(job: Job<PaymentEventJob>): Promise<string> {
    const eventId = job.data?.eventId;
    if (typeof eventId !== 'string' || !eventId) {
      this.logger.error(`Job ${job.id} has no event id; dropped`);
      return 'invalid';
    }
    return this.applyPaymentEvent.execute(eventId);
  }
}
