import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import {
  PaymentGateway,
  PlanChangeDeclinedError,
  type BillingDetails,
  type InvoiceSummary,
  type PlanChangePreview,
  type CheckoutSessionRequest,
  type CreatedSubscription,
  type LastPayment,
  type LastPaymentRefundRequest,
  type PaymentMetadata,
  type RefundRequest,
  type RefundResult,
  type SubscriptionRequest,
  type SubscriptionSnapshot,
  PaymentProviderUnavailableError,
} from '../../billing';
import { prorateSwitch } from '../domain/billing-rules';
import {
  addInterval,
  buildInvoice,
  chargesLater,
  chargeIdOf,
  invoiceNumber,
  nowSeconds,
  paymentIntentIdOf,
  type SandboxCard,
  type SandboxInvoiceLine,
  type SandboxCheckoutSession,
  type SandboxCustomer,
  type SandboxInvoice,
  type SandboxPortalSession,
  type SandboxRefund,
  type SandboxSubscription,
} from '../domain/sandbox-records';
import { SandboxPrices, type SandboxPrice } from './sandbox-prices';
import { SandboxStore } from './sandbox-store';
import { SandboxWebhookSender } from './sandbox-webhook-sender';
import { checkoutSessionJson, invoiceJson, refundedChargeJson, subscriptionJson } from './stripe-json';

/**
 * The provider double: billing's `PaymentGateway` port answered by the
 * sandbox instead of Stripe's API. It keeps Stripe's objects in the sandbox
 * store and, where Stripe would, sends the signed events; the TEST MODE pages
 * under `/sandbox` (see `SandboxCardPayments`, `SandboxBillingPortal`) are
 * where the customer pays, authenticates or cancels.
 */
@Injectable()
export class SandboxPaymentGateway extends PaymentGateway {
  readonly mode = 'sandbox' as const;

