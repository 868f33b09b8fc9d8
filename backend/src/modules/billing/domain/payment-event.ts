/**
 * What a payment-provider webhook means to us, free of the provider's shapes.
 * `occurredAt` is the provider's event time: it orders events that arrive out
 * of order. `metadata` is what we attached when creating the checkout or the
 * subscription (claimId, planId, schoolId, userId, schoolName).
 */
export type SubscriptionState =
  'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'unpaid' | 'canceled' | 'paused';

export const SUBSCRIPTION_STATES: readonly SubscriptionState[] = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'paused',
];

export type PaymentMetadata = Record<string, string>;

interface EventBase {
  eventId: string;
  occurredAt: Date;
}

export interface CheckoutCompletedEvent extends EventBase {
  type: 'checkout.completed';
  checkoutSessionId: string;
  customerId: string | null;
  subscriptionId: string | null;
  customerEmail: string | null;
  metadata: PaymentMetadata;
}

export interface InvoicePaidEvent extends EventBase {
  type: 'invoice.paid';
  /** The provider's invoice: one payment, one receipt. */
  invoiceId: string;
  subscriptionId: string;
  customerId: string | null;
  customerEmail: string | null;
  /** Cents actually paid (0 for a free or fully credited invoice). */
  amountPaid: number;
  /** When the invoice was paid (the event time when the provider does not say). */
  paidAt: Date;
  /** Stripe's `billing_reason`: 'subscription_create' for the first invoice, 'subscription_cycle' for renewals. */
  billingReason: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  priceId: string | null;
  metadata: PaymentMetadata;
}

export interface InvoicePaymentProblemEvent extends EventBase {
  type: 'invoice.payment_failed' | 'invoice.payment_action_required';
  subscriptionId: string;
  customerId: string | null;
  customerEmail: string | null;
  amountDue: number;
  /** When the provider tries again; null once its retries have run out. */
  nextPaymentAttempt: Date | null;
  /** The start of the period the invoice bills (its due day). */
  periodStart: Date | null;
  /** The provider's page where the customer pays or authenticates. */
  hostedInvoiceUrl: string | null;
  priceId: string | null;
  metadata: PaymentMetadata;
}

export interface SubscriptionChangedEvent extends EventBase {
  type: 'subscription.updated' | 'subscription.deleted';
  subscriptionId: string;
  customerId: string | null;
  snapshot: SubscriptionSnapshot;
  priceId: string | null;
  metadata: PaymentMetadata;
}

/**
 * A payment given back, in part or in full, by anyone (the operator's console, a rejected claim, the provider's
 * own dashboard): audited so money can be traced; access follows the subscription's events, not this one.
 */
export interface ChargeRefundedEvent extends EventBase {
  type: 'charge.refunded';
  chargeId: string;
  customerId: string | null;
  paymentIntentId: string | null;
  /** Cents charged. */
  amount: number;
  /** Cents refunded so far, all refunds of the charge together (Stripe's cumulative `amount_refunded`). */
  amountRefunded: number;
}

/** The provider's view of a subscription at one moment. */
export interface SubscriptionSnapshot {
  status: SubscriptionState;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  canceledAt: Date | null;
}

export type PaymentEvent =
  | CheckoutCompletedEvent
  | InvoicePaidEvent
  | InvoicePaymentProblemEvent
  | SubscriptionChangedEvent
  | ChargeRefundedEvent;

export function isSubscriptionState(value: unknown): value is SubscriptionState {
  return typeof value === 'string' && (SUBSCRIPTION_STATES as readonly string[]).includes(value);
}
