import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../../config';
import { ReceivePaymentWebhook } from '../../application/receive-payment-webhook';
import { WebhookSignature } from '../../application/ports/webhook-signature';
import { SandboxObjectNotFoundError, SandboxOnlyError } from '../../domain/billing.errors';
import type { SubscriptionSnapshot } from '../../domain/payment-event';
import { SubscriptionPlan } from '../../domain/subscription-plan';
import { SandboxObject, type SandboxObjectType } from './sandbox-object';
import {
  checkoutSessionJson,
  invoiceJson,
  stripeEvent,
  subscriptionJson,
  type SandboxCheckoutSession,
  type SandboxCustomer,
  type SandboxInvoice,
  type SandboxPortalSession,
  type SandboxSubscription,
} from './sandbox-stripe-json';

/** Sandbox card numbers, as on Stripe's test cards page. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_AUTHENTICATION_CARD = '4000002500003155';

/** Stripe keeps idempotency keys for 24 hours; the sandbox does the same. */
const IDEMPOTENCY_WINDOW_MS = 24 * 3600 * 1000;
const PORTAL_SESSION_TTL_MS = 3600 * 1000;
/** Ids this sandbox makes (`cs_test_sbx_…`, `sub_sbx_…`): anything else, say a NUL from a crafted link, is simply not found. */
const SANDBOX_ID = /^\w{1,100}$/;

export interface SandboxCheckoutView {
  id: string;
  status: SandboxCheckoutSession['status'];
  customerEmail: string;
  planName: string;
  amount: number;
  interval: 'monthly' | 'yearly';
  cancelUrl: string;
}

export interface SandboxPaymentResult {
  status: 'succeeded' | 'failed' | 'requires_action';
  message: string;
}

export interface SandboxPortalView {
  customerEmail: string;
  returnUrl: string;
  subscriptions: {
    id: string;
    planName: string;
    amount: number;
    interval: 'monthly' | 'yearly';
    status: SandboxSubscription['status'];
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date;
  }[];
}

/**
 * The local stand-in for the card provider (DECISIONS.md "Payments without
 * keys"): it keeps checkout sessions, customers, subscriptions and invoices,
 * and when the user pays or cancels on the TEST MODE pages it builds the
 * events Stripe would send, signs them with the webhook secret and delivers
 * them to the same intake the `/api/stripe/webhook` route uses. Everything
 * after the intake (queue, worker, state) cannot tell the difference.
 */
