import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { PaymentEventTranslator } from '../application/ports/payment-event-store';
import type { PaymentEvent } from '../domain/payment-event';
import { translateStripeEvent } from './stripe-event.translate';

/** Stored events are Stripe events in both payment modes (the sandbox sends Stripe's shapes). */
@Injectable()
export class StripeEventTranslator extends PaymentEventTranslator {
  translate(payload: Record<string, unknown>): PaymentEvent | null {
    return translateStripeEvent(payload as unknown as Stripe.Event);
  }
}
