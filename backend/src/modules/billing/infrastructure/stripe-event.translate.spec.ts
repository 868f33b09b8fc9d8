import type Stripe from 'stripe';
import { translateStripeEvent } from './stripe-event.translate';

/** Trimmed copies of real Stripe payloads (API 2025-08-27.basil), only the fields that matter plus some noise. */
const event = (type: string, object: Record<string, unknown>, created = 1767225600) =>
  ({
    id: `evt_${type.replace(/\W/g, '_')}`,
    object: 'event',
    api_version: '2025-08-27.basil',
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: 'req_1', idempotency_key: 'claim:1:checkout' },
    type,
  }) as unknown as Stripe.Event;

const stripeCheckout = {
  id: 'cs_test_a1',
  object: 'checkout.session',
  mode: 'subscription',
  status: 'complete',
  payment_status: 'paid',
  customer: 'cus_Q1',
  customer_email: 'jane@school.example',
  customer_details: { email: 'Jane@School.example', name: 'Jane Doe' },
  subscription: 'sub_Q1',
  metadata: { claimId: '42', planId: '2', schoolName: 'Meadows School' },
  success_url: 'http://localhost:3000/claim-school?status=success',
};

const stripeInvoice = {
  id: 'in_Q1',
  object: 'invoice',
  customer: 'cus_Q1',
  customer_email: 'jane@school.example',
  amount_due: 99500,
  amount_paid: 99500,
  status_transitions: { paid_at: 1767225660 },
  hosted_invoice_url: 'https://invoice.stripe.com/i/acct_1/test_1',
  billing_reason: 'subscription_create',
  period_start: 1767225600,
  period_end: 1767225600,
  parent: {
    type: 'subscription_details',
    quote_details: null,
    subscription_details: { subscription: 'sub_Q1', metadata: { claimId: '42', planId: '2' } },
  },
  lines: {
    object: 'list',
    data: [
      {
        id: 'il_1',
        object: 'line_item',
        amount: 99500,
        period: { start: 1767225600, end: 1798761600 },
        pricing: { type: 'price_details', price_details: { price: 'price_Y', product: 'prod_1' } },
        parent: {
          type: 'subscription_item_details',
          subscription_item_details: { subscription: 'sub_Q1', subscription_item: 'si_1', proration: false },
        },
      },
    ],
  },
};

const stripeSubscription = {
  id: 'sub_Q1',
  object: 'subscription',
  customer: 'cus_Q1',
  status: 'active',
  cancel_at_period_end: false,
  cancel_at: null,
  canceled_at: null,
  ended_at: null,
  metadata: { claimId: '42', planId: '2' },
  items: {
    object: 'list',
    data: [{ id: 'si_1', current_period_start: 1767225600, current_period_end: 1798761600, price: { id: 'price_Y' } }],
  },
};

describe('translateStripeEvent', () => {
  it('reads a completed subscription checkout', () => {
    expect(translateStripeEvent(event('checkout.session.completed', stripeCheckout))).toEqual({
      type: 'checkout.completed',
      eventId: 'evt_checkout_session_completed',
      occurredAt: new Date(1767225600 * 1000),
      checkoutSessionId: 'cs_test_a1',
      customerId: 'cus_Q1',
      subscriptionId: 'sub_Q1',
      customerEmail: 'Jane@School.example',
      metadata: { claimId: '42', planId: '2', schoolName: 'Meadows School' },
    });
  });

  it('ignores one-off payment checkouts and event types we do not act on', () => {
    expect(
      translateStripeEvent(event('checkout.session.completed', { ...stripeCheckout, mode: 'payment' })),
    ).toBeNull();
    expect(translateStripeEvent(event('customer.created', { id: 'cus_1' }))).toBeNull();
  });

  it('reads a paid invoice: subscription from parent, period and price from its line', () => {
    expect(translateStripeEvent(event('invoice.paid', stripeInvoice))).toMatchObject({
      type: 'invoice.paid',
      invoiceId: 'in_Q1',
      subscriptionId: 'sub_Q1',
      customerId: 'cus_Q1',
      customerEmail: 'jane@school.example',
      amountPaid: 99500,
      paidAt: new Date(1767225660 * 1000),
      periodStart: new Date(1767225600 * 1000),
      periodEnd: new Date(1798761600 * 1000),
      priceId: 'price_Y',
      metadata: { claimId: '42', planId: '2' },
    });
  });

  it('dates a receipt by the event when the invoice does not say when it was paid', () => {
    const { status_transitions: _paidAt, ...undated } = stripeInvoice;
    const paid = translateStripeEvent(event('invoice.paid', undated, 1767225700));
    expect(paid).toMatchObject({ paidAt: new Date(1767225700 * 1000) });
  });

  it('finds the subscription on the lines when the invoice has no parent details', () => {
    const withoutParent = { ...stripeInvoice, parent: null };
    expect(translateStripeEvent(event('invoice.paid', withoutParent))).toMatchObject({ subscriptionId: 'sub_Q1' });
    expect(translateStripeEvent(event('invoice.paid', { ...withoutParent, lines: { data: [] } }))).toBeNull();
  });

  it('reads the shapes of API versions before 2025-03-31 too', () => {
    const legacyInvoice = { ...stripeInvoice, parent: null, subscription: 'sub_OLD', lines: { data: [] } };
    expect(translateStripeEvent(event('invoice.paid', legacyInvoice))).toMatchObject({ subscriptionId: 'sub_OLD' });
    const legacySubscription = {
      ...stripeSubscription,
      items: { data: [{ id: 'si_1', price: { id: 'price_Y' } }] },
      current_period_start: 1767225600,
      current_period_end: 1798761600,
    };
    expect(translateStripeEvent(event('customer.subscription.updated', legacySubscription))).toMatchObject({
      snapshot: { currentPeriodEnd: new Date(1798761600 * 1000) },
    });
  });

  it('reads failed and action-required invoices with the address to pay at', () => {
    for (const type of ['invoice.payment_failed', 'invoice.payment_action_required'] as const) {
      expect(translateStripeEvent(event(type, stripeInvoice))).toMatchObject({
        type,
        subscriptionId: 'sub_Q1',
        customerEmail: 'jane@school.example',
        amountDue: 99500,
        hostedInvoiceUrl: 'https://invoice.stripe.com/i/acct_1/test_1',
      });
    }
  });

  it('reads subscription updates, with cancel_at counting as ending', () => {
    expect(translateStripeEvent(event('customer.subscription.updated', stripeSubscription))).toMatchObject({
      type: 'subscription.updated',
      subscriptionId: 'sub_Q1',
      snapshot: {
        status: 'active',
        cancelAtPeriodEnd: false,
        currentPeriodStart: new Date(1767225600 * 1000),
        currentPeriodEnd: new Date(1798761600 * 1000),
        canceledAt: null,
      },
    });
    const scheduled = { ...stripeSubscription, cancel_at: 1798761600 };
    expect(translateStripeEvent(event('customer.subscription.updated', scheduled))).toMatchObject({
      snapshot: { cancelAtPeriodEnd: true },
    });
    const ended = { ...stripeSubscription, status: 'canceled', canceled_at: 1770000000, ended_at: 1770000000 };
    expect(translateStripeEvent(event('customer.subscription.deleted', ended))).toMatchObject({
      type: 'subscription.deleted',
      snapshot: { status: 'canceled', canceledAt: new Date(1770000000 * 1000) },
    });
  });
});