  constructor(
    private readonly store: SandboxStore,
    private readonly prices: SandboxPrices,
    private readonly webhooks: SandboxWebhookSender,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async createCheckoutSession(request: CheckoutSessionRequest): Promise<{ id: string; url: string }> {
    await this.prices.get(request.priceId);
    const session = await this.store.createOnce<SandboxCheckoutSession>(
      'checkout_session',
      request.idempotencyKey,
      'cs_test_sbx',
      (id) => ({
        id,
        status: 'open',
        priceId: request.priceId,
        customerEmail: request.customerEmail,
        metadata: request.metadata,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        customerId: null,
        subscriptionId: null,
        created: nowSeconds(),
      }),
    );
    return { id: session.id, url: `${this.config.publicUrl}/sandbox/checkout/${session.id}` };
  }

  async createCustomer(request: {
    email: string;
    name: string;
    metadata: PaymentMetadata;
    idempotencyKey: string;
  }): Promise<{ id: string }> {
    const customer = await this.store.createOnce<SandboxCustomer>(
      'customer',
      request.idempotencyKey,
      'cus_sbx',
      (id) => ({ id, email: request.email, name: request.name, metadata: request.metadata }),
    );
    return { id: customer.id };
  }

  async createSubscription(request: SubscriptionRequest): Promise<CreatedSubscription> {
    const price = await this.prices.get(request.priceId);
    const customer = await this.store.get<SandboxCustomer>('customer', request.customerId);
    const existing = await this.store.reuseKey<SandboxSubscription>('subscription', request.idempotencyKey);
    if (existing) {
      const invoice = await this.store.get<SandboxInvoice>('invoice', existing.latestInvoiceId!);
      return { subscriptionId: existing.id, customerId: existing.customerId, clientSecret: invoice.clientSecret };
    }
    const subscription = this.newSubscription(customer.id, price, request.metadata, 'incomplete');
    const invoice = await this.newInvoice(subscription, customer.email, 'open', price);
    await this.store.transaction(async (tx) => {
      tx.put('subscription', subscription, request.idempotencyKey);
      tx.put('invoice', invoice);
    });
    return { subscriptionId: subscription.id, customerId: customer.id, clientSecret: invoice.clientSecret };
  }

  cancelAtPeriodEnd(request: { subscriptionId: string; idempotencyKey: string }): Promise<SubscriptionSnapshot> {
    return this.setCancelAtPeriodEnd(request.subscriptionId, true);
  }

  resumeSubscription(request: { subscriptionId: string; idempotencyKey: string }): Promise<SubscriptionSnapshot> {
    return this.setCancelAtPeriodEnd(request.subscriptionId, false);
  }

  async createBillingPortalSession(request: {
    customerId: string;
    returnUrl: string;
    idempotencyKey: string;
  }): Promise<{ url: string }> {
    await this.store.get<SandboxCustomer>('customer', request.customerId);
    const session: SandboxPortalSession = {
      id: SandboxStore.newId('bps_sbx'),
      customerId: request.customerId,
      returnUrl: request.returnUrl,
      created: nowSeconds(),
    };
    await this.store.transaction(async (tx) => tx.put('billing_portal_session', session));
    return { url: `${this.config.publicUrl}/sandbox/billing-portal/${session.id}` };
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    const subscriptionId =
      'subscriptionId' in request
        ? request.subscriptionId
        : await this.subscriptionOfCheckout(request.checkoutSessionId);
    if (!subscriptionId) return { refundId: null, amountRefunded: 0, subscriptionId: null };
    await this.store.get<SandboxSubscription>('subscription', subscriptionId);
    const refund = await this.refundLatestInvoice(subscriptionId, request.metadata ?? {});
    await this.endNow(subscriptionId);
    return { refundId: refund?.id ?? null, amountRefunded: refund?.amount ?? 0, subscriptionId };
  }

  async lastPayment(subscriptionId: string): Promise<LastPayment | null> {
    const subscription = await this.store.get<SandboxSubscription>('subscription', subscriptionId);
    if (!subscription.latestInvoiceId) return null;
    const invoice = await this.store.get<SandboxInvoice>('invoice', subscription.latestInvoiceId);
    if (invoice.status !== 'paid') return null;
    return {
      invoiceId: invoice.id,
      paidCents: invoice.amountDue,
      refundedCents: refundedOf(invoice),
      paidAt: invoice.paidAt ? new Date(invoice.paidAt * 1000) : new Date(invoice.created * 1000),
    };
  }

  /** Part or all of the invoice's payment back, once per key; Stripe's `charge.refunded` follows. */
  async refundLastPayment(request: LastPaymentRefundRequest): Promise<{ refundId: string; amountRefunded: number }> {
    const reused = await this.store.reuseKey<SandboxRefund>('refund', request.idempotencyKey);
    if (reused) return { refundId: reused.id, amountRefunded: reused.amount };
    await this.store.get<SandboxInvoice>('invoice', request.invoiceId);
    const outcome = await this.store.transaction(async (tx) => {
      const invoice = (await tx.lock<SandboxInvoice>('invoice', request.invoiceId))!;
      const left = invoice.amountDue - refundedOf(invoice);
      if (invoice.status !== 'paid' || request.amountCents <= 0 || request.amountCents > left) return null;
      const refund: SandboxRefund = {
        id: SandboxStore.newId('re_sbx'),
        invoiceId: invoice.id,
        subscriptionId: invoice.subscriptionId,
        customerId: invoice.customerId,
        paymentIntentId: paymentIntentIdOf(invoice),
        chargeId: chargeIdOf(invoice),
        amount: request.amountCents,
        metadata: request.metadata,
        created: nowSeconds(),
      };
      const refunded = refundedOf(invoice) + refund.amount;
      const updated: SandboxInvoice = {
        ...invoice,
        amountRefunded: refunded,
        refundId: refunded >= invoice.amountDue ? refund.id : (invoice.refundId ?? null),
      };
      tx.put('refund', refund, request.idempotencyKey);
      tx.put('invoice', updated);
      return { invoice: updated, refund };
    });
    // Stripe answers an amount above what is left with an invalid_request error; the use case checks first.
    if (!outcome) throw new PaymentProviderUnavailableError();
    await this.webhooks.send('charge.refunded', refundedChargeJson(outcome.invoice, outcome.refund));
    return { refundId: outcome.refund.id, amountRefunded: outcome.refund.amount };
  }

  async billingDetails(request: { subscriptionId: string; customerId: string }): Promise<BillingDetails> {
    const customer = await this.store.get<SandboxCustomer>('customer', request.customerId);
    const invoices = await this.store.listBy<SandboxInvoice>('invoice', { subscriptionId: request.subscriptionId });
    const card = customer.card ?? null;
    return {
      card: card && { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
      invoices: invoices
        .sort((a, b) => b.created - a.created || (b.number ?? '').localeCompare(a.number ?? ''))
        .map((invoice) => this.invoiceSummary(invoice)),
    };
  }

  async previewPlanChange(request: { subscriptionId: string; priceId: string }): Promise<PlanChangePreview> {
    const subscription = await this.store.get<SandboxSubscription>('subscription', request.subscriptionId);
    const customer = await this.store.get<SandboxCustomer>('customer', subscription.customerId);
    const price = await this.prices.get(request.priceId);
    const at = nowSeconds();
    const prorated = prorateSwitch({
      currentAmount: subscription.amount,
      currentPeriodStart: subscription.currentPeriodStart,
      currentPeriodEnd: subscription.currentPeriodEnd,
      newAmount: price.amount,
      creditCents: customer.creditCents ?? 0,
      at,
    });
    return {
      amountDueNowCents: prorated.amountDue,
      unusedTimeCreditCents: prorated.unusedTimeCredit,
      newPriceCents: price.amount,
      creditCarriedCents: prorated.creditCarried,
      nextChargeAt: new Date(addInterval(at, price.interval) * 1000),
      prorationDate: new Date(at * 1000),
    };
  }

  /**
   * Stripe's `always_invoice` switch: the unused time is credited, the new price charged for a period starting
   * now, the difference paid at once with the card on file (declined: nothing changes, as `error_if_incomplete`).
   */
  async changePlan(request: {
    subscriptionId: string;
    priceId: string;
    prorationDate: Date;
    idempotencyKey: string;
  }): Promise<SubscriptionSnapshot> {
    const reused = await this.store.reuseKey<SandboxInvoice>('invoice', request.idempotencyKey);
    if (reused) return snapshotOf(await this.store.get<SandboxSubscription>('subscription', request.subscriptionId));
    const before = await this.store.get<SandboxSubscription>('subscription', request.subscriptionId);
    const [price, oldPrice] = await Promise.all([this.prices.get(request.priceId), this.prices.get(before.priceId)]);
    const number = await this.nextInvoiceNumber(before.customerId);
    const at = Math.floor(request.prorationDate.getTime() / 1000);
    const outcome = await this.store.transaction(async (tx) => {
      const subscription = (await tx.lock<SandboxSubscription>('subscription', request.subscriptionId))!;
      const customer = (await tx.lock<SandboxCustomer>('customer', subscription.customerId))!;
      if (subscription.status !== 'active' || subscription.priceId === price.id) return { subscription, invoice: null };
      const prorated = prorateSwitch({
        currentAmount: subscription.amount,
        currentPeriodStart: subscription.currentPeriodStart,
        currentPeriodEnd: subscription.currentPeriodEnd,
        newAmount: price.amount,
        creditCents: customer.creditCents ?? 0,
        at,
      });
      if (prorated.amountDue > 0 && !chargesLater(customer)) return 'declined' as const;
      const periodEnd = addInterval(at, price.interval);
      const lines: SandboxInvoiceLine[] = [
        {
          description: `Unused time on ${oldPrice.planName}`,
          amount: -prorated.unusedTimeCredit,
          periodStart: at,
          periodEnd: subscription.currentPeriodEnd,
          proration: true,
        },
        { description: price.planName, amount: price.amount, periodStart: at, periodEnd, proration: false },
      ];
      if (prorated.creditApplied > 0)
        lines.push({
          description: 'Credit applied',
          amount: -prorated.creditApplied,
          periodStart: at,
          periodEnd: at,
          proration: false,
        });
      const switched: SandboxSubscription = {
        ...subscription,
        priceId: price.id,
        amount: price.amount,
        interval: price.interval === 'yearly' ? 'year' : 'month',
        currentPeriodStart: at,
        currentPeriodEnd: periodEnd,
      };
      const invoice = this.invoiceOf(switched, customer.email, 'paid', 'subscription_update', lines, number, at);
      switched.latestInvoiceId = invoice.id;
      tx.put('subscription', switched);
      tx.put('customer', { ...customer, creditCents: prorated.creditCarried });
      tx.put('invoice', invoice, request.idempotencyKey);
      return { subscription: switched, invoice };
    });
    if (outcome === 'declined') throw new PlanChangeDeclinedError();
    if (outcome.invoice) {
      await this.webhooks.send('customer.subscription.updated', subscriptionJson(outcome.subscription));
      await this.webhooks.send(
        'invoice.paid',
        invoiceJson(outcome.invoice, outcome.subscription, this.pdfUrlOf(outcome.invoice)),
      );
    }
    return snapshotOf(outcome.subscription);
  }

  // ---- what the TEST MODE pages do through the provider ----

  /** The customer paid the checkout: customer, active subscription and paid invoice, then Stripe's two events. */
  async completeCheckout(sessionId: string, card: SandboxCard): Promise<SandboxCheckoutSession> {
    const opened = await this.store.get<SandboxCheckoutSession>('checkout_session', sessionId, 'checkout session');
    const price = await this.prices.get(opened.priceId);
    const customer: SandboxCustomer = {
      id: SandboxStore.newId('cus_sbx'),
      email: opened.customerEmail,
      name: '',
      metadata: {},
      card,
      creditCents: 0,
    };
    const subscription = this.newSubscription(customer.id, price, opened.metadata, 'active');
    const invoice = await this.newInvoice(subscription, customer.email, 'paid', price);

    const completed = await this.store.transaction(async (tx) => {
      // Only one click completes the session: a second one (double click, second tab) finds it complete.
      const session = await tx.lock<SandboxCheckoutSession>('checkout_session', sessionId);
      if (!session || session.status !== 'open') return null;
      const done: SandboxCheckoutSession = {
        ...session,
        status: 'complete',
        awaitingAuthentication: false,
        customerId: customer.id,
        subscriptionId: subscription.id,
      };
      tx.put('checkout_session', done);
      tx.put('customer', customer);
      tx.put('subscription', subscription);
      tx.put('invoice', invoice);
      return done;
    });
    if (!completed) return this.store.get<SandboxCheckoutSession>('checkout_session', sessionId, 'checkout session');
    await this.webhooks.send('checkout.session.completed', checkoutSessionJson(completed, price.amount));
    await this.webhooks.send('invoice.paid', invoiceJson(invoice, subscription, this.pdfUrlOf(invoice)));
    return completed;
  }

  /** The customer confirmed the first invoice of a /subscription subscription with a card that pays; it is kept on file. */
  async payInvoice(invoiceId: string, card: SandboxCard): Promise<void> {
    const paid = await this.store.transaction(async (tx) => {
      const invoice = await tx.lock<SandboxInvoice>('invoice', invoiceId);
      if (!invoice || invoice.status === 'paid') return null;
      const subscription = await tx.lock<SandboxSubscription>('subscription', invoice.subscriptionId);
      if (!subscription) return null;
      const customer = await tx.lock<SandboxCustomer>('customer', invoice.customerId);
      const paidInvoice: SandboxInvoice = {
        ...invoice,
        status: 'paid',
        awaitingAuthentication: false,
        pendingCard: null,
        attemptCount: (invoice.attemptCount ?? 0) + 1,
        nextPaymentAttempt: null,
        paidAt: nowSeconds(),
      };
      const active: SandboxSubscription = { ...subscription, status: 'active' };
      tx.put('invoice', paidInvoice);
      tx.put('subscription', active);
      if (customer) tx.put('customer', { ...customer, card });
      return { invoice: paidInvoice, subscription: active };
    });
    if (!paid) return;
    await this.webhooks.send('invoice.paid', invoiceJson(paid.invoice, paid.subscription, this.pdfUrlOf(paid.invoice)));
    await this.webhooks.send('customer.subscription.updated', subscriptionJson(paid.subscription));
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot> {
    const subscription = await this.changeSubscription(subscriptionId, (s) =>
      s.status === 'canceled' ? null : { ...s, cancelAtPeriodEnd: cancel },
    );
    await this.webhooks.send('customer.subscription.updated', subscriptionJson(subscription));
    return snapshotOf(subscription);
  }

  /**
   * Ends the subscription at once (billing portal 'end now', a refund), or at `at` (its period's end, a scheduled
   * cancellation the billing clock carries out); told once, like Stripe.
   */
  async endNow(subscriptionId: string, at = nowSeconds()): Promise<void> {
    let ended = false;
    const subscription = await this.changeSubscription(subscriptionId, (s) => {
      if (s.status === 'canceled') return null;
      ended = true;
      const now = at;
      return { ...s, status: 'canceled', canceledAt: now, endedAt: now };
    });
    if (ended) await this.webhooks.send('customer.subscription.deleted', subscriptionJson(subscription));
  }

  /** The customer's new default card (the billing portal's 'Update card'). */
  async replaceCard(customerId: string, card: SandboxCard): Promise<void> {
    await this.store.get<SandboxCustomer>('customer', customerId);
    await this.store.transaction(async (tx) => {
      const customer = (await tx.lock<SandboxCustomer>('customer', customerId))!;
      tx.put('customer', { ...customer, card });
    });
  }

  // ---- plumbing ----

  /** A checkout's subscription; a checkout still open is expired, so it can no longer be paid. */
  private async subscriptionOfCheckout(sessionId: string): Promise<string | null> {
    await this.store.get<SandboxCheckoutSession>('checkout_session', sessionId, 'checkout session');
    const { session, expired } = await this.store.transaction(async (tx) => {
      const current = (await tx.lock<SandboxCheckoutSession>('checkout_session', sessionId))!;
      if (current.status !== 'open') return { session: current, expired: false };
      const closed: SandboxCheckoutSession = { ...current, status: 'expired', awaitingAuthentication: false };
      tx.put('checkout_session', closed);
      return { session: closed, expired: true };
    });
    if (expired) {
      const price = await this.prices.get(session.priceId);
      await this.webhooks.send('checkout.session.expired', checkoutSessionJson(session, price.amount));
    }
    return session.subscriptionId;
  }

  /** Refunds the subscription's latest paid invoice in full, once; answers the refund (null if nothing was paid). */
  private async refundLatestInvoice(subscriptionId: string, metadata: PaymentMetadata): Promise<SandboxRefund | null> {
    const outcome = await this.store.transaction(async (tx) => {
      const subscription = await tx.lock<SandboxSubscription>('subscription', subscriptionId);
      if (!subscription?.latestInvoiceId) return null;
      const invoice = await tx.lock<SandboxInvoice>('invoice', subscription.latestInvoiceId);
      if (!invoice || invoice.status !== 'paid') return null;
      if (invoice.refundId)
        return { invoice, refund: await tx.lock<SandboxRefund>('refund', invoice.refundId), fresh: false };
      const refund: SandboxRefund = {
        id: SandboxStore.newId('re_sbx'),
        invoiceId: invoice.id,
        subscriptionId,
        customerId: invoice.customerId,
        paymentIntentId: paymentIntentIdOf(invoice),
        chargeId: chargeIdOf(invoice),
        amount: invoice.amountDue - refundedOf(invoice),
        metadata,
        created: nowSeconds(),
      };
      const updated: SandboxInvoice = { ...invoice, refundId: refund.id, amountRefunded: invoice.amountDue };
      tx.put('refund', refund);
      tx.put('invoice', updated);
      return { invoice: updated, refund, fresh: true };
    });
    if (!outcome?.refund) return null;
    if (outcome.fresh) await this.webhooks.send('charge.refunded', refundedChargeJson(outcome.invoice, outcome.refund));
    return outcome.refund;
  }

  private async changeSubscription(
    id: string,
    change: (subscription: SandboxSubscription) => SandboxSubscription | null,
  ): Promise<SandboxSubscription> {
    await this.store.get<SandboxSubscription>('subscription', id);
    return this.store.transaction(async (tx) => {
      const current = (await tx.lock<SandboxSubscription>('subscription', id))!;
      const next = change(current);
      if (!next) return current;
      tx.put('subscription', next);
      return next;
    });
  }

  private newSubscription(
    customerId: string,
    price: SandboxPrice,
    metadata: PaymentMetadata,
    status: SandboxSubscription['status'],
  ): SandboxSubscription {
    const start = nowSeconds();
    return {
      id: SandboxStore.newId('sub_sbx'),
      customerId,
      priceId: price.id,
      amount: price.amount,
      interval: price.interval === 'yearly' ? 'year' : 'month',
      metadata,
      status,
      cancelAtPeriodEnd: false,
      currentPeriodStart: start,
      currentPeriodEnd: addInterval(start, price.interval),
      canceledAt: null,
      endedAt: null,
      latestInvoiceId: null,
      created: start,
    };
  }

  /** The subscription's first invoice; also set as its latest. */
  private async newInvoice(
    subscription: SandboxSubscription,
    customerEmail: string,
    status: SandboxInvoice['status'],
    price: SandboxPrice,
  ): Promise<SandboxInvoice> {
    const lines: SandboxInvoiceLine[] = [
      {
        description: price.planName,
        amount: subscription.amount,
        periodStart: subscription.currentPeriodStart,
        periodEnd: subscription.currentPeriodEnd,
        proration: false,
      },
    ];
    const number = await this.nextInvoiceNumber(subscription.customerId);
    const invoice = this.invoiceOf(
      subscription,
      customerEmail,
      status,
      'subscription_create',
      lines,
      number,
      nowSeconds(),
    );
    subscription.latestInvoiceId = invoice.id;
    return invoice;
  }

  /** An invoice of the sandbox, with the addresses of its PDF and of the page where the card is updated. */
  invoiceOf(
    subscription: SandboxSubscription,
    customerEmail: string,
    status: SandboxInvoice['status'],
    billingReason: SandboxInvoice['billingReason'],
    lines: SandboxInvoiceLine[],
    number: string,
    at: number,
  ): SandboxInvoice {
    return buildInvoice({
      id: SandboxStore.newId('in_sbx'),
      subscription,
      customerEmail,
      status,
      billingReason,
      lines,
      number,
      clientSecret: `pi_sbx_${randomBytes(8).toString('hex')}_secret_${randomBytes(12).toString('hex')}`,
      hostedInvoiceUrl: `${this.config.publicUrl}/portal`,
      at,
    });
  }

  /** The customer's next invoice number (a new customer's count may start anywhere; only its order matters). */
  async nextInvoiceNumber(customerId: string): Promise<string> {
    const invoices = await this.store.listBy<SandboxInvoice>('invoice', { customerId });
    return invoiceNumber(customerId, invoices.length + 1);
  }

  pdfUrlOf(invoice: SandboxInvoice): string {
    return invoicePdfUrl(this.config.publicUrl, invoice.id);
  }

  private invoiceSummary(invoice: SandboxInvoice): InvoiceSummary {
    return {
      id: invoice.id,
      number: invoice.number ?? null,
      amountDueCents: invoice.amountDue,
      amountPaidCents: invoice.status === 'paid' ? invoice.amountDue : 0,
      refundedCents: refundedOf(invoice),
      status: invoice.status,
      billingReason: invoice.billingReason,
      createdAt: new Date(invoice.created * 1000),
      periodStart: new Date(invoice.periodStart * 1000),
      periodEnd: new Date(invoice.periodEnd * 1000),
      hostedUrl: null,
      pdfUrl: invoicePdfUrl(this.config.publicUrl, invoice.id),
    };
  }
}

/** The sandbox renders its invoices' PDFs itself (`GET /api/sandbox/invoices/:id/pdf`). */
export function invoicePdfUrl(publicUrl: string, invoiceId: string): string {
  return `${publicUrl}/api/sandbox/invoices/${invoiceId}/pdf`;
}

export function refundedOf(invoice: SandboxInvoice): number {
  return invoice.amountRefunded ?? (invoice.refundId ? invoice.amountDue : 0);
}

export function snapshotOf(subscription: SandboxSubscription): SubscriptionSnapshot {
  return {
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    currentPeriodStart: new Date(subscription.currentPeriodStart * 1000),
    currentPeriodEnd: new Date(subscription.currentPeriodEnd * 1000),
    canceledAt: subscription.canceledAt ? new Date(subscription.canceledAt * 1000) : null,
  };
}
