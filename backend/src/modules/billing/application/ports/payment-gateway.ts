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

/** The card the provider charges (Stripe's payment method `card`): what the school sees, never the number. */
export interface CardOnFile {
  /** 'visa', 'mastercard', 'amex', … as the provider names it. */
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

/** One of a subscription's invoices, as the school's Billing tab lists it. */
export interface InvoiceSummary {
  id: string;
  /** The provider's invoice number (e.g. 'A1B2C3-0002'); null while a draft. */
  number: string | null;
  /** Cents the invoice asked for (after any credit applied). */
  amountDueCents: number;
  amountPaidCents: number;
  /** Cents given back on its payment; null when the provider does not say on the invoice (Stripe: its hosted page does). */
  refundedCents: number | null;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  /** subscription_create, subscription_cycle, subscription_update (a plan switch). */
  billingReason: string | null;
  createdAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  /** The provider's hosted invoice page (pay or download there). */
  hostedUrl: string | null;
  /** The invoice's PDF. */
  pdfUrl: string | null;
}

export interface BillingDetails {
  card: CardOnFile | null;
  /** Newest first. */
  invoices: InvoiceSummary[];
}

/** What switching to another price would cost today, as the provider computes it. */
export interface PlanChangePreview {
  /** Cents charged at once when switching now (0 when the credit covers the new price). */
  amountDueNowCents: number;
  /** Cents credited for the unused part of the current period (positive). */
  unusedTimeCreditCents: number;
  /** Cents the new price charges for its first period. */
  newPriceCents: number;
  /** Cents of credit left over for later invoices. */
  creditCarriedCents: number;
  /** When the new plan renews. */
  nextChargeAt: Date | null;
  /** The instant the proration is computed for (Stripe's `proration_date`); passed back to `changePlan`. */
  prorationDate: Date;
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

  /** The card on file and the subscription's invoices, newest first. */
  abstract billingDetails(request: { subscriptionId: string; customerId: string }): Promise<BillingDetails>;

  /** What switching the subscription to `priceId` now would charge and credit (nothing changes). */
  abstract previewPlanChange(request: { subscriptionId: string; priceId: string }): Promise<PlanChangePreview>;

  /**
   * Switches the subscription to `priceId`, prorated for `prorationDate` and invoiced at once (a new period
   * starts). The provider confirms with `customer.subscription.updated` and `invoice.paid`; safe to call again.
   */
  abstract changePlan(request: {
    subscriptionId: string;
    priceId: string;
    prorationDate: Date;
    idempotencyKey: string;
  }): Promise<SubscriptionSnapshot>;
}
