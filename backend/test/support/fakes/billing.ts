import type { SetSchoolPremium } from '../../../src/modules/directory';
import {
  AttachSubscriptionToSchool,
  OneSubscriptionPerSchool,
  RefundPayment,
  SubscriptionPlan,
} from '../../../src/modules/billing';
import { SyncSchoolPremium } from '../../../src/modules/billing/application/sync-school-premium';
import { PaymentEventParser } from '../../../src/modules/billing/application/ports/payment-event-parser';
import { PaymentEventStore } from '../../../src/modules/billing/application/ports/payment-event-store';
import {
  PaymentGateway,
  type CheckoutSessionRequest,
  type CreatedSubscription,
  type RefundRequest,
  type RefundResult,
  type SubscriptionRequest,
  type LastPayment,
  type LastPaymentRefundRequest,
  type BillingDetails,
  type PlanChangePreview,
} from '../../../src/modules/billing/application/ports/payment-gateway';
import { SchoolSubscriptionRepository } from '../../../src/modules/billing/application/ports/school-subscription.repository';
import { PremiumCompRepository } from '../../../src/modules/billing/application/ports/premium-comp.repository';
import type { PremiumComp } from '../../../src/modules/billing/domain/premium-comp';
import { SubscriptionPlanRepository } from '../../../src/modules/billing/application/ports/subscription-plan.repository';
import type { PaymentEvent, SubscriptionSnapshot } from '../../../src/modules/billing/domain/payment-event';
import { SchoolSubscription } from '../../../src/modules/billing/domain/school-subscription';
import type { SubscriptionState } from '../../../src/modules/billing/domain/payment-event';
import { StoredPaymentEvent } from '../../../src/modules/billing/domain/stored-payment-event';
import type { PlanInterval } from '../../../src/modules/billing/domain/subscription-plan';
import { MemoryTable, type FakeUnitOfWork } from './unit-of-work';

function plan(id: number, interval: PlanInterval, price: number): SubscriptionPlan {
  return Object.assign(new SubscriptionPlan(), {
    id,
    name: interval === 'monthly' ? 'Premium Monthly' : 'Premium Yearly',
    stripePriceId: `price_${interval}`,
    price,
    interval,
    features: [],
    isActive: true,
    createdAt: new Date(0),
  });
}

/** The two plans of docs/product.md "Prices and plans": monthly (id 1) and yearly (id 2). */
export class MemoryPlans extends SubscriptionPlanRepository {
  readonly plans = [plan(1, 'monthly', 9900), plan(2, 'yearly', 99500)];

  async listActive() {
    return this.plans.filter((p) => p.isActive).sort((a, b) => a.price - b.price);
  }
  async findActiveById(id: number) {
    return this.plans.find((p) => p.id === id && p.isActive) ?? null;
  }
  async findActiveByInterval(interval: PlanInterval) {
    return this.plans.find((p) => p.interval === interval && p.isActive) ?? null;
  }
  async exists(id: number) {
    return this.plans.some((p) => p.id === id);
  }
  async findById(id: number) {
    return this.plans.find((p) => p.id === id) ?? null;
  }
  async findByPriceId(priceId: string) {
    return this.plans.find((p) => p.stripePriceId === priceId) ?? null;
  }
  async setPriceIds(prices: Record<PlanInterval, string>) {
    for (const p of this.plans) p.stripePriceId = prices[p.interval];
  }
}

const UNPAID = ['incomplete', 'incomplete_expired'];

export class MemorySubscriptions extends SchoolSubscriptionRepository {
  readonly table: MemoryTable<SchoolSubscription>;
  readonly locked: number[] = [];

  constructor(unitOfWork: FakeUnitOfWork) {
    super();
    this.table = new MemoryTable<SchoolSubscription>(unitOfWork);
  }

  private newest(rows: SchoolSubscription[]): SchoolSubscription | null {
    return rows.sort((a, b) => b.id - a.id)[0] ?? null;
  }

