import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { SchoolLookup } from '../../directory';
import { SchoolOwnerContacts } from '../../identity';
import { MailOutbox } from '../../mail';
import type {
  ChargeRefundedEvent,
  CheckoutCompletedEvent,
  InvoicePaidEvent,
  InvoicePaymentProblemEvent,
  PaymentEvent,
  PaymentMetadata,
  SubscriptionChangedEvent,
  SubscriptionState,
} from '../domain/payment-event';
import { premiumEndsIfUnpaid } from '../domain/dunning';
import { formatDay } from '../domain/format-day';
import { PREMIUM_STATES, SchoolSubscription, UNPAID_START_STATES } from '../domain/school-subscription';
import { OneSubscriptionPerSchool } from './one-subscription-per-school';
import { PaymentEventListeners } from './payment-event-listeners';
import { PaymentEventParser } from './ports/payment-event-parser';
import { PaymentEventStore } from './ports/payment-event-store';
import { SchoolSubscriptionRepository } from './ports/school-subscription.repository';
import { SubscriptionPlanRepository } from './ports/subscription-plan.repository';
import { RefundPayment } from './refund-payment';
import { SyncSchoolPremium } from './sync-school-premium';

/** The provider is retrying a failed payment. */
const RETRYING_STATES: readonly SubscriptionState[] = ['past_due', 'unpaid'];

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
    private readonly owners: SchoolOwnerContacts,
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
      case 'charge.refunded':
        return this.chargeRefunded(event);
    }
  }

  /** Every refund the provider confirms is in the audit log with its ids, whoever issued it (issue 43). */
  private async chargeRefunded(event: ChargeRefundedEvent): Promise<void> {
    const subscription = event.customerId ? await this.subscriptions.findLatestByCustomerId(event.customerId) : null;
    if (!subscription) {
      this.logger.warn(`${event.eventId}: refund of ${event.chargeId} for no subscription of ours; nothing to record`);
      return;
    }
    await this.record(
      { ...event, subscriptionId: subscription.stripeSubscriptionId ?? '' },
      subscription,
      'billing.payment_refunded',
      {
        chargeId: event.chargeId,
        paymentIntentId: event.paymentIntentId,
        amountCents: event.amount,
        amountRefundedCents: event.amountRefunded,
      },
    );
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
    const wasPastDue = RETRYING_STATES.includes(subscription.status);
    subscription.applyInvoicePaid({ start: event.periodStart, end: event.periodEnd }, event.occurredAt);
    if (event.amountPaid > 0) subscription.recordPayment(event.amountPaid, event.paidAt);
    await this.save(subscription);
    if (firstPayment && event.amountPaid > 0)
      await this.record(event, subscription, 'billing.subscription_started', {});
    await this.record(event, subscription, 'billing.payment_succeeded', {
      invoiceId: event.invoiceId,
      amountCents: event.amountPaid,
    });
    await this.sendReceipt(event, subscription, {
      // A claim's checkout paid before approval has no school yet: premium starts with the approval (whose mail
      // says so), so its first payment gets the plain receipt.
      first:
        subscription.schoolId !== null &&
        (event.billingReason ? event.billingReason === 'subscription_create' : firstPayment),
      recovered: wasPastDue,
    });
  }

  /**
   * One mail per paid invoice, whichever it is (the outbox key names the invoice, so a repeated, replayed or
   * reordered event sends nothing new): the first payment's 'subscription started' with its receipt, a
   * payment that follows a failure's 'payment recovered', else the receipt. A claim paid before approval
   * names its school from the checkout's metadata.
   */
  private async sendReceipt(
    event: InvoicePaidEvent,
    subscription: SchoolSubscription,
    kind: { first: boolean; recovered: boolean },
  ): Promise<void> {
    if (event.amountPaid <= 0) return;
    const contact = await this.contactFor(subscription, event.customerEmail);
    if (!contact) return;
    const plan = subscription.planId !== null ? await this.plans.findById(subscription.planId) : null;
    const schoolName = await this.schoolNameOf(subscription, event.metadata);
    const billingUrl = subscription.schoolId !== null ? this.billingUrl() : undefined;
    const common = {
      ...contact.greeting,
      schoolName,
      amountCents: event.amountPaid,
      paidOn: formatDay(event.paidAt),
      invoiceId: event.invoiceId,
      ...(billingUrl ? { billingUrl } : {}),
    };
    const key = `payment-receipt:${event.invoiceId}`;
    if (kind.first) {
      await this.mail.queue({
        template: 'subscription-started',
        to: contact.email,
        data: {
          ...common,
          planName: plan?.name ?? 'Premium listing',
          ...(subscription.currentPeriodEnd ? { renewsOn: formatDay(subscription.currentPeriodEnd) } : {}),
        },
        key,
      });
    } else if (kind.recovered) {
      await this.mail.queue({ template: 'payment-recovered', to: contact.email, data: common, key });
    } else {
      await this.mail.queue({
        template: 'payment-receipt',
        to: contact.email,
        data: { ...common, planName: plan?.name ?? 'Premium listing' },
        key,
      });
    }
  }

  /**
   * Who a billing mail goes to, by name (issue 43: every mail names the owner): the provider's customer
   * e-mail when the event has one, else the school's first active owner. The greeting uses the owner's first
   * name when that address is an owner's.
   */
  private async contactFor(
    subscription: SchoolSubscription,
    eventEmail: string | null,
  ): Promise<{ email: string; greeting: { firstName?: string } } | null> {
    const owners = subscription.schoolId !== null ? await this.owners.activeOwnersOf(subscription.schoolId) : [];
    const email = eventEmail ?? owners[0]?.email ?? null;
    if (!email) return null;
    const owner = owners.find((o) => o.email.toLowerCase() === email.toLowerCase());
    return { email, greeting: owner?.firstName ? { firstName: owner.firstName } : {} };
  }

  private async schoolNameOf(subscription: SchoolSubscription, metadata: PaymentMetadata): Promise<string> {
    return (
      (subscription.schoolId !== null ? await this.schools.nameOf(subscription.schoolId) : null) ??
      metadata.schoolName ??
      'your school'
    );
  }

  private billingUrl(): string {
    return `${this.config.publicUrl}/portal?tab=billing`;
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
    await this.tellOwnerOfChange(event, subscription, before.status);
  }

  /**
   * The owner's mails about a subscription change. 'Cancellation scheduled' follows the provider's word, not a
   * change of our row (the portal's Cancel records the provider's answer before its webhook): one per
   * scheduled end, keyed by the subscription and that end. 'Premium ended' once per subscription, when a
   * premium subscription ends or stops being collected; a refund that ended it at once (a rejected claim)
   * already changed the row, and its own mail said so.
   */
  private async tellOwnerOfChange(
    event: SubscriptionChangedEvent,
    subscription: SchoolSubscription,
    statusBefore: SubscriptionState,
  ): Promise<void> {
    const scheduled =
      event.snapshot.cancelAtPeriodEnd &&
      PREMIUM_STATES.includes(event.snapshot.status) &&
      subscription.cancelAtPeriodEnd &&
      subscription.grantsPremium() &&
      subscription.currentPeriodEnd !== null;
    const ended = PREMIUM_STATES.includes(statusBefore) && !subscription.grantsPremium();
    if (!scheduled && !ended) return;
    const contact = await this.contactFor(subscription, null);
    if (!contact) return;
    const schoolName = await this.schoolNameOf(subscription, event.metadata);
    if (scheduled) {
      await this.mail.queue({
        template: 'cancellation-scheduled',
        to: contact.email,
        data: {
          ...contact.greeting,
          schoolName,
          endsOn: formatDay(subscription.currentPeriodEnd!),
          billingUrl: this.billingUrl(),
        },
        key: `cancellation-scheduled:${event.subscriptionId}:${subscription.currentPeriodEnd!.toISOString()}`,
      });
    } else {
      await this.mail.queue({
        template: 'premium-ended',
        to: contact.email,
        data: {
          ...contact.greeting,
          schoolName,
          ...(RETRYING_STATES.includes(statusBefore) ? { paymentFailed: true } : {}),
          subscribeUrl: `${this.config.publicUrl}/subscription`,
        },
        key: `premium-ended:${event.subscriptionId}`,
      });
    }
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

    const contact = await this.contactFor(subscription, event.customerEmail);
    if (!contact) {
      this.logger.warn(`${event.type} ${event.eventId}: no customer e-mail and no owner; nobody to tell`);
      return;
    }
    const schoolName = await this.schoolNameOf(subscription, event.metadata);
    const billingUrl = event.hostedInvoiceUrl ?? `${this.config.publicUrl}/portal`;
    if (event.type === 'invoice.payment_failed') {
      const renewal = UNPAID_START_STATES.includes(subscription.status)
        ? null
        : (event.periodStart ?? event.occurredAt);
      await this.mail.queue({
        template: 'payment-failed',
        to: contact.email,
        data: {
          ...contact.greeting,
          schoolName,
          amountCents: event.amountDue,
          billingUrl,
          ...(event.nextPaymentAttempt ? { nextAttemptOn: formatDay(event.nextPaymentAttempt) } : {}),
          ...(renewal ? { premiumEndsOn: formatDay(premiumEndsIfUnpaid(renewal)) } : {}),
        },
        key: `payment-failed:${event.eventId}`,
      });
    } else {
      await this.mail.queue({
        template: 'payment-action-required',
        to: contact.email,
        data: { ...contact.greeting, schoolName, amountCents: event.amountDue, actionUrl: billingUrl },
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
