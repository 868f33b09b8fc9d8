import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { SchoolLookup } from '../../directory';
import { MailOutbox } from '../../mail';
import type {
  CheckoutCompletedEvent,
  InvoicePaidEvent,
  InvoicePaymentProblemEvent,
  PaymentEvent,
  PaymentMetadata,
  SubscriptionChangedEvent,
} from '../domain/payment-event';
import { formatDay } from '../domain/format-day';
import { SchoolSubscription } from '../domain/school-subscription';
import { OneSubscriptionPerSchool } from './one-subscription-per-school';
import { PaymentEventListeners } from './payment-event-listeners';
import { PaymentEventParser } from './ports/payment-event-parser';
import { PaymentEventStore } from './ports/payment-event-store';
import { SchoolSubscriptionRepository } from './ports/school-subscription.repository';
import { SubscriptionPlanRepository } from './ports/subscription-plan.repository';
import { RefundPayment } from './refund-payment';
import { SyncSchoolPremium } from './sync-school-premium';

export type PaymentEventOutcome = 'applied' | 'ignored' | 'skipped';

/**
 * The worker's side of a webhook: applies one stored event, once. The event
 * row is locked and marked processed in the same transaction as its effects
 * (subscription state, school premium flag, claim payment, e-mails), so a job
 * that runs twice, or two workers racing, apply it exactly once. Order does
 * not matter: SchoolSubscription ignores news older than what it holds.
 */