  async findByProviderId(stripeSubscriptionId: string) {
    return this.table.all().find((s) => s.stripeSubscriptionId === stripeSubscriptionId) ?? null;
  }
  async findUnattached(id: number) {
    const row = this.table.get(id);
    return row && row.stripeSubscriptionId === null ? row : null;
  }
  async findById(id: number) {
    return this.table.get(id);
  }
  async findByIdForUpdate(id: number) {
    this.locked.push(id);
    return this.table.get(id);
  }
  async findLive(schoolId: number) {
    return this.table
      .all()
      .filter((s) => s.schoolId === schoolId && ![...UNPAID, 'canceled'].includes(s.status))
      .sort((a, b) => a.id - b.id);
  }
  async findPendingSince(schoolId: number, planId: number, since: Date) {
    return this.newest(
      this.table
        .all()
        .filter(
          (s) => s.schoolId === schoolId && s.planId === planId && s.status === 'incomplete' && s.createdAt > since,
        ),
    );
  }
  async findLatestWithCustomer(userId: string) {
    return this.newest(this.table.all().filter((s) => s.userId === userId && s.stripeCustomerId !== null));
  }
  async findLatestByCustomerId(customerId: string) {
    return this.newest(this.table.all().filter((s) => s.stripeCustomerId === customerId));
  }
  async findCancellable(schoolId: number) {
    return this.newest(
      this.table
        .all()
        .filter(
          (s) =>
            s.schoolId === schoolId &&
            ['active', 'trialing', 'past_due'].includes(s.status) &&
            s.stripeSubscriptionId !== null,
        ),
    );
  }
  async findBilled(schoolId: number) {
    return this.newest(
      this.table
        .all()
        .filter((s) => s.schoolId === schoolId && s.stripeCustomerId !== null && !UNPAID.includes(s.status)),
    );
  }
  async findRenewingBetween(from: Date, to: Date) {
    return this.table
      .all()
      .filter(
        (s) =>
          s.schoolId !== null &&
          ['active', 'trialing'].includes(s.status) &&
          !s.cancelAtPeriodEnd &&
          s.currentPeriodEnd !== null &&
          s.currentPeriodEnd > from &&
          s.currentPeriodEnd <= to,
      );
  }
  async findBySchool(schoolId: number) {
    return this.table
      .all()
      .filter((s) => s.schoolId === schoolId)
      .sort((a, b) => a.id - b.id);
  }
  async save(subscription: SchoolSubscription) {
    subscription.updatedAt = new Date();
    this.table.save(subscription);
  }
}

/**
 * Stored webhook events whose payload is `{ event }`, the PaymentEvent itself
 * (the parser below reads it back), so specs need no provider JSON.
 */
export class MemoryPaymentEvents extends PaymentEventStore {
  readonly events = new Map<string, StoredPaymentEvent>();
  readonly locked: string[] = [];

  constructor(private readonly unitOfWork: FakeUnitOfWork) {
    super();
  }

  store(event: PaymentEvent | { eventId: string; type: string }): void {
    const payload = { event: JSON.parse(JSON.stringify(event)) as Record<string, unknown> };
    this.events.set(
      event.eventId,
      StoredPaymentEvent.receive({ id: event.eventId, type: event.type, payload, createdAt: new Date() }),
    );
  }

  async insertIfNew(event: StoredPaymentEvent) {
    if (this.events.has(event.id)) return false;
    this.events.set(event.id, event);
    return true;
  }
  async markQueued(ids: string[]) {
    for (const id of ids) {
      const event = this.events.get(id);
      if (event) event.queuedAt = new Date();
    }
  }
  async lockUnprocessed(id: string) {
    this.unitOfWork.assertActive('PaymentEventStore.lockUnprocessed');
    this.locked.push(id);
    const event = this.events.get(id);
    return event && !event.processedAt ? event : null;
  }
  async save(event: StoredPaymentEvent) {
    const { processedAt, outcome } = event;
    this.unitOfWork.onRollback(() => Object.assign(event, { processedAt: null, outcome: null }));
    Object.assign(event, { processedAt, outcome });
  }
  async findStranded() {
    return [...this.events.values()].filter((e) => !e.processedAt).map((e) => e.id);
  }
}

/** Reads back the PaymentEvent MemoryPaymentEvents stored (dates revived); anything else is not ours to act on. */
export class StoredEventParser extends PaymentEventParser {
  parse(payload: Record<string, unknown>): PaymentEvent | null {
    const event = payload.event as Record<string, unknown> | undefined;
    if (!event || typeof event.type !== 'string' || event.type === 'ignored') return null;
    return JSON.parse(JSON.stringify(event), (_key, value) =>
      typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? new Date(value) : value,
    ) as PaymentEvent;
  }
}

/**
 * The provider as calls recorded; ids are derived from the idempotency key, as
 * a provider replays them. Refunds follow the real adapters: a checkout is
 * refunded through the subscription it created (an unpaid one is closed), the
 * latest payment is given back once (a second call answers the first refund),
 * and the subscription ends either way.
 */
