import type { PaymentEvent } from '../../domain/payment-event';

/** A stored provider event, read as the PaymentEvent billing acts on (null for events it does not act on). */
export abstract class PaymentEventParser {
  abstract parse(payload: Record<string, unknown>): PaymentEvent | null;
}