@Injectable()
export class ApplyPaymentEvent {
  private readonly logger = new Logger('ApplyPaymentEvent');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly store: PaymentEventStore,
    private readonly parser: PaymentEventParser,
    private readonly subscriptions: SchoolSubscriptionRepository,
    private readonly plans: SubscriptionPlanRepository,
    private readonly listeners: PaymentEventListeners,
    private readonly syncPremium: SyncSchoolPremium,
    private readonly oneSubscription: OneSubscriptionPerSchool,
    private readonly refunds: RefundPayment,
    private readonly schools: SchoolLookup,
    private readonly mail: MailOutbox,
    private readonly config: AppConfig,
    private readonly audit: AuditTrail,
  ) {}

  /** Returns what happened: `applied`, `ignored` (not an event we act on) or `skipped` (unknown or done). */
  async execute(eventId: string): Promise<PaymentEventOutcome> {
    return this.unitOfWork.transaction(async () => {
      const stored = await this.store.lockUnprocessed(eventId);
      if (!stored) return 'skipped';
      const event = this.parser.parse(stored.payload);
      if (event) await this.apply(event);
      const outcome = event ? 'applied' : 'ignored';
      stored.processedAt = new Date();
      stored.outcome = outcome;
      await this.store.save(stored);
      return outcome;
    });
  }

  private async apply(event: PaymentEvent): Promise<void> {
    switch (event.type) {
      case 'checkout.completed':
        return this.checkoutCompleted(event);
      case 'invoice.paid':
        return this.invoicePaid(event);
      case 'invoice.payment_failed':
      case 'invoice.payment_action_required':
        return this.paymentProblem(event);
      case 'subscription.updated':
      case 'subscription.deleted':
        return this.subscriptionChanged(event);
    }
  }

  /**
   * A claim approved before its payment arrived names its school here. A
   * school that meanwhile got its own live subscription keeps it alone: this
   * payment is refunded and its subscription ended (one subscription per
   * school), and the row stays unattached.
   */
  private async checkoutCompleted(event: CheckoutCompletedEvent): Promise<void> {
    const owner = await this.listeners.checkoutCompleted(event);
    if (!event.subscriptionId) return;
    const subscription = await this.subscriptionFor(event.subscriptionId, event.customerId, event.metadata, null);
    if (
      subscription.schoolId === null &&
      owner.schoolId !== null &&
      (await this.oneSubscription.hasLive(owner.schoolId, event.subscriptionId))
    ) {
      await this.save(subscription);
      this.logger.warn(
        `${event.eventId}: school ${owner.schoolId} already has a live subscription; refunding ${event.subscriptionId}`,
      );
      await this.refunds.execute({
        subscriptionId: event.subscriptionId,
        idempotencyKey: `subscription:${event.subscriptionId}:second-for-school`,
        metadata: { schoolId: String(owner.schoolId) },
      });
      return;
    }
    subscription.linkSchool(owner.schoolId, owner.userId);
    await this.save(subscription);
  }

  private async invoicePaid(event: InvoicePaidEvent): Promise<void> {
    const subscription = await this.subscriptionFor(
      event.subscriptionId,
      event.customerId,
      event.metadata,
      event.priceId,
    );
    const firstPayment = subscription.lastPaymentAt === null;
    subscription.applyInvoicePaid({ start: event.periodStart, end: event.periodEnd }, event.occurredAt);
    if (event.amountPaid > 0) subscription.recordPayment(event.amountPaid, event.paidAt);
    await this.save(subscription);
    if (firstPayment && event.amountPaid > 0)
      await this.record(event, subscription, 'billing.subscription_started', {});
    await this.record(event, subscription, 'billing.payment_succeeded', {
      invoiceId: event.invoiceId,
      amountCents: event.amountPaid,
    });
    await this.sendReceipt(event, subscription);
  }

  /**
   * The payment receipt: one per paid invoice (the outbox key names it, so a
   * repeated or replayed event sends nothing new). A claim paid before
   * approval names its school from the checkout's metadata.
   */
  private async sendReceipt(event: InvoicePaidEvent, subscription: SchoolSubscription): Promise<void> {
    if (!event.customerEmail || event.amountPaid <= 0) return;
    const plan = subscription.planId !== null ? await this.plans.findById(subscription.planId) : null;
    const schoolName =
      (subscription.schoolId !== null ? await this.schools.nameOf(subscription.schoolId) : null) ??
      event.metadata.schoolName ??
      'your school';
    await this.mail.queue({
      template: 'payment-receipt',
      to: event.customerEmail,
      data: {
        schoolName,
        planName: plan?.name ?? 'Premium listing',
        amountCents: event.amountPaid,
        paidOn: formatDay(event.paidAt),
        invoiceId: event.invoiceId,
        ...(subscription.schoolId !== null ? { billingUrl: `${this.config.publicUrl}/portal?tab=billing` } : {}),
      },
      key: `payment-receipt:${event.invoiceId}`,
    });
  }

  private async subscriptionChanged(event: SubscriptionChangedEvent): Promise<void> {
    const subscription = await this.subscriptionFor(
      event.subscriptionId,
      event.customerId,
      event.metadata,
      event.priceId,
    );
    const before = {
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      planId: subscription.planId,
    };
    const planId = await this.planIdFor({}, event.priceId);
    const applied = subscription.applySnapshot(event.snapshot, event.occurredAt);
    const planChanged = applied && planId !== null && subscription.planId !== null && planId !== subscription.planId;
    if (planChanged) subscription.planId = planId;
    await this.save(subscription);
    if (!applied) return;
    const after = {
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      planId: subscription.planId,
    };
    if (before.status !== 'canceled' && after.status === 'canceled')
      await this.record(event, subscription, 'billing.subscription_ended', after, before);
    else if (!before.cancelAtPeriodEnd && after.cancelAtPeriodEnd)
      await this.record(event, subscription, 'billing.cancellation_scheduled', after, before);
    else if (before.cancelAtPeriodEnd && !after.cancelAtPeriodEnd)
      await this.record(event, subscription, 'billing.cancellation_undone', after, before);
    if (planChanged) await this.record(event, subscription, 'billing.plan_changed', after, before);
  }

  /**
   * The money events of the audit log (issue 43): the provider's event, subscription and customer ids, so a
   * payment can be traced from the trail to the provider's dashboard. The system is the actor.
   */
  private async record(
    event: PaymentEvent & { subscriptionId: string },
    subscription: SchoolSubscription,
    action: string,
    after: Record<string, unknown>,
    before: unknown = null,
  ): Promise<void> {
    await this.audit.record({
      actorId: null,
      action,
      targetType: 'school_subscription',
      targetId: String(subscription.id),
      before,
      after: {
        ...after,
        eventId: event.eventId,
        subscriptionId: event.subscriptionId,
        customerId: subscription.stripeCustomerId,
        schoolId: subscription.schoolId,
      },
    });
  }

  private async paymentProblem(event: InvoicePaymentProblemEvent): Promise<void> {
    const subscription = await this.subscriptionFor(
      event.subscriptionId,
      event.customerId,
      event.metadata,
      event.priceId,
    );
    if (event.type === 'invoice.payment_failed') subscription.applyPaymentFailed(event.occurredAt);
    await this.save(subscription);
    if (event.type === 'invoice.payment_failed')
      await this.record(event, subscription, 'billing.payment_failed', { amountCents: event.amountDue });

    if (!event.customerEmail) {
      this.logger.warn(`${event.type} ${event.eventId}: no customer e-mail on the invoice; nobody to tell`);
      return;
    }
    const schoolName =
      (subscription.schoolId !== null ? await this.schools.nameOf(subscription.schoolId) : null) ??
      event.metadata.schoolName ??
      'your school';
    const billingUrl = event.hostedInvoiceUrl ?? `${this.config.publicUrl}/portal`;
    if (event.type === 'invoice.payment_failed') {
      await this.mail.queue({
        template: 'payment-failed',
        to: event.customerEmail,
        data: { schoolName, amountCents: event.amountDue, billingUrl },
        key: `payment-failed:${event.eventId}`,
      });
    } else {
      await this.mail.queue({
        template: 'payment-action-required',
        to: event.customerEmail,
        data: { schoolName, amountCents: event.amountDue, actionUrl: billingUrl },
        key: `payment-action-required:${event.eventId}`,
      });
    }
  }

  /**
   * The local row of a provider subscription, created on first news of it.
   * A row started from /subscription is found by the id we put in metadata,
   * even if this event overtook the call that recorded the provider's id.
   */
  private async subscriptionFor(
    stripeSubscriptionId: string,
    customerId: string | null,
    metadata: PaymentMetadata,
    priceId: string | null,
  ): Promise<SchoolSubscription> {
    let subscription = await this.subscriptions.findByProviderId(stripeSubscriptionId);
    const rowId = toInt(metadata.subscriptionRowId);
    if (!subscription && rowId !== null) {
      subscription = await this.subscriptions.findUnattached(rowId);
      subscription?.attachProvider(stripeSubscriptionId, customerId);
    }
    subscription ??= SchoolSubscription.fromProvider({
      stripeSubscriptionId,
      stripeCustomerId: customerId,
      planId: null,
      schoolId: toInt(metadata.schoolId),
      userId: metadata.userId ?? null,
    });
    subscription.fillIn({ planId: await this.planIdFor(metadata, priceId), stripeCustomerId: customerId });
    return subscription;
  }

  private async planIdFor(metadata: PaymentMetadata, priceId: string | null): Promise<number | null> {
    const fromMetadata = toInt(metadata.planId);
    if (fromMetadata !== null && (await this.plans.exists(fromMetadata))) return fromMetadata;
    if (!priceId) return null;
    const plan = await this.plans.findByPriceId(priceId);
    return plan?.id ?? null;
  }

  private async save(subscription: SchoolSubscription): Promise<void> {
    await this.subscriptions.save(subscription);
    if (subscription.schoolId !== null) await this.syncPremium.execute(subscription.schoolId);
  }
}

function toInt(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}