@Injectable()
export class SandboxProvider {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly signature: WebhookSignature,
    private readonly intake: ReceivePaymentWebhook,
  ) {}

  assertEnabled(): void {
    if (this.config.payments.mode !== 'sandbox') throw new SandboxOnlyError();
  }

  // ---- calls the gateway makes (Stripe's API, in-app) ----

  async createCheckoutSession(input: {
    priceId: string;
    customerEmail: string;
    metadata: Record<string, string>;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<SandboxCheckoutSession> {
    await this.planForPrice(input.priceId);
    return this.createOnce<SandboxCheckoutSession>(
      'checkout_session',
      input.idempotencyKey,
      (id) => ({
        id,
        status: 'open',
        priceId: input.priceId,
        customerEmail: input.customerEmail,
        metadata: input.metadata,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        customerId: null,
        subscriptionId: null,
        created: nowSeconds(),
      }),
      'cs_test_sbx',
    );
  }

  async createCustomer(input: {
    email: string;
    name: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<SandboxCustomer> {
    return this.createOnce<SandboxCustomer>(
      'customer',
      input.idempotencyKey,
      (id) => ({ id, email: input.email, name: input.name, metadata: input.metadata }),
      'cus_sbx',
    );
  }

  async createSubscription(input: {
    customerId: string;
    priceId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ subscription: SandboxSubscription; invoice: SandboxInvoice }> {
    const plan = await this.planForPrice(input.priceId);
    const customer = await this.load<SandboxCustomer>('customer', input.customerId);
    const existing = await this.reuseKey<SandboxSubscription>('subscription', input.idempotencyKey);
    if (existing)
      return { subscription: existing, invoice: await this.load<SandboxInvoice>('invoice', existing.latestInvoiceId!) };

    const start = nowSeconds();
    const subscription: SandboxSubscription = {
      id: newId('sub_sbx'),
      customerId: customer.id,
      priceId: input.priceId,
      amount: plan.price,
      interval: plan.interval === 'yearly' ? 'year' : 'month',
      metadata: input.metadata,
      status: 'incomplete',
      cancelAtPeriodEnd: false,
      currentPeriodStart: start,
      currentPeriodEnd: addInterval(start, plan.interval),
      canceledAt: null,
      endedAt: null,
      latestInvoiceId: null,
      created: start,
    };
    const invoice = this.newInvoice(subscription, customer.email, 'subscription_create');
    subscription.latestInvoiceId = invoice.id;
    await this.em.fork().transactional(async (tx) => {
      tx.persist(this.record('subscription', subscription.id, subscription, input.idempotencyKey));
      tx.persist(this.record('invoice', invoice.id, invoice, null));
    });
    return { subscription, invoice };
  }

  async scheduleCancellation(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot> {
    const subscription = await this.updateSubscription(subscriptionId, (s) => {
      if (s.status === 'canceled') return false;
      s.cancelAtPeriodEnd = cancel;
      return true;
    });
    await this.deliver('customer.subscription.updated', subscriptionJson(subscription));
    return snapshotOf(subscription);
  }

  async createPortalSession(input: { customerId: string; returnUrl: string }): Promise<SandboxPortalSession> {
    await this.load<SandboxCustomer>('customer', input.customerId);
    const session: SandboxPortalSession = {
      id: newId('bps_sbx'),
      customerId: input.customerId,
      returnUrl: input.returnUrl,
    };
    await this.em.fork().persistAndFlush(this.record('billing_portal_session', session.id, session, null));
    return session;
  }

  // ---- what the TEST MODE pages do ----

  async viewCheckout(id: string): Promise<SandboxCheckoutView> {
    this.assertEnabled();
    const session = await this.load<SandboxCheckoutSession>('checkout_session', id, 'checkout session');
    const plan = await this.planForPrice(session.priceId);
    return {
      id: session.id,
      status: session.status,
      customerEmail: session.customerEmail,
      planName: plan.name,
      amount: plan.price,
      interval: plan.interval,
      cancelUrl: session.cancelUrl,
    };
  }

  /** The card was accepted: customer, active subscription and paid invoice, then Stripe's two events. */
  async payCheckout(id: string): Promise<{ redirectUrl: string }> {
    this.assertEnabled();
    const session = await this.load<SandboxCheckoutSession>('checkout_session', id, 'checkout session');
    if (session.status === 'complete') return { redirectUrl: session.successUrl };
    if (session.status === 'expired') return { redirectUrl: session.cancelUrl };
    const plan = await this.planForPrice(session.priceId);
    const start = nowSeconds();
    const customer: SandboxCustomer = { id: newId('cus_sbx'), email: session.customerEmail, name: '', metadata: {} };
    const subscription: SandboxSubscription = {
      id: newId('sub_sbx'),
      customerId: customer.id,
      priceId: session.priceId,
      amount: plan.price,
      interval: plan.interval === 'yearly' ? 'year' : 'month',
      metadata: session.metadata,
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodStart: start,
      currentPeriodEnd: addInterval(start, plan.interval),
      canceledAt: null,
      endedAt: null,
      latestInvoiceId: null,
      created: start,
    };
    const invoice = {
      ...this.newInvoice(subscription, customer.email, 'subscription_create'),
      status: 'paid' as const,
    };
    subscription.latestInvoiceId = invoice.id;
    const completed: SandboxCheckoutSession = {
      ...session,
      status: 'complete',
      customerId: customer.id,
      subscriptionId: subscription.id,
    };

    const claimed = await this.em.fork().transactional(async (tx) => {
      // Only one click completes the session: a second one (double click, second tab) finds it complete.
      const row = await tx.findOne(SandboxObject, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row || (row.data as unknown as SandboxCheckoutSession).status !== 'open') return false;
      row.data = completed as unknown as Record<string, unknown>;
      tx.persist(this.record('customer', customer.id, customer, null));
      tx.persist(this.record('subscription', subscription.id, subscription, null));
      tx.persist(this.record('invoice', invoice.id, invoice, null));
      return true;
    });
    if (claimed) {
      await this.deliver('checkout.session.completed', checkoutSessionJson(completed, plan.price));
      await this.deliver('invoice.paid', invoiceJson(invoice, subscription));
    }
    return { redirectUrl: session.successUrl };
  }

  async cancelCheckout(id: string): Promise<{ redirectUrl: string }> {
    this.assertEnabled();
    const session = await this.load<SandboxCheckoutSession>('checkout_session', id, 'checkout session');
    return { redirectUrl: session.cancelUrl };
  }

  /**
   * The sandbox card form of /subscription confirms the first invoice. A
   * declined or authentication test card produces Stripe's failure events.
   */
  async confirmPayment(clientSecret: string, cardNumber: string): Promise<SandboxPaymentResult> {
    this.assertEnabled();
    const invoiceRow = await this.em
      .fork()
      .findOne(SandboxObject, { type: 'invoice', data: { clientSecret } as unknown as Record<string, unknown> });
    if (!invoiceRow) throw new SandboxObjectNotFoundError('payment');
    const invoice = invoiceRow.data as unknown as SandboxInvoice;
    if (invoice.status === 'paid') return { status: 'succeeded', message: 'Payment already completed.' };
    const subscription = await this.load<SandboxSubscription>('subscription', invoice.subscriptionId);
    const card = cardNumber.replace(/\D/g, '');

    if (card === SANDBOX_DECLINED_CARD) {
      await this.deliver('invoice.payment_failed', invoiceJson(invoice, subscription));
      return { status: 'failed', message: 'Your card was declined.' };
    }
    if (card === SANDBOX_AUTHENTICATION_CARD) {
      await this.deliver('invoice.payment_action_required', invoiceJson(invoice, subscription));
      return {
        status: 'requires_action',
        message: 'Your bank asks you to authenticate this payment. We e-mailed you a link to finish it.',
      };
    }

    const paid = await this.em.fork().transactional(async (tx) => {
      const row = await tx.findOne(SandboxObject, { id: invoice.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row || (row.data as unknown as SandboxInvoice).status === 'paid') return null;
      row.data = { ...row.data, status: 'paid' };
      const subRow = await tx.findOneOrFail(
        SandboxObject,
        { id: subscription.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const updated: SandboxSubscription = { ...(subRow.data as unknown as SandboxSubscription), status: 'active' };
      subRow.data = updated as unknown as Record<string, unknown>;
      return updated;
    });
    if (paid) {
      await this.deliver('invoice.paid', invoiceJson({ ...invoice, status: 'paid' }, paid));
      await this.deliver('customer.subscription.updated', subscriptionJson(paid));
    }
    return { status: 'succeeded', message: 'Payment succeeded.' };
  }

  async viewPortal(sessionId: string): Promise<SandboxPortalView> {
    this.assertEnabled();
    const session = await this.portalSession(sessionId);
    const customer = await this.load<SandboxCustomer>('customer', session.customerId);
    const rows = await this.em
      .fork()
      .find(
        SandboxObject,
        { type: 'subscription', data: { customerId: customer.id } as unknown as Record<string, unknown> },
        { orderBy: { createdAt: 'desc' } },
      );
    const subscriptions = [];
    for (const row of rows) {
      const s = row.data as unknown as SandboxSubscription;
      if (s.status === 'incomplete') continue;
      const plan = await this.planForPrice(s.priceId);
      subscriptions.push({
        id: s.id,
        planName: plan.name,
        amount: s.amount,
        interval: plan.interval,
        status: s.status,
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        currentPeriodEnd: new Date(s.currentPeriodEnd * 1000),
      });
    }
    return { customerEmail: customer.email, returnUrl: session.returnUrl, subscriptions };
  }

  /** Billing-portal actions, limited to the portal session's customer. */
  async portalAction(
    sessionId: string,
    subscriptionId: string,
    action: 'cancel' | 'resume' | 'end-now',
  ): Promise<void> {
    this.assertEnabled();
    const session = await this.portalSession(sessionId);
    const subscription = await this.load<SandboxSubscription>('subscription', subscriptionId);
    if (subscription.customerId !== session.customerId) throw new SandboxObjectNotFoundError('subscription');
    if (action !== 'end-now') {
      await this.scheduleCancellation(subscriptionId, action === 'cancel');
      return;
    }
    const ended = await this.updateSubscription(subscriptionId, (s) => {
      if (s.status === 'canceled') return false;
      const now = nowSeconds();
      Object.assign(s, { status: 'canceled', canceledAt: now, endedAt: now });
      return true;
    });
    await this.deliver('customer.subscription.deleted', subscriptionJson(ended));
  }

  // ---- plumbing ----

  /** Signs the event with the webhook secret and hands it to the webhook intake, as Stripe's delivery would. */
  private async deliver(type: string, object: Record<string, unknown>): Promise<void> {
    const payload = JSON.stringify(stripeEvent(newId('evt_sbx'), type, object, nowSeconds()), null, 2);
    await this.intake.execute(Buffer.from(payload, 'utf8'), this.signature.sign(payload));
  }

  private newInvoice(
    subscription: SandboxSubscription,
    customerEmail: string,
    billingReason: SandboxInvoice['billingReason'],
  ): SandboxInvoice {
    const id = newId('in_sbx');
    return {
      id,
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
      customerEmail,
      amountDue: subscription.amount,
      status: 'open',
      clientSecret: `pi_sbx_${randomBytes(8).toString('hex')}_secret_${randomBytes(12).toString('hex')}`,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
      hostedInvoiceUrl: `${this.config.publicUrl}/portal`,
      billingReason,
      created: nowSeconds(),
    };
  }

  private async updateSubscription(
    id: string,
    change: (subscription: SandboxSubscription) => boolean,
  ): Promise<SandboxSubscription> {
    return this.em.fork().transactional(async (tx) => {
      const row = await tx.findOne(
        SandboxObject,
        { id, type: 'subscription' },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!row) throw new SandboxObjectNotFoundError('subscription');
      const subscription = { ...(row.data as unknown as SandboxSubscription) };
      if (change(subscription)) row.data = subscription as unknown as Record<string, unknown>;
      return subscription;
    });
  }

  private async planForPrice(priceId: string): Promise<SubscriptionPlan> {
    const plan = await this.em.fork().findOne(SubscriptionPlan, { stripePriceId: priceId });
    if (!plan) throw new SandboxObjectNotFoundError(`price ${priceId}`);
    return plan;
  }

  /** Like Stripe's, a billing-portal session is short-lived: its link stops working after an hour. */
  private async portalSession(id: string): Promise<SandboxPortalSession> {
    if (!SANDBOX_ID.test(id)) throw new SandboxObjectNotFoundError('billing portal');
    const row = await this.em.fork().findOne(SandboxObject, { id, type: 'billing_portal_session' });
    if (!row || Date.now() - row.createdAt.getTime() > PORTAL_SESSION_TTL_MS)
      throw new SandboxObjectNotFoundError('billing portal');
    return row.data as unknown as SandboxPortalSession;
  }

  private async load<T>(type: SandboxObjectType, id: string, what: string = type): Promise<T> {
    if (!SANDBOX_ID.test(id)) throw new SandboxObjectNotFoundError(what.replace(/_/g, ' '));
    const row = await this.em.fork().findOne(SandboxObject, { id, type });
    if (!row) throw new SandboxObjectNotFoundError(what.replace(/_/g, ' '));
    return row.data as unknown as T;
  }

  /**
   * Stripe's idempotency: the same key within 24 h answers the first object.
   * An older key is released so the create starts over.
   */
  private async reuseKey<T>(type: SandboxObjectType, key: string): Promise<T | null> {
    const em = this.em.fork();
    const row = await em.findOne(SandboxObject, { type, idempotencyKey: key });
    if (!row) return null;
    if (Date.now() - row.createdAt.getTime() < IDEMPOTENCY_WINDOW_MS) return row.data as unknown as T;
    row.idempotencyKey = null;
    await em.flush();
    return null;
  }

  private async createOnce<T extends { id: string }>(
    type: SandboxObjectType,
    key: string,
    build: (id: string) => T,
    prefix: string,
  ): Promise<T> {
    const existing = await this.reuseKey<T>(type, key);
    if (existing) return existing;
    const object = build(newId(prefix));
    await this.em.fork().persistAndFlush(this.record(type, object.id, object, key));
    return object;
  }

  private record(type: SandboxObjectType, id: string, data: object, key: string | null): SandboxObject {
    return Object.assign(new SandboxObject(), {
      id,
      type,
      idempotencyKey: key,
      data: data as Record<string, unknown>,
    });
  }
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

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function addInterval(startSeconds: number, interval: 'monthly' | 'yearly'): number {
  const date = new Date(startSeconds * 1000);
  if (interval === 'yearly') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}
