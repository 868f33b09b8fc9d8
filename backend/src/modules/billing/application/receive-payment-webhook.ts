import { Injectable, Logger } from '@nestjs/common';
import { StoredPaymentEvent } from '../domain/stored-payment-event';
import { PaymentEventQueue } from './ports/payment-event-queue';
import { PaymentEventStore } from './ports/payment-event-store';
import { WebhookSignature } from './ports/webhook-signature';

export interface WebhookReceipt {
  received: true;
  /** True when this event id was already stored (a repeated delivery): nothing else happens. */
  duplicate: boolean;
}

/**
 * Webhook intake, for Stripe's deliveries and the sandbox's alike: verify the
 * signature, store the event under its id, hand it to the queue, answer. It
 * never applies anything itself, so the answer is fast; and the row is written
 * before the queue is asked, so an event is not lost when Redis is down (the
 * worker's relay queues it later).
 */
@Injectable()
export class ReceivePaymentWebhook {
  private readonly logger = new Logger('PaymentWebhook');

  constructor(
    private readonly signature: WebhookSignature,
    private readonly store: PaymentEventStore,
    private readonly queue: PaymentEventQueue,
  ) {}

  async execute(rawBody: Buffer, signatureHeader: string | undefined): Promise<WebhookReceipt> {
    const webhook = this.signature.verify(rawBody, signatureHeader);
    const isNew = await this.store.insertIfNew(StoredPaymentEvent.receive(webhook));
    if (!isNew) return { received: true, duplicate: true };
    try {
      await this.queue.enqueue([webhook.id]);
      await this.store.markQueued([webhook.id]);
    } catch (error) {
      this.logger.warn(
        `Event ${webhook.id} stored but not queued (${(error as Error).message}); the relay will queue it`,
      );
    }
    return { received: true, duplicate: false };
  }
}
