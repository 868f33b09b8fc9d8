import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import { EntityManager as PgEntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config';
import { MailOutbox } from '../../mail';
import type {
  CheckoutCompletedEvent,
  InvoicePaidEvent,
  InvoicePaymentProblemEvent,
  PaymentEvent,
  PaymentMetadata,
  SubscriptionChangedEvent,
} from '../domain/payment-event';
import { SchoolSubscription } from '../domain/school-subscription';
import { SubscriptionPlan } from '../domain/subscription-plan';
import { translateStripeEvent } from '../infrastructure/stripe-event.translate';
import { PaymentEventListeners } from './payment-event-listeners';
import { PaymentEventStore } from './ports/payment-event-store';
import { SchoolListing } from './ports/school-listing';

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
    private readonly em: PgEntityManager,
    private readonly store: PaymentEventStore,
    private readonly listeners: PaymentEventListeners,
    private readonly school: SchoolListing,
    private readonly mail: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  /** Returns what happened: `applied`, `ignored` (not an event we act on) or `skipped` (unknown or done). */
  async execute(eventId: string): Promise<'applied' | 'ignored' | 'skipped'> {
    return this.em.fork().transactional(async (em) => {
      const stored = await this.store.lockUnprocessed(em, eventId);
      if (!stored) return 'skipped';
      // Stored events are Stripe events in both payment modes (the sandbox sends Stripe's shapes).
      const event = translateStripeEvent(stored.payload as unknown as Parameters<typeof translateStripeEvent>[0]);
      if (event) await this.apply(em, event);
      stored.processedAt = new Date();
      stored.outcome = event ? 'applied' : 'ignored';
      return stored.outcome as 'applied' | 'ignored';
    });
  }

  private async apply(em: EntityManager, event: PaymentEvent): Promise<void> {
    switch (event.type) {
      case 'checkout.completed':
        return this.checkoutCompleted(em, event);
      case 'invoice.paid':
        return this.invoicePaid(em, event);
      case 'invoice.payment_failed':
      case 'invoice.payment_action_required':
        return this.paymentProblem(em, event);
      case 'subscription.updated':
      case 'subscription.deleted':
        return this.subscriptionChanged(em, event);
    }
  }

  private async checkoutCompleted(em: EntityManager, event: CheckoutCompletedEvent): Promise<void> {
    const owner = await this.listeners.checkoutCompleted(em, event);
    if (!event.subscriptionId) return;
    const subscription = await this.subscriptionFor(em, event.subscriptionId, event.customerId, event.metadata, null);
    subscription.linkSchool(owner.schoolId, owner.userId);
    await this.save(em, subscription);
  }

  private async invoicePaid(em: EntityManager, event: InvoicePaidEvent): Promise<void> {
    const subscription = await this.subscriptionFor(
      em,
      event.subscriptionId,
      event.customerId,
      event.metadata,
      event.priceId,
    );
    subscription.applyInvoicePaid({ start: event.periodStart, end: event.periodEnd }, event.occurredAt);
    await this.save(em, subscription);
  }

  private async subscriptionChanged(em: EntityManager, event: SubscriptionChangedEvent): Promise<void> {
    const subscription = await this.subscriptionFor(
      em,
      event.subscriptionId,
      event.customerId,
      event.metadata,
      event.priceId,
    );
    subscription.applySnapshot(event.snapshot, event.occurredAt);
    await this.save(em, subscription);
  }

  private async paymentProblem(em: EntityManager, event: InvoicePaymentProblemEvent): Promise<void> {
    const subscription = await this.subscriptionFor(
      em,
      event.subscriptionId,
      event.customerId,
      event.metadata,
      event.priceId,
    );
    if (event.type === 'invoice.payment_failed') subscription.applyPaymentFailed(event.occurredAt);
    await this.save(em, subscription);

    if (!event.customerEmail) {
      this.logger.warn(`${event.type} ${event.eventId}: no customer e-mail on the invoice; nobody to tell`);
      return;
    }
    const schoolName =
      (subscription.schoolId !== null ? await this.school.nameOf(em, subscription.schoolId) : null) ??
      event.metadata.schoolName ??
      'your school';
    const billingUrl = event.hostedInvoiceUrl ?? `${this.config.publicUrl}/portal`;
    if (event.type === 'invoice.payment_failed') {
      await this.mail.queue(em, {
        template: 'payment-failed',
        to: event.customerEmail,
        data: { schoolName, amountCents: event.amountDue, billingUrl },
        key: `payment-failed:${event.eventId}`,
      });
    } else {
      await this.mail.queue(em, {
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
    em: EntityManager,
    stripeSubscriptionId: string,
    customerId: string | null,
    metadata: PaymentMetadata,
    priceId: string | null,
  ): Promise<SchoolSubscription> {
    let subscription = await em.findOne(SchoolSubscription, { stripeSubscriptionId });
    const rowId = toInt(metadata.subscriptionRowId);
    if (!subscription && rowId !== null) {
      subscription = await em.findOne(SchoolSubscription, { id: rowId, stripeSubscriptionId: null });
      subscription?.attachProvider(stripeSubscriptionId, customerId);
    }
    subscription ??= SchoolSubscription.fromProvider({
      stripeSubscriptionId,
      stripeCustomerId: customerId,
      planId: null,
      schoolId: toInt(metadata.schoolId),
      userId: metadata.userId ?? null,
    });
    subscription.fillIn({ planId: await this.planIdFor(em, metadata, priceId), stripeCustomerId: customerId });
    return subscription;
  }

  private async planIdFor(
    em: EntityManager,
    metadata: PaymentMetadata,
    priceId: string | null,
  ): Promise<number | null> {
    const fromMetadata = toInt(metadata.planId);
    if (fromMetadata !== null && (await em.count(SubscriptionPlan, { id: fromMetadata }))) return fromMetadata;
    if (!priceId) return null;
    const plan = await em.findOne(SubscriptionPlan, { stripePriceId: priceId });
    return plan?.id ?? null;
  }

  private async save(em: EntityManager, subscription: SchoolSubscription): Promise<void> {
    em.persist(subscription);
    await em.flush();
    if (subscription.schoolId !== null) await this.school.syncPremium(em, subscription.schoolId);
  }
}

function toInt(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}
