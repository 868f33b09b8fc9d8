import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { QueueName } from '../../../shared/queue';
import { PaymentEventQueue } from '../application/ports/payment-event-queue';

export const PAYMENT_EVENTS_QUEUE = 'payment-events' satisfies QueueName;

/** A job only names its stored event; the row holds the payload. */
export interface PaymentEventJob {
  eventId: string;
}

/** One job per event, whoever enqueues it (intake or relay): BullMQ ignores a repeated job id. */
export function paymentEventJobId(eventId: string): string {
  return `payment-event-${eventId}`;
}

/** The webhook answers fast even when Redis does not: the relay queues what did not get through. */
const ENQUEUE_TIMEOUT_MS = 2000;

@Injectable()
export class BullMqPaymentEventQueue extends PaymentEventQueue {
  private readonly logger = new Logger('PaymentEventQueue');
  private lastErrorLog = 0;

  constructor(@InjectQueue(PAYMENT_EVENTS_QUEUE) private readonly queue: Queue<PaymentEventJob>) {
    super();
    // Without a listener an unreachable Redis would crash the process; say it once a minute at most.
    this.queue.on('error', (error) => {
      if (Date.now() - this.lastErrorLog < 60_000) return;
      this.lastErrorLog = Date.now();
      this.logger.warn(`payment-events queue: Redis unavailable (${error.message})`);
    });
  }

  async enqueue(eventIds: string[]): Promise<void> {
    const add = this.queue.addBulk(
      eventIds.map((eventId) => ({ name: 'apply', data: { eventId }, opts: { jobId: paymentEventJobId(eventId) } })),
    );
    add.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer in time')), ENQUEUE_TIMEOUT_MS);
    });
    try {
      await Promise.race([add, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
