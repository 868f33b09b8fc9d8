import { Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig } from '../../../config';
import {
  PaymentGateway,
  type CheckoutSessionRequest,
  type CreatedSubscription,
  type SubscriptionRequest,
} from '../application/ports/payment-gateway';
import { PaymentProviderUnavailableError } from '../domain/billing.errors';
import type { PaymentMetadata, SubscriptionSnapshot } from '../domain/payment-event';
import { createStripeClient } from './stripe-client';
import { subscriptionSnapshot } from './stripe-event.translate';

/**
 * The Stripe adapter. Every create or update carries an idempotency key made
 * from our own row, so the SDK's retries (and ours) never charge twice.
 */
@Injectable()
export class StripePaymentGateway extends PaymentGateway {
  readonly mode = 'stripe' as const;
  private readonly logger = new Logger('Stripe');
  private client?: Stripe;

  constructor(private readonly config: AppConfig) {
    super();
  }

  /** Created on first use, so the sandbox mode never builds a Stripe client. */
  private get stripe(): Stripe {
    this.client ??= createStripeClient(this.config.payments);
    return this.client;
  }

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<{ id: string; url: string }> {
    const session = await this.call('checkout session', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price: request.priceId, quantity: 1 }],
          customer_email: request.customerEmail,
          client_reference_id: request.metadata.claimId,
          metadata: request.metadata,
          subscription_data: { metadata: request.metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    if (!session.url) throw new PaymentProviderUnavailableError();
    return { id: session.id, url: session.url };
  }

  async createCustomer(request: {
    email: string;
    name: string;
    metadata: PaymentMetadata;
    idempotencyKey: string;
  }): Promise<{ id: string }> {
    const customer = await this.call('customer', () =>
      this.stripe.customers.create(
        { email: request.email, name: request.name || undefined, metadata: request.metadata },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return { id: customer.id };
  }

  async createSubscription(request: SubscriptionRequest): Promise<CreatedSubscription> {
    const subscription = await this.call('subscription', () =>
      this.stripe.subscriptions.create(
        {
          customer: request.customerId,
          items: [{ price: request.priceId, quantity: 1 }],
          metadata: request.metadata,
          // The first invoice waits for the Payment Element to confirm it (3-D Secure included).
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          // From API 2025-03-31 on the first invoice's client secret lives here (before: latest_invoice.payment_intent).
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    const invoice = subscription.latest_invoice;
    const clientSecret =
      typeof invoice === 'object' && invoice ? invoice.confirmation_secret?.client_secret : undefined;
    if (!clientSecret) {
      this.logger.error(`Subscription ${subscription.id} came back without a confirmation secret`);
      throw new PaymentProviderUnavailableError();
    }
    const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    return { subscriptionId: subscription.id, customerId, clientSecret };
  }

  async cancelAtPeriodEnd(request: { subscriptionId: string; idempotencyKey: string }): Promise<SubscriptionSnapshot> {
    const subscription = await this.call('cancellation', () =>
      this.stripe.subscriptions.update(
        request.subscriptionId,
        { cancel_at_period_end: true },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    const snapshot = subscriptionSnapshot(subscription);
    if (!snapshot) throw new PaymentProviderUnavailableError();
    return snapshot;
  }

  async createBillingPortalSession(request: {
    customerId: string;
    returnUrl: string;
    idempotencyKey: string;
  }): Promise<{ url: string }> {
    const session = await this.call('billing portal session', () =>
      this.stripe.billingPortal.sessions.create(
        { customer: request.customerId, return_url: request.returnUrl },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return { url: session.url };
  }

  /** Stripe's own errors are logged in full and answered with one neutral message. */
  private async call<T>(what: string, action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      const detail = error instanceof Stripe.errors.StripeError ? `${error.type}: ${error.message}` : String(error);
      this.logger.error(`Stripe ${what} failed: ${detail}`);
      throw new PaymentProviderUnavailableError();
    }
  }
}