export class FakePaymentGateway extends PaymentGateway {
  readonly mode = 'sandbox' as const;
  readonly calls: { method: string; idempotencyKey: string }[] = [];
  cancelAnswer: SubscriptionSnapshot = {
    status: 'active',
    cancelAtPeriodEnd: true,
    currentPeriodStart: new Date('2026-01-01T00:00:00Z'),
    currentPeriodEnd: new Date('2026-02-01T00:00:00Z'),
    canceledAt: null,
  };
  resumeAnswer: SubscriptionSnapshot = { ...this.cancelAnswer, cancelAtPeriodEnd: false };
  /** Checkout session id → the subscription its payment created. */
  readonly checkouts = new Map<string, string>();
  /** Subscription id → cents of its latest paid invoice. */
  readonly payments = new Map<string, number>();
  readonly refunds = new Map<string, { refundId: string; amount: number }>();
  readonly ended = new Set<string>();
  readonly closedCheckouts = new Set<string>();

  /** The customer paid `cents` for `subscriptionId`, through `checkoutSessionId` when given. */
  paid(subscriptionId: string, cents: number, checkoutSessionId?: string): void {
    this.payments.set(subscriptionId, cents);
    if (checkoutSessionId) this.checkouts.set(checkoutSessionId, subscriptionId);
  }

  async createCheckoutSession(request: CheckoutSessionRequest) {
    this.calls.push({ method: 'createCheckoutSession', idempotencyKey: request.idempotencyKey });
    return { id: `cs_${request.idempotencyKey}`, url: `https://pay.example/${request.metadata.planId}` };
  }
  async createCustomer(request: { idempotencyKey: string }) {
    this.calls.push({ method: 'createCustomer', idempotencyKey: request.idempotencyKey });
    return { id: `cus_${request.idempotencyKey}` };
  }
  async createSubscription(request: SubscriptionRequest): Promise<CreatedSubscription> {
    this.calls.push({ method: 'createSubscription', idempotencyKey: request.idempotencyKey });
    return { subscriptionId: `sub_${request.idempotencyKey}`, customerId: request.customerId, clientSecret: 'secret' };
  }
  async cancelAtPeriodEnd(request: { subscriptionId: string; idempotencyKey: string }) {
    this.calls.push({ method: 'cancelAtPeriodEnd', idempotencyKey: request.idempotencyKey });
    return this.cancelAnswer;
  }
  async resumeSubscription(request: { subscriptionId: string; idempotencyKey: string }) {
    this.calls.push({ method: 'resumeSubscription', idempotencyKey: request.idempotencyKey });
    return this.resumeAnswer;
  }
  async createBillingPortalSession(request: { idempotencyKey: string }) {
    this.calls.push({ method: 'createBillingPortalSession', idempotencyKey: request.idempotencyKey });
    return { url: 'https://pay.example/portal' };
  }
  async refund(request: RefundRequest): Promise<RefundResult> {
    this.calls.push({ method: 'refund', idempotencyKey: request.idempotencyKey });
    const subscriptionId =
      'subscriptionId' in request ? request.subscriptionId : (this.checkouts.get(request.checkoutSessionId) ?? null);
    if (!subscriptionId) {
      if ('checkoutSessionId' in request) this.closedCheckouts.add(request.checkoutSessionId);
      return { refundId: null, amountRefunded: 0, subscriptionId: null };
    }
    const paid = this.payments.get(subscriptionId);
    if (!this.refunds.has(subscriptionId) && paid)
      this.refunds.set(subscriptionId, { refundId: `re_${request.idempotencyKey}`, amount: paid });
    this.ended.add(subscriptionId);
    const refund = this.refunds.get(subscriptionId);
    return { refundId: refund?.refundId ?? null, amountRefunded: refund?.amount ?? 0, subscriptionId };
  }
  /** Partial refunds of the latest payment, by idempotency key. */
  readonly partialRefunds = new Map<string, { subscriptionId: string; amount: number }>();
  async lastPayment(subscriptionId: string): Promise<LastPayment | null> {
    const paid = this.payments.get(subscriptionId);
    if (!paid) return null;
    const refunded =
      (this.refunds.get(subscriptionId)?.amount ?? 0) +
      [...this.partialRefunds.values()]
        .filter((r) => r.subscriptionId === subscriptionId)
        .reduce((t, r) => t + r.amount, 0);
    return { invoiceId: `in_${subscriptionId}`, paidCents: paid, refundedCents: refunded, paidAt: null };
  }
  async refundLastPayment(request: LastPaymentRefundRequest) {
    this.calls.push({ method: 'refundLastPayment', idempotencyKey: request.idempotencyKey });
    if (!this.partialRefunds.has(request.idempotencyKey))
      this.partialRefunds.set(request.idempotencyKey, {
        subscriptionId: request.subscriptionId,
        amount: request.amountCents,
      });
    return {
      refundId: `re_${request.idempotencyKey}`,
      amountRefunded: this.partialRefunds.get(request.idempotencyKey)!.amount,
    };
  }
  details: BillingDetails = { card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }, invoices: [] };
  async billingDetails(): Promise<BillingDetails> {
    return this.details;
  }
  /** The preview `previewPlanChange` answers (a month's unused half credited against the yearly price). */
  preview: PlanChangePreview = {
    amountDueNowCents: 94550,
    unusedTimeCreditCents: 4950,
    newPriceCents: 99500,
    creditCarriedCents: 0,
    nextChargeAt: new Date('2027-01-15T00:00:00Z'),
    prorationDate: new Date('2026-01-15T00:00:00Z'),
  };
  async previewPlanChange(): Promise<PlanChangePreview> {
    return this.preview;
  }
  changeAnswer: SubscriptionSnapshot = { ...this.resumeAnswer };
  /** Price id each changePlan call switched to, by key. */
  readonly planChanges: { priceId: string; idempotencyKey: string; prorationDate: Date }[] = [];
  async changePlan(request: { subscriptionId: string; priceId: string; prorationDate: Date; idempotencyKey: string }) {
    this.calls.push({ method: 'changePlan', idempotencyKey: request.idempotencyKey });
    this.planChanges.push(request);
    return this.changeAnswer;
  }
}

