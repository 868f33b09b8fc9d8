import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { PaymentEventParser } from '../application/ports/payment-event-parser';
import type { PaymentEvent } from '../domain/payment-event';
import { translateStripeEvent } from './stripe-event.translate';

/** Stored events are Stripe events in both payment modes (the sandbox sends Stripe's shapes). */
@Injectable()
export class StripePaymentEventParser extends PaymentEventParser {
  parse(payload: Record<string, unknown>): PaymentEvent | null {
    // The payload is the event exactly as Stripe (or the sandbox) sent it and the webhook signature verified.
    return translateStripeEvent(payload as unknown as Stripe.Event);
  }
}
