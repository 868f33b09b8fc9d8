import { STRIPE_API_VERSION } from '../../billing/adapters';
import {
  chargeIdOf,
  linesOf,
  paymentIntentIdOf,
  successUrlOf,
  type SandboxCheckoutSession,
  type SandboxInvoice,
  type SandboxRefund,
  type SandboxSubscription,
} from '../domain/sandbox-records';

/**
 * Stripe-shaped JSON of the sandbox's records. Events are built exactly as
 * Stripe sends them for the pinned API version, so billing's translator reads
 * sandbox and real events alike.
 */
export function stripeEvent(id: string, type: string, object: Record<string, unknown>, created: number) {
  return {
    id,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export function checkoutSessionJson(session: SandboxCheckoutSession, amountTotal: number) {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: 'subscription',
    status: session.status,
    payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
    amount_total: amountTotal,
    currency: 'usd',
    client_reference_id: session.metadata.claimId ?? null,
    customer: session.customerId,
    customer_email: session.customerEmail,
    customer_details: session.status === 'complete' ? { email: session.customerEmail } : null,
    subscription: session.subscriptionId,
    metadata: session.metadata,
    success_url: successUrlOf(session),
    cancel_url: session.cancelUrl,
    url: null,
    created: session.created,
    livemode: false,
  };
}

export function subscriptionJson(subscription: SandboxSubscription) {
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customerId,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null,
    canceled_at: subscription.canceledAt,
    ended_at: subscription.endedAt,
    created: subscription.created,
    start_date: subscription.created,
    currency: 'usd',
    metadata: subscription.metadata,
    latest_invoice: subscription.latestInvoiceId,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${subscription.id.slice(4)}`,
          object: 'subscription_item',
          quantity: 1,
          subscription: subscription.id,
          current_period_start: subscription.currentPeriodStart,
          current_period_end: subscription.currentPeriodEnd,
          price: {
            id: subscription.priceId,
            object: 'price',
            currency: 'usd',
            unit_amount: subscription.amount,
            recurring: { interval: subscription.interval, interval_count: 1 },
          },
        },
      ],
    },
    livemode: false,
  };
}

export function invoiceJson(invoice: SandboxInvoice, subscription: SandboxSubscription, pdfUrl: string | null = null) {
  const paid = invoice.status === 'paid';
  const total = linesOf(invoice).reduce((sum, line) => sum + line.amount, 0);
  return {
    id: invoice.id,
    object: 'invoice',
    number: invoice.number ?? null,
    attempt_count: invoice.attemptCount ?? (paid ? 1 : 0),
    attempted: (invoice.attemptCount ?? (paid ? 1 : 0)) > 0,
    next_payment_attempt: invoice.nextPaymentAttempt ?? null,
    invoice_pdf: pdfUrl,
    subtotal: total,
    total,
    customer: invoice.customerId,
    customer_email: invoice.customerEmail,
    amount_due: invoice.amountDue,
    amount_paid: paid ? invoice.amountDue : 0,
    amount_remaining: paid ? 0 : invoice.amountDue,
    billing_reason: invoice.billingReason,
    currency: 'usd',
    status: invoice.status,
    status_transitions: { paid_at: paid ? (invoice.paidAt ?? invoice.created) : null },
    hosted_invoice_url: invoice.hostedInvoiceUrl,
    created: invoice.created,
    period_start: invoice.periodStart,
    period_end: invoice.periodEnd,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    lines: {
      object: 'list',
      data: linesOf(invoice).map((line, index) => ({
        id: `il_${invoice.id.slice(3)}_${index}`,
        object: 'line_item',
        amount: line.amount,
        currency: 'usd',
        description: line.description,
        period: { start: line.periodStart, end: line.periodEnd },
        pricing: {
          type: 'price_details',
          price_details: { price: subscription.priceId, product: 'prod_sandbox_premium' },
          unit_amount_decimal: String(line.amount),
        },
        parent: {
          type: 'subscription_item_details',
          subscription_item_details: {
            subscription: subscription.id,
            subscription_item: `si_${subscription.id.slice(4)}`,
            invoice_item: null,
            proration: line.proration,
            proration_details: null,
          },
        },
        quantity: 1,
      })),
    },
    livemode: false,
  };
}

/** The charge of a paid invoice, as `charge.refunded` carries it. */
export function refundedChargeJson(invoice: SandboxInvoice, refund: SandboxRefund) {
  return {
    id: chargeIdOf(invoice),
    object: 'charge',
    amount: invoice.amountDue,
    amount_captured: invoice.amountDue,
    // Cumulative, as Stripe's charge reports it after every refund.
    amount_refunded: invoice.amountRefunded ?? refund.amount,
    captured: true,
    currency: 'usd',
    customer: invoice.customerId,
    billing_details: { email: invoice.customerEmail },
    paid: true,
    payment_intent: paymentIntentIdOf(invoice),
    refunded: (invoice.amountRefunded ?? refund.amount) >= invoice.amountDue,
    status: 'succeeded',
    metadata: {},
    created: invoice.created,
    livemode: false,
  };
}
