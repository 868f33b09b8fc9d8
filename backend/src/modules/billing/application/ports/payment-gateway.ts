import type { PaymentMetadata, SubscriptionSnapshot } from '../../domain/payment-event';

export interface CheckoutSessionRequest {
  priceId: string;
  customerEmail: string;
  /** On the session (claimId) and copied onto the subscription it creates. */
  metadata: PaymentMetadata;
  successUrl: string;
  cancelUrl: string;
  /** Derived from our own row (e.g. `claim:{id}:checkout`): a retry returns the same session. */
  idempotencyKey: string;
}

export interface SubscriptionRequest {
  customerId: string;
  priceId: string;
  metadata: PaymentMetadata;
  idempotencyKey: string;
}

export interface CreatedSubscription {
  subscriptionId: string;
  customerId: string;
  /** For the Payment Element (or the sandbox card form) to confirm the first payment. */
  clientSecret: string;
}

/**
 * What to refund: the subscription a hosted checkout created (a claim's
 * payment), or a subscription by its provider id.
 */
export type RefundTarget = { checkoutSessionId: string } | { subscriptionId: string };

export type RefundRequest = RefundTarget & {
  /**
   * Derived from our own row (e.g. `claim:{id}:refund`): a retry neither
   * refunds twice nor fails because the first attempt already went through.
   */
  idempotencyKey: string;
  /** Attached to the provider's refund (e.g. claimId), for the provider's dashboard. */
  metadata?: PaymentMetadata;
};

export interface RefundResult {
  /** The provider's refund, or null when nothing had been paid (an unpaid checkout is closed instead). */
  refundId: string | null;
  /** Cents returned to the card; 0 when nothing had been paid. */
  amountRefunded: number;
  /** The subscription now cancelled, or null when the checkout never created one. */
  subscriptionId: string | null;
}

/** A subscription's latest paid invoice and how much of it has been given back. */
export interface LastPayment {
  invoiceId: string;
  /** Cents paid. */
  paidCents: number;
  /** Cents already refunded (all refunds of that payment). */
  refundedCents: number;
  paidAt: Date | null;
}

/** The operator's refund of a subscription's last payment, all or part; the subscription itself goes on. */
export interface LastPaymentRefundRequest {
  subscriptionId: string;
  /** The invoice `lastPayment` answered: a payment made meanwhile is not refunded by surprise. */
  invoiceId: string;
  /** Cents to give back (already checked against what is left). */
  amountCents: number;
  /** Derived from our own state (subscription, invoice, amount already refunded): a double click refunds once. */
  idempotencyKey: string;
  metadata: PaymentMetadata;
}

/**
 * The card payment provider, as the product needs it. Two adapters: Stripe
 * (`STRIPE_SECRET_KEY` set) and the development payment sandbox (no keys,
 * `modules/payment-sandbox`). Access is never granted from these answers:
 * only from verified webhooks.
 */
export abstract class PaymentGateway {
  abstract readonly mode: 'stripe' | 'sandbox';

  /** A hosted checkout page selling a subscription; the browser is sent to `url`. */
  abstract createCheckoutSession(request: CheckoutSessionRequest): Promise<{ id: string; url: string }>;

  abstract createCustomer(request: {
    email: string;
    name: string;
    metadata: PaymentMetadata;
    idempotencyKey: string;
  }): Promise<{ id: string }>;

  /** A subscription whose first payment is still to be confirmed by the customer. */
  abstract createSubscription(request: SubscriptionRequest): Promise<CreatedSubscription>;

  /** Ends the subscription when the paid period closes; answers the provider's resulting view. */
  abstract cancelAtPeriodEnd(request: {
    subscriptionId: string;
    idempotencyKey: string;
  }): Promise<SubscriptionSnapshot>;

  /**
   * Takes back a scheduled end (cancel at period end): the subscription
   * renews as before. Answers the provider's resulting view.
   */
  abstract resumeSubscription(request: {
    subscriptionId: string;
    idempotencyKey: string;
  }): Promise<SubscriptionSnapshot>;

  /** The provider's self-service page for payment methods, invoices and cancellation. */
  abstract createBillingPortalSession(request: {
    customerId: string;
    returnUrl: string;
    idempotencyKey: string;
  }): Promise<{ url: string }>;

  /**
   * Gives the latest payment back in full and ends the subscription at once
   * (a rejected claim). A checkout that was never paid is closed so it cannot
   * be paid later. The provider confirms with `charge.refunded` and
   * `customer.subscription.deleted` webhooks; safe to call again.
   */
  abstract refund(request: RefundRequest): Promise<RefundResult>;

  /** The subscription's latest paid invoice, or null when nothing was ever paid. */
  abstract lastPayment(subscriptionId: string): Promise<LastPayment | null>;

  /**
   * Gives back part or all of the last payment without ending the subscription (an operator's goodwill
   * refund). The provider confirms with `charge.refunded`. Safe to call again with the same key.
   */
  abstract refundLastPayment(request: LastPaymentRefundRequest): Promise<{ refundId: string; amountRefunded: number }>;
}
