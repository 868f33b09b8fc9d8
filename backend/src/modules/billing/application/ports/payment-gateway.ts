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
 * The card payment provider, as the product needs it. Two adapters: Stripe
 * (`STRIPE_SECRET_KEY` set) and the in-app sandbox (no keys). Access is never
 * granted from these answers: only from verified webhooks.
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

  /** The provider's self-service page for payment methods, invoices and cancellation. */
  abstract createBillingPortalSession(request: {
    customerId: string;
    returnUrl: string;
    idempotencyKey: string;
  }): Promise<{ url: string }>;
}
