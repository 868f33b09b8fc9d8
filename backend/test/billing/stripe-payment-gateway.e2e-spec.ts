import { loadConfig } from '../../src/config';
import { StripePaymentGateway } from '../../src/modules/billing/infrastructure/stripe-payment-gateway';
import { StripeDouble, paidInvoice } from '../support/stripe-double';

/** The Stripe adapter's requests, as the Stripe API sees them (through the SDK, against a local double). */
describe('billing: Stripe adapter against the Stripe API double', () => {
  const double = new StripeDouble();
  let gateway: StripePaymentGateway;

  beforeAll(async () => {
    await double.start();
    const config = loadConfig({
      NODE_ENV: 'test',
      STRIPE_SECRET_KEY: 'sk_test_double',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
      STRIPE_WEBHOOK_SECRET: 'whsec_double',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_YEARLY: 'price_y',
      STRIPE_API_BASE: double.url,
    });
    gateway = new StripePaymentGateway(config);
  });
  afterAll(() => double.stop());

  it('opens a subscription-mode checkout with price, e-mail, metadata, URLs and the claim idempotency key', async () => {
    const session = await gateway.createCheckoutSession({
      priceId: 'price_y',
      customerEmail: 'jane@school.example',
      metadata: { claimId: '7', planId: '2', schoolName: 'Meadows School' },
      successUrl: 'http://localhost:3000/claim-school?status=success',
      cancelUrl: 'http://localhost:3000/claim-school?status=cancelled',
      idempotencyKey: 'claim:7:checkout',
    });
    expect(session).toEqual({ id: 'cs_test_double_1', url: 'https://checkout.stripe.test/c/pay/cs_test_double_1' });

    const [request] = double.requestsTo('POST /v1/checkout/sessions');
    expect(request.idempotencyKey).toBe('claim:7:checkout');
    expect(request.headers.authorization).toBe('Bearer sk_test_double');
    expect(request.headers['stripe-version']).toBe('2025-08-27.basil');
    expect(request.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_y',
      'line_items[0][quantity]': '1',
      customer_email: 'jane@school.example',
      client_reference_id: '7',
      'metadata[claimId]': '7',
      'metadata[planId]': '2',
      'subscription_data[metadata][claimId]': '7',
      success_url: 'http://localhost:3000/claim-school?status=success',
      cancel_url: 'http://localhost:3000/claim-school?status=cancelled',
    });
  });

  it('creates an incomplete subscription and reads the client secret from latest_invoice.confirmation_secret', async () => {
    const created = await gateway.createSubscription({
      customerId: 'cus_double_1',
      priceId: 'price_m',
      metadata: { schoolId: '5', planId: '1', subscriptionRowId: '9' },
      idempotencyKey: 'school:5:plan:1:subscription:9',
    });
    expect(created).toEqual({
      subscriptionId: 'sub_double_1',
      customerId: 'cus_double_1',
      clientSecret: 'pi_double_1_secret_abc',
    });
    const [request] = double.requestsTo('POST /v1/subscriptions');
    expect(request.idempotencyKey).toBe('school:5:plan:1:subscription:9');
    expect(request.form).toMatchObject({
      customer: 'cus_double_1',
      'items[0][price]': 'price_m',
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'expand[0]': 'latest_invoice.confirmation_secret',
      'metadata[schoolId]': '5',
      'metadata[subscriptionRowId]': '9',
    });
  });

  it('creates customers, cancels at period end and opens billing portal sessions with idempotency keys', async () => {
    await gateway.createCustomer({
      email: 'o@s.example',
      name: 'Owner',
      metadata: { userId: 'u1' },
      idempotencyKey: 'user:u1:customer',
    });
    expect(double.requestsTo('POST /v1/customers')[0]).toMatchObject({
      idempotencyKey: 'user:u1:customer',
      form: { email: 'o@s.example', name: 'Owner', 'metadata[userId]': 'u1' },
    });

    const snapshot = await gateway.cancelAtPeriodEnd({
      subscriptionId: 'sub_double_1',
      idempotencyKey: 'school-subscription:9:cancel:0',
    });
    expect(snapshot).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(1769904000 * 1000),
    });
    expect(double.requestsTo('POST /v1/subscriptions/:id').at(-1)).toMatchObject({
      path: '/v1/subscriptions/sub_double_1',
      idempotencyKey: 'school-subscription:9:cancel:0',
      form: { cancel_at_period_end: 'true' },
    });

    const portal = await gateway.createBillingPortalSession({
      customerId: 'cus_double_1',
      returnUrl: 'http://localhost:3000/school-dashboard',
      idempotencyKey: 'school:5:billing-portal:1',
    });
    expect(portal.url).toBe('https://billing.stripe.test/p/session/bps_double_1');
    expect(double.requestsTo('POST /v1/billing_portal/sessions')[0]).toMatchObject({
      idempotencyKey: 'school:5:billing-portal:1',
      form: { customer: 'cus_double_1', return_url: 'http://localhost:3000/school-dashboard' },
    });
  });

  it('resumes a scheduled end with cancel_at_period_end false, and clears a portal’s cancel_at date too', async () => {
    const snapshot = await gateway.resumeSubscription({
      subscriptionId: 'sub_double_1',
      idempotencyKey: 'school-subscription:9:resume:1000',
    });
    expect(snapshot).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(double.requestsTo('POST /v1/subscriptions/:id').at(-1)).toMatchObject({
      path: '/v1/subscriptions/sub_double_1',
      idempotencyKey: 'school-subscription:9:resume:1000',
      form: { cancel_at_period_end: 'false' },
    });

    // A portal configured to cancel on a date leaves cancel_at set after the first update.
    double.on('POST /v1/subscriptions/:id', (req) => ({
      body: {
        id: req.path.split('/').pop(),
        object: 'subscription',
        customer: 'cus_double_1',
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: req.form.cancel_at === '' ? null : 1769904000,
        items: { object: 'list', data: [{ id: 'si_1', current_period_end: 1769904000, price: { id: 'price_m' } }] },
      },
    }));
    const before = double.requests.length;
    const cleared = await gateway.resumeSubscription({
      subscriptionId: 'sub_double_4',
      idempotencyKey: 'school-subscription:10:resume:2000',
    });
    expect(cleared.cancelAtPeriodEnd).toBe(false);
    const calls = double.requests.slice(before);
    expect(calls.map((r) => [r.idempotencyKey, r.form])).toEqual([
      ['school-subscription:10:resume:2000', { cancel_at_period_end: 'false' }],
      ['school-subscription:10:resume:2000:cancel-at', { cancel_at: '' }],
    ]);
  });

  it('refunds a paid checkout: its subscription’s latest payment intent, then cancels the subscription at once', async () => {
    const before = double.requests.length;
    const result = await gateway.refund({
      checkoutSessionId: 'cs_test_paid_1',
      idempotencyKey: 'claim:7:refund',
      metadata: { claimId: '7' },
    });
    expect(result).toEqual({ refundId: 're_double_1', amountRefunded: 99500, subscriptionId: 'sub_double_1' });

    const calls = double.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual([
      'GET /v1/checkout/sessions/cs_test_paid_1',
      'GET /v1/subscriptions/sub_double_1',
      'POST /v1/refunds',
      'DELETE /v1/subscriptions/sub_double_1',
    ]);
    expect(double.requestsTo('GET /v1/subscriptions/:id').at(-1)!.query).toMatchObject({
      'expand[0]': 'latest_invoice.payments',
    });
    expect(double.requestsTo('POST /v1/refunds').at(-1)).toMatchObject({
      idempotencyKey: 'claim:7:refund:refund',
      form: { payment_intent: 'pi_double_1', 'metadata[claimId]': '7' },
    });
    expect(double.requestsTo('DELETE /v1/subscriptions/:id').at(-1)!.idempotencyKey).toBe('claim:7:refund:cancel');
  });

  it('refunds by subscription id, and does not cancel a subscription that has already ended', async () => {
    double.on('GET /v1/subscriptions/:id', (req) => ({
      body: {
        id: req.path.split('/').pop(),
        object: 'subscription',
        customer: 'cus_double_1',
        status: 'canceled',
        items: { object: 'list', data: [] },
        latest_invoice: paidInvoice('in_double_2', 'pi_double_2', 9900),
      },
    }));
    const before = double.requests.length;
    const result = await gateway.refund({ subscriptionId: 'sub_double_2', idempotencyKey: 'school:5:refund:1' });
    expect(result).toMatchObject({ refundId: 're_double_1', subscriptionId: 'sub_double_2' });
    expect(double.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/subscriptions/sub_double_2',
      'POST /v1/refunds',
    ]);
    expect(double.requestsTo('POST /v1/refunds').at(-1)!.form.payment_intent).toBe('pi_double_2');
  });

  it('answers the first refund when Stripe says the charge was already refunded (a retry after 24 h)', async () => {
    double.on('POST /v1/refunds', () => ({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge ch_double_1 has already been refunded.',
        },
      },
    }));
    const result = await gateway.refund({ subscriptionId: 'sub_double_3', idempotencyKey: 'school:6:refund:1' });
    expect(result).toMatchObject({ refundId: 're_double_1', amountRefunded: 99500 });
    expect(double.requestsTo('GET /v1/refunds').at(-1)!.query).toMatchObject({ payment_intent: 'pi_double_2' });
  });

  it('closes a checkout that was never paid instead of refunding: nothing to give back, nothing to cancel', async () => {
    double.on('GET /v1/checkout/sessions/:id', (req) => ({
      body: { id: req.path.split('/').pop(), object: 'checkout.session', status: 'open', subscription: null },
    }));
    const before = double.requests.length;
    const result = await gateway.refund({ checkoutSessionId: 'cs_test_open_1', idempotencyKey: 'claim:9:refund' });
    expect(result).toEqual({ refundId: null, amountRefunded: 0, subscriptionId: null });
    expect(double.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/checkout/sessions/cs_test_open_1',
      'POST /v1/checkout/sessions/cs_test_open_1/expire',
    ]);
    expect(double.requestsTo('POST /v1/checkout/sessions/:id/expire')[0].idempotencyKey).toBe('claim:9:refund:expire');
  });

  it('reads the last paid invoice with what was refunded of it, and refunds part of it without cancelling', async () => {
    double.on('GET /v1/invoices', () => ({
      body: {
        object: 'list',
        url: '/v1/invoices',
        has_more: false,
        data: [paidInvoice('in_double_7', 'pi_double_7', 9900)],
      },
    }));
    double.on('GET /v1/invoices/:id', (req) => ({
      body: paidInvoice(req.path.split('/').pop()!, 'pi_double_7', 9900),
    }));
    double.on('GET /v1/refunds', () => ({
      body: {
        object: 'list',
        url: '/v1/refunds',
        has_more: false,
        data: [{ id: 're_old', object: 'refund', amount: 1500, status: 'succeeded', payment_intent: 'pi_double_7' }],
      },
    }));
    double.on('POST /v1/refunds', (req) => ({
      body: { id: 're_double_7', object: 'refund', amount: Number(req.form.amount), status: 'succeeded' },
    }));
    const last = await gateway.lastPayment('sub_double_7');
    expect(last).toEqual({ invoiceId: 'in_double_7', paidCents: 9900, refundedCents: 1500, paidAt: null });
    expect(double.requestsTo('GET /v1/invoices').at(-1)!.query).toMatchObject({
      subscription: 'sub_double_7',
      status: 'paid',
      limit: '1',
      'expand[0]': 'data.payments',
    });
    expect(double.requestsTo('GET /v1/refunds').at(-1)!.query).toMatchObject({ payment_intent: 'pi_double_7' });

    const before = double.requests.length;
    const refund = await gateway.refundLastPayment({
      subscriptionId: 'sub_double_7',
      invoiceId: 'in_double_7',
      amountCents: 2500,
      idempotencyKey: 'admin-refund:4:in_double_7:1500:2500',
      metadata: { subscriptionRowId: '4' },
    });
    expect(refund).toEqual({ refundId: 're_double_7', amountRefunded: 2500 });
    expect(double.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/invoices/in_double_7',
      'POST /v1/refunds',
    ]);
    expect(double.requestsTo('POST /v1/refunds').at(-1)).toMatchObject({
      idempotencyKey: 'admin-refund:4:in_double_7:1500:2500',
      form: {
        payment_intent: 'pi_double_7',
        amount: '2500',
        reason: 'requested_by_customer',
        'metadata[subscriptionRowId]': '4',
      },
    });
  });

  it('reads the card on file (subscription default, else the customer’s) and the invoices with their PDFs', async () => {
    const card = { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2029 };
    double.on('GET /v1/subscriptions/:id', (req) => ({
      body: {
        id: req.path.split('/').pop(),
        object: 'subscription',
        customer: 'cus_double_1',
        default_payment_method: null,
        items: { object: 'list', data: [] },
      },
    }));
    double.on('GET /v1/customers/:id', (req) => ({
      body: {
        id: req.path.split('/').pop(),
        object: 'customer',
        invoice_settings: { default_payment_method: { id: 'pm_1', object: 'payment_method', type: 'card', card } },
      },
    }));
    double.on('GET /v1/invoices', () => ({
      body: {
        object: 'list',
        url: '/v1/invoices',
        has_more: false,
        data: [
          {
            id: 'in_2',
            object: 'invoice',
            number: 'ABC-0002',
            status: 'paid',
            amount_due: 89600,
            amount_paid: 89600,
            billing_reason: 'subscription_update',
            created: 1768000000,
            period_start: 1768000000,
            period_end: 1768000000,
            hosted_invoice_url: 'https://invoice.stripe.test/i/in_2',
            invoice_pdf: 'https://pay.stripe.test/invoice/in_2/pdf',
            lines: {
              object: 'list',
              data: [
                { id: 'il_1', amount: -9900, period: { start: 1768000000, end: 1769904000 } },
                { id: 'il_2', amount: 99500, period: { start: 1768000000, end: 1799536000 } },
              ],
            },
          },
          { id: 'in_draft', object: 'invoice', status: 'draft', created: 1768000001, lines: { data: [] } },
        ],
      },
    }));
    const details = await gateway.billingDetails({ subscriptionId: 'sub_double_9', customerId: 'cus_double_1' });
    expect(details.card).toEqual({ brand: 'visa', last4: '4242', expMonth: 8, expYear: 2029 });
    expect(details.invoices).toEqual([
      {
        id: 'in_2',
        number: 'ABC-0002',
        amountDueCents: 89600,
        amountPaidCents: 89600,
        refundedCents: null,
        status: 'paid',
        billingReason: 'subscription_update',
        createdAt: new Date(1768000000 * 1000),
        periodStart: new Date(1768000000 * 1000),
        periodEnd: new Date(1799536000 * 1000),
        hostedUrl: 'https://invoice.stripe.test/i/in_2',
        pdfUrl: 'https://pay.stripe.test/invoice/in_2/pdf',
      },
    ]);
    expect(double.requestsTo('GET /v1/subscriptions/:id').at(-1)!.query).toMatchObject({
      'expand[0]': 'default_payment_method',
    });
    expect(double.requestsTo('GET /v1/invoices').at(-1)!.query).toMatchObject({ subscription: 'sub_double_9' });
    expect(double.requestsTo('GET /v1/customers/:id').at(-1)!.query).toMatchObject({
      'expand[0]': 'invoice_settings.default_payment_method',
    });
  });

  it('previews a switch with Stripe’s upcoming invoice and switches with the same proration date, invoiced at once', async () => {
    double.on('GET /v1/subscriptions/:id', (req) => ({
      body: {
        id: req.path.split('/').pop(),
        object: 'subscription',
        customer: 'cus_double_1',
        status: 'active',
        items: { object: 'list', data: [{ id: 'si_double_1', price: { id: 'price_m' } }] },
      },
    }));
    double.on('POST /v1/invoices/create_preview', () => ({
      body: {
        object: 'invoice',
        amount_due: 89600,
        total: 89600,
        lines: {
          object: 'list',
          data: [
            { amount: -9900, period: { start: 1768000000, end: 1769904000 } },
            { amount: 99500, period: { start: 1768000000, end: 1799536000 } },
          ],
        },
      },
    }));
    const preview = await gateway.previewPlanChange({ subscriptionId: 'sub_double_9', priceId: 'price_y' });
    expect(preview).toMatchObject({
      amountDueNowCents: 89600,
      unusedTimeCreditCents: 9900,
      newPriceCents: 99500,
      creditCarriedCents: 0,
      nextChargeAt: new Date(1799536000 * 1000),
    });
    const form = double.requestsTo('POST /v1/invoices/create_preview').at(-1)!.form;
    expect(form).toMatchObject({
      customer: 'cus_double_1',
      subscription: 'sub_double_9',
      'subscription_details[items][0][id]': 'si_double_1',
      'subscription_details[items][0][price]': 'price_y',
      'subscription_details[proration_behavior]': 'always_invoice',
      'subscription_details[proration_date]': String(preview.prorationDate.getTime() / 1000),
    });

    await gateway.changePlan({
      subscriptionId: 'sub_double_9',
      priceId: 'price_y',
      prorationDate: preview.prorationDate,
      idempotencyKey: 'school-subscription:9:plan:2:0',
    });
    expect(double.requestsTo('POST /v1/subscriptions/:id').at(-1)).toMatchObject({
      path: '/v1/subscriptions/sub_double_9',
      idempotencyKey: 'school-subscription:9:plan:2:0',
      form: {
        'items[0][id]': 'si_double_1',
        'items[0][price]': 'price_y',
        proration_behavior: 'always_invoice',
        proration_date: String(preview.prorationDate.getTime() / 1000),
        payment_behavior: 'error_if_incomplete',
      },
    });

    // A declined prorated charge: Stripe answers 402 card_error and the plan stays; the school is told so.
    double.on('POST /v1/subscriptions/:id', () => ({
      status: 402,
      body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
    }));
    await expect(
      gateway.changePlan({
        subscriptionId: 'sub_double_9',
        priceId: 'price_y',
        prorationDate: preview.prorationDate,
        idempotencyKey: 'school-subscription:9:plan:2:1',
      }),
    ).rejects.toMatchObject({ code: 'billing.plan_change_declined' });
  });

  it('turns a Stripe error into a neutral 503-kind error without leaking Stripe’s text', async () => {
    double.on('POST /v1/checkout/sessions', () => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'No such price: price_gone' } },
    }));
    await expect(
      gateway.createCheckoutSession({
        priceId: 'price_gone',
        customerEmail: 'a@b.example',
        metadata: {},
        successUrl: 'http://x/s',
        cancelUrl: 'http://x/c',
        idempotencyKey: 'claim:8:checkout',
      }),
    ).rejects.toMatchObject({ kind: 'unavailable', message: expect.not.stringContaining('price_gone') });
  });
});
