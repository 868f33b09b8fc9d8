import type Stripe from 'stripe';
import {
  isSubscriptionState,
  type PaymentEvent,
  type PaymentMetadata,
  type SubscriptionSnapshot,
} from '../domain/payment-event';

/**
 * Stripe event → our PaymentEvent (null for events we do not act on). Pure, so
 * the whole mapping is unit-tested on Stripe's JSON. Written for the pinned API
 * version (2025-08-27.basil): an invoice names its subscription under
 * `parent.subscription_details` and periods live on subscription items. A
 * webhook endpoint left on an older API version sends the older shapes
 * (`invoice.subscription`, `subscription.current_period_*`); those are read too.
 */
export function translateStripeEvent(event: Stripe.Event): PaymentEvent | null {
  const base = { eventId: event.id, occurredAt: fromUnix(event.created) ?? new Date(0) };
  switch (event.type) {
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...base,
        type: 'charge.refunded',
        chargeId: charge.id,
        customerId: idOf(charge.customer),
        paymentIntentId: idOf(charge.payment_intent),
        amount: charge.amount ?? 0,
        amountRefunded: charge.amount_refunded ?? 0,
      };
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return null;
      return {
        ...base,
        type: 'checkout.completed',
        checkoutSessionId: session.id,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
        metadata: cleanMetadata(session.metadata),
      };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (!subscriptionId) return null;
      const line = subscriptionLine(invoice, subscriptionId);
      return {
        ...base,
        type: 'invoice.paid',
        invoiceId: invoice.id ?? event.id,
        subscriptionId,
        customerId: idOf(invoice.customer),
        customerEmail: invoice.customer_email ?? null,
        amountPaid: invoice.amount_paid ?? 0,
        paidAt: fromUnix(invoice.status_transitions?.paid_at) ?? base.occurredAt,
        billingReason: invoice.billing_reason ?? null,
        periodStart: fromUnix(line?.period?.start),
        periodEnd: fromUnix(line?.period?.end),
        priceId: line?.pricing?.price_details?.price ?? null,
        metadata: cleanMetadata(invoice.parent?.subscription_details?.metadata),
      };
    }
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required': {
      const invoice = event.data.object;
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (!subscriptionId) return null;
      const line = subscriptionLine(invoice, subscriptionId);
      return {
        ...base,
        type: event.type,
        subscriptionId,
        customerId: idOf(invoice.customer),
        customerEmail: invoice.customer_email ?? null,
        amountDue: invoice.amount_due ?? 0,
        hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
        nextPaymentAttempt: fromUnix(invoice.next_payment_attempt),
        periodStart: fromUnix(line?.period?.start),
        priceId: line?.pricing?.price_details?.price ?? null,
        metadata: cleanMetadata(invoice.parent?.subscription_details?.metadata),
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const snapshot = subscriptionSnapshot(subscription);
      if (!snapshot) return null;
      return {
        ...base,
        type: event.type === 'customer.subscription.deleted' ? 'subscription.deleted' : 'subscription.updated',
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer),
        snapshot,
        priceId: subscription.items?.data?.[0]?.price?.id ?? null,
        metadata: cleanMetadata(subscription.metadata),
      };
    }
    default:
      return null;
  }
}

/** Our view of a Stripe subscription object (events and API answers alike). */
export function subscriptionSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot | null {
  if (!isSubscriptionState(subscription.status)) return null;
  const item = subscription.items?.data?.[0];
  return {
    status: subscription.status,
    // The billing portal may schedule the end with `cancel_at` instead of the flag; both mean "ending".
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end || subscription.cancel_at),
    currentPeriodStart: fromUnix(
      item?.current_period_start ?? (subscription as unknown as PreBasilShapes).current_period_start,
    ),
    currentPeriodEnd: fromUnix(
      item?.current_period_end ?? (subscription as unknown as PreBasilShapes).current_period_end,
    ),
    canceledAt: fromUnix(subscription.ended_at ?? subscription.canceled_at),
  };
}

/** Fields of API versions before 2025-03-31 (basil), for a webhook endpoint still on an older version. */
interface PreBasilShapes {
  subscription?: string | { id?: string } | null;
  current_period_start?: number;
  current_period_end?: number;
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = idOf(invoice.parent?.subscription_details?.subscription);
  if (fromParent) return fromParent;
  const legacy = idOf((invoice as unknown as PreBasilShapes).subscription);
  if (legacy) return legacy;
  for (const line of invoice.lines?.data ?? []) {
    const id = line.parent?.subscription_item_details?.subscription ?? idOf(line.subscription);
    if (id) return id;
  }
  return null;
}

/** The line of the price the invoice pays for: a plan switch's invoice also has the credit for the unused time. */
function subscriptionLine(invoice: Stripe.Invoice, subscriptionId: string): Stripe.InvoiceLineItem | undefined {
  const lines = (invoice.lines?.data ?? []).filter(
    (line) =>
      line.parent?.subscription_item_details?.subscription === subscriptionId ||
      idOf(line.subscription) === subscriptionId,
  );
  return (
    lines.find((line) => !line.parent?.subscription_item_details?.proration && line.amount >= 0) ??
    lines[0] ??
    invoice.lines?.data[0]
  );
}

function idOf(value: string | { id?: string } | null | undefined): string | null {
  if (!value) return null;
  if (typeof value === 'string') return value;
  return value.id ?? null;
}

function fromUnix(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000) : null;
}

function cleanMetadata(metadata: Stripe.Metadata | null | undefined): PaymentMetadata {
  const result: PaymentMetadata = {};
  for (const [key, value] of Object.entries(metadata ?? {})) if (typeof value === 'string') result[key] = value;
  return result;
}
