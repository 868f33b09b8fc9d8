import { Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig } from '../../../config';
import {
  PaymentGateway,
  type BillingDetails,
  type CardOnFile,
  type InvoiceSummary,
  type PlanChangePreview,
  type CheckoutSessionRequest,
  type CreatedSubscription,
  type LastPayment,
  type LastPaymentRefundRequest,
  type RefundRequest,
  type RefundResult,
  type SubscriptionRequest,
} from '../application/ports/payment-gateway';
import { PaymentProviderUnavailableError, PlanChangeDeclinedError } from '../domain/billing.errors';
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

  /**
   * `cancel_at_period_end: false` takes back a cancel made here or in the
   * portal's default mode; a portal set to cancel on a date leaves `cancel_at`
   * instead, which a second update clears.
   */
  async resumeSubscription(request: { subscriptionId: string; idempotencyKey: string }): Promise<SubscriptionSnapshot> {
    let subscription = await this.call('resumption', () =>
      this.stripe.subscriptions.update(
        request.subscriptionId,
        { cancel_at_period_end: false },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    if (subscription.cancel_at) {
      subscription = await this.call('resumption', () =>
        this.stripe.subscriptions.update(
          request.subscriptionId,
          { cancel_at: '' },
          { idempotencyKey: `${request.idempotencyKey}:cancel-at` },
        ),
      );
    }
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

  /**
   * Refund first (the money matters most), then cancel. Each step carries its
   * own key derived from the caller's, so a retry after a partial failure
   * repeats nothing: Stripe answers a repeated key with the first result.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const subscriptionId =
      'subscriptionId' in request
        ? request.subscriptionId
        : await this.subscriptionOfCheckout(request.checkoutSessionId, request.idempotencyKey);
    if (!subscriptionId) return { refundId: null, amountRefunded: 0, subscriptionId: null };

    const subscription = await this.call('subscription', () =>
      // Since API 2025-03-31 an invoice names its payment intent only under `payments`.
      this.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.payments'] }),
    );
    const refund = await this.refundLatestPayment(subscription, request);
    if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') {
      await this.call('cancellation', () =>
        this.stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `${request.idempotencyKey}:cancel` }),
      );
    }
    return { refundId: refund?.id ?? null, amountRefunded: refund?.amount ?? 0, subscriptionId };
  }

  /** The subscription a checkout created; an unpaid checkout is expired so it cannot be paid later. */
  private async subscriptionOfCheckout(sessionId: string, idempotencyKey: string): Promise<string | null> {
    const session = await this.call('checkout session', () => this.stripe.checkout.sessions.retrieve(sessionId));
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId && session.status === 'open') {
      await this.call('checkout session expiry', () =>
        this.stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `${idempotencyKey}:expire` }),
      );
    }
    return subscriptionId;
  }

  private async refundLatestPayment(
    subscription: Stripe.Subscription,
    request: RefundRequest,
  ): Promise<Stripe.Refund | null> {
    const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    const paid = invoice?.payments?.data.find((payment) => payment.status === 'paid')?.payment;
    const paymentIntent = idOf(paid?.payment_intent);
    const charge = idOf(paid?.charge);
    if (!paymentIntent && !charge) return null;
    const target = paymentIntent ? { payment_intent: paymentIntent } : { charge: charge! };
    return this.call('refund', async () => {
      try {
        return await this.stripe.refunds.create(
          { ...target, metadata: request.metadata },
          { idempotencyKey: `${request.idempotencyKey}:refund` },
        );
      } catch (error) {
        // A retry after Stripe forgot the key (24 h): the first refund is the answer.
        if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') {
          const [first] = (await this.stripe.refunds.list({ ...target, limit: 1 })).data;
          if (first) return first;
        }
        throw error;
      }
    });
  }

  async lastPayment(subscriptionId: string): Promise<LastPayment | null> {
    const invoices = await this.call('invoices', () =>
      this.stripe.invoices.list({ subscription: subscriptionId, status: 'paid', limit: 1, expand: ['data.payments'] }),
    );
    const invoice = invoices.data[0];
    if (!invoice?.id) return null;
    const target = paymentOf(invoice);
    if (!target) return null;
    const refunds = await this.call('refunds', () => this.stripe.refunds.list({ ...target, limit: 100 }));
    const refundedCents = refunds.data
      .filter((r) => r.status === 'succeeded' || r.status === 'pending')
      .reduce((sum, r) => sum + r.amount, 0);
    return {
      invoiceId: invoice.id,
      paidCents: invoice.amount_paid ?? 0,
      refundedCents,
      paidAt: invoice.status_transitions?.paid_at ? new Date(invoice.status_transitions.paid_at * 1000) : null,
    };
  }

  async refundLastPayment(request: LastPaymentRefundRequest): Promise<{ refundId: string; amountRefunded: number }> {
    const invoice = await this.call('invoice', () =>
      this.stripe.invoices.retrieve(request.invoiceId, { expand: ['payments'] }),
    );
    const target = paymentOf(invoice);
    if (!target) throw new PaymentProviderUnavailableError();
    const refund = await this.call('refund', () =>
      this.stripe.refunds.create(
        { ...target, amount: request.amountCents, reason: 'requested_by_customer', metadata: request.metadata },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return { refundId: refund.id, amountRefunded: refund.amount };
  }

  async billingDetails(request: { subscriptionId: string; customerId: string }): Promise<BillingDetails> {
    const [subscription, invoices] = await Promise.all([
      this.call('subscription', () =>
        this.stripe.subscriptions.retrieve(request.subscriptionId, { expand: ['default_payment_method'] }),
      ),
      this.call('invoices', () => this.stripe.invoices.list({ subscription: request.subscriptionId, limit: 24 })),
    ]);
    let method = typeof subscription.default_payment_method === 'object' ? subscription.default_payment_method : null;
    if (!method) {
      // Checkout and the portal may set the customer's default instead of the subscription's.
      const customer = await this.call('customer', () =>
        this.stripe.customers.retrieve(request.customerId, { expand: ['invoice_settings.default_payment_method'] }),
      );
      const fallback = 'deleted' in customer ? null : customer.invoice_settings?.default_payment_method;
      method = typeof fallback === 'object' ? fallback : null;
    }
    return {
      card: cardOf(method),
      invoices: invoices.data.filter((invoice) => invoice.id && invoice.status !== 'draft').map(invoiceSummary),
    };
  }

  /**
   * Stripe's own numbers (https://docs.stripe.com/billing/subscriptions/prorations#preview-proration): the
   * upcoming invoice of the switch, its proration lines being the unused time credited.
   */
  async previewPlanChange(request: { subscriptionId: string; priceId: string }): Promise<PlanChangePreview> {
    const subscription = await this.call('subscription', () =>
      this.stripe.subscriptions.retrieve(request.subscriptionId),
    );
    const item = subscription.items.data[0];
    if (!item) throw new PaymentProviderUnavailableError();
    const prorationDate = Math.floor(Date.now() / 1000);
    const preview = await this.call('plan change preview', () =>
      this.stripe.invoices.createPreview({
        customer: idOf(subscription.customer) ?? undefined,
        subscription: request.subscriptionId,
        subscription_details: {
          items: [{ id: item.id, price: request.priceId }],
          proration_behavior: 'always_invoice',
          proration_date: prorationDate,
        },
      }),
    );
    const lines = preview.lines?.data ?? [];
    const credit = lines.filter((line) => line.amount < 0).reduce((sum, line) => sum - line.amount, 0);
    const charged = lines.filter((line) => line.amount > 0);
    const total = preview.total ?? 0;
    const periodEnd = charged.map((line) => line.period?.end ?? 0).reduce((a, b) => Math.max(a, b), 0);
    return {
      amountDueNowCents: preview.amount_due ?? Math.max(0, total),
      unusedTimeCreditCents: credit,
      newPriceCents: charged.reduce((sum, line) => sum + line.amount, 0),
      creditCarriedCents: total < 0 ? -total : 0,
      nextChargeAt: periodEnd ? new Date(periodEnd * 1000) : null,
      prorationDate: new Date(prorationDate * 1000),
    };
  }

  /** `error_if_incomplete`: a declined prorated charge leaves the subscription on its old price. */
  async changePlan(request: {
    subscriptionId: string;
    priceId: string;
    prorationDate: Date;
    idempotencyKey: string;
  }): Promise<SubscriptionSnapshot> {
    const current = await this.call('subscription', () => this.stripe.subscriptions.retrieve(request.subscriptionId));
    const item = current.items.data[0];
    if (!item) throw new PaymentProviderUnavailableError();
    let updated: Stripe.Subscription;
    try {
      updated = await this.stripe.subscriptions.update(
        request.subscriptionId,
        {
          items: [{ id: item.id, price: request.priceId }],
          proration_behavior: 'always_invoice',
          proration_date: Math.floor(request.prorationDate.getTime() / 1000),
          payment_behavior: 'error_if_incomplete',
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) throw new PlanChangeDeclinedError();
      return this.call('plan change', () => Promise.reject(error));
    }
    const snapshot = subscriptionSnapshot(updated);
    if (!snapshot) throw new PaymentProviderUnavailableError();
    return snapshot;
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

/** What a refund names: the invoice's paid payment intent (or, on older charges, its charge). */
function paymentOf(invoice: Stripe.Invoice): { payment_intent: string } | { charge: string } | null {
  const paid = invoice.payments?.data.find((payment) => payment.status === 'paid')?.payment;
  const paymentIntent = idOf(paid?.payment_intent);
  if (paymentIntent) return { payment_intent: paymentIntent };
  const charge = idOf(paid?.charge);
  return charge ? { charge } : null;
}

function cardOf(method: Stripe.PaymentMethod | null | undefined): CardOnFile | null {
  const card = method?.card;
  if (!card) return null;
  return { brand: card.brand, last4: card.last4, expMonth: card.exp_month ?? null, expYear: card.exp_year ?? null };
}

function invoiceSummary(invoice: Stripe.Invoice): InvoiceSummary {
  // An invoice's own period is the one before it (usage); its price line names the period it pays for.
  const charged = invoice.lines?.data.find((line) => line.amount > 0)?.period;
  const start = charged?.start ?? invoice.period_start;
  const end = charged?.end ?? invoice.period_end;
  return {
    id: invoice.id!,
    number: invoice.number ?? null,
    amountDueCents: invoice.amount_due ?? 0,
    amountPaidCents: invoice.amount_paid ?? 0,
    // Refunds are on the invoice's payment, not the invoice; the hosted page shows them.
    refundedCents: null,
    status: invoice.status ?? 'open',
    billingReason: invoice.billing_reason ?? null,
    createdAt: new Date(invoice.created * 1000),
    periodStart: start ? new Date(start * 1000) : null,
    periodEnd: end ? new Date(end * 1000) : null,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
