import { Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig } from '../../../config';
import { WebhookSignature, type VerifiedWebhook } from '../application/ports/webhook-signature';
import { InvalidWebhookSignatureError } from '../domain/billing.errors';

/** Stripe's webhook signature scheme (HMAC-SHA256 of `timestamp.body`), via the SDK, for both payment modes. */
@Injectable()
export class StripeWebhookSignature extends WebhookSignature {
  constructor(private readonly config: AppConfig) {
    super();
  }

  verify(rawBody: Buffer, signatureHeader: string | undefined): VerifiedWebhook {
    if (!signatureHeader || !Buffer.isBuffer(rawBody)) throw new InvalidWebhookSignatureError();
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, this.config.payments.webhookSecret);
    } catch {
      throw new InvalidWebhookSignatureError();
    }
    if (typeof event.id !== 'string' || typeof event.type !== 'string') throw new InvalidWebhookSignatureError();
    return {
      id: event.id,
      type: event.type,
      createdAt: new Date((typeof event.created === 'number' ? event.created : 0) * 1000),
      payload: event as unknown as Record<string, unknown>,
    };
  }

  sign(payload: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: this.config.payments.webhookSecret });
  }
}