/** Comps in memory (unit tests of the subscription side grant none unless they add one). */
export class MemoryComps extends PremiumCompRepository {
  readonly rows: PremiumComp[] = [];
  async findById(id: number): Promise<PremiumComp | null> {
    return this.rows.find((c) => c.id === id) ?? null;
  }
  async findActive(schoolId: number, now: Date): Promise<PremiumComp | null> {
    return this.rows.find((c) => c.schoolId === schoolId && c.isActiveAt(now)) ?? null;
  }
  async findEndedBetween(since: Date, now: Date): Promise<PremiumComp[]> {
    return this.rows.filter((c) => !c.revokedAt && c.endsAt > since && c.endsAt <= now);
  }
  async list(): Promise<PremiumComp[]> {
    return [...this.rows];
  }
  async save(comp: PremiumComp): Promise<void> {
    if (!this.rows.includes(comp)) {
      comp.id ??= this.rows.length + 1;
      this.rows.push(comp);
    }
  }
}

/**
 * Billing's subscription side over in-memory tables and the fake provider:
 * premium sync, one subscription per school, refunds and claim approval's
 * attach step.
 */
export function memoryBilling(unitOfWork: FakeUnitOfWork, setSchoolPremium: SetSchoolPremium) {
  const subscriptions = new MemorySubscriptions(unitOfWork);
  const comps = new MemoryComps();
  const syncPremium = new SyncSchoolPremium(subscriptions, comps, setSchoolPremium);
  const oneSubscription = new OneSubscriptionPerSchool(subscriptions);
  const gateway = new FakePaymentGateway();
  return {
    subscriptions,
    comps,
    plans: new MemoryPlans(),
    gateway,
    syncPremium,
    oneSubscription,
    refunds: new RefundPayment(unitOfWork, gateway, subscriptions, syncPremium),
    attachSubscription: new AttachSubscriptionToSchool(unitOfWork, subscriptions, oneSubscription, syncPremium),
    /** A stored subscription known to the provider. */
    subscription(input: {
      stripeSubscriptionId: string;
      status: SubscriptionState;
      schoolId?: number | null;
      userId?: string | null;
      stripeCustomerId?: string | null;
    }): SchoolSubscription {
      const row = SchoolSubscription.fromProvider({
        stripeSubscriptionId: input.stripeSubscriptionId,
        stripeCustomerId: input.stripeCustomerId ?? 'cus_1',
        planId: 1,
        schoolId: input.schoolId ?? null,
        userId: input.userId ?? null,
      });
      row.status = input.status;
      subscriptions.table.seed(row);
      return row;
    },
  };
}
