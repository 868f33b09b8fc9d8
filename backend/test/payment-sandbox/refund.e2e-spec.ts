import { PaymentGateway } from '../../src/modules/billing';
import { createTestApp, type TestApp } from '../support/test-app';
import { apply, as, sql, tag } from '../billing/billing-fixtures';
import { PAYS, claimCheckout, claimEvents } from './sandbox-fixtures';

interface StoredEvent {
  id: string;
  type: string;
}

/** Events about one sandbox customer (charges and subscriptions carry the customer id), oldest first. */
function customerEvents(t: TestApp, customerId: string): Promise<StoredEvent[]> {
  return sql(
    t,
    `select "id", "type" from "payment_event" where "payload"->'data'->'object'->>'customer' = ? order by "received_at", "id"`,
    [customerId],
  );
}

async function sandboxObject<T>(t: TestApp, id: string): Promise<T> {
  const [row] = await sql<{ data: T }>(t, 'select "data" from "payment_sandbox_object" where "id" = ?', [id]);
  return row.data;
}

/**
 * `PaymentGateway.refund` in the sandbox: the latest payment is given back
 * and the subscription ends at once, confirmed by the same signed events
 * Stripe sends (`charge.refunded`, `customer.subscription.deleted`).
 */
describe('payment sandbox: refunds through the PaymentGateway port', () => {
  let t: TestApp;
  let gateway: PaymentGateway;
  beforeAll(async () => {
    t = await createTestApp();
    gateway = t.app.get(PaymentGateway);
  });
  afterAll(() => t.close());

  it('refunds a paid claim checkout and cancels its subscription, once', async () => {
    const { claimId, sessionId } = await claimCheckout(t, 'yearly');
    await as(t).post(`/api/sandbox/checkout/${sessionId}/pay`).send({ cardNumber: PAYS }).expect(200);
    await apply(
      t,
      (await claimEvents(t, claimId)).map((e) => e.id),
    );
    const { subscriptionId, customerId } = await sandboxObject<{ subscriptionId: string; customerId: string }>(
      t,
      sessionId,
    );

    const result = await gateway.refund({
      checkoutSessionId: sessionId,
      idempotencyKey: `claim:${claimId}:refund`,
      metadata: { claimId: String(claimId) },
    });
    expect(result).toEqual({
      refundId: expect.stringMatching(/^re_sbx_[0-9a-f]+$/),
      amountRefunded: 99500,
      subscriptionId,
    });

    const refund = await sandboxObject<Record<string, unknown>>(t, result.refundId!);
    expect(refund).toMatchObject({ subscriptionId, amount: 99500, metadata: { claimId: String(claimId) } });
    expect(refund.paymentIntentId).toMatch(/^pi_sbx_/);
    const subscription = await sandboxObject<{ status: string; latestInvoiceId: string }>(t, subscriptionId);
    expect(subscription.status).toBe('canceled');
    expect(await sandboxObject(t, subscription.latestInvoiceId)).toMatchObject({ refundId: result.refundId });

    const events = await customerEvents(t, customerId);
    const afterPayment = events.filter(
      (e) => e.type === 'charge.refunded' || e.type === 'customer.subscription.deleted',
    );
    expect(afterPayment.map((e) => e.type).sort()).toEqual(['charge.refunded', 'customer.subscription.deleted']);
    const [charge] = await sql<{ payload: { data: { object: Record<string, unknown> } } }>(
      t,
      'select "payload" from "payment_event" where "id" = ?',
      [afterPayment.find((e) => e.type === 'charge.refunded')!.id],
    );
    expect(charge.payload.data.object).toMatchObject({
      object: 'charge',
      amount_refunded: 99500,
      refunded: true,
      payment_intent: refund.paymentIntentId,
    });

    // The worker applies them: the refund is recorded in the audit log, the subscription ends.
    const outcomes = await apply(
      t,
      afterPayment.map((e) => e.id),
    );
    expect(Object.fromEntries(afterPayment.map((e, i) => [e.type, outcomes[i]]))).toEqual({
      'charge.refunded': 'applied',
      'customer.subscription.deleted': 'applied',
    });
    const audited = await sql<{ actor_id: string | null; after: Record<string, unknown> }>(
      t,
      `select "actor_id", "after" from "audit_log" where "action" = 'billing.payment_refunded' and "after"->>'customerId' = ?`,
      [customerId],
    );
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      actor_id: null,
      after: { amountRefundedCents: 99500, paymentIntentId: refund.paymentIntentId, subscriptionId },
    });
    const [row] = await sql<{ status: string }>(
      t,
      'select "status" from "school_subscription" where "stripe_subscription_id" = ?',
      [subscriptionId],
    );
    expect(row.status).toBe('canceled');

    // A retry (the caller's transaction failed after the call, say) repeats nothing.
    const again = await gateway.refund({ checkoutSessionId: sessionId, idempotencyKey: `claim:${claimId}:refund` });
    expect(again).toEqual(result);
    expect(await customerEvents(t, customerId)).toHaveLength(events.length);
  });

  it('closes a claim checkout that was never paid: nothing refunded, and it can no longer be paid', async () => {
    const { claimId, sessionId } = await claimCheckout(t, 'monthly');
    const result = await gateway.refund({ checkoutSessionId: sessionId, idempotencyKey: `claim:${claimId}:refund` });
    expect(result).toEqual({ refundId: null, amountRefunded: 0, subscriptionId: null });

    expect((await as(t).get(`/api/sandbox/checkout/${sessionId}`).expect(200)).body.status).toBe('expired');
    const late = await as(t).post(`/api/sandbox/checkout/${sessionId}/pay`).send({ cardNumber: PAYS }).expect(409);
    expect(late.body.message).toBe('This checkout has expired.');
    expect((await claimEvents(t, claimId)).map((e) => e.type)).toEqual(['checkout.session.expired']);
  });

  it('refunds a subscription by its id (a /subscription payment)', async () => {
    const customer = await gateway.createCustomer({
      email: `refund-${tag()}@example.com`,
      name: 'Refund Owner',
      metadata: {},
      idempotencyKey: `test:${tag()}:customer`,
    });
    const created = await gateway.createSubscription({
      customerId: customer.id,
      priceId: t.config.payments.priceMonthly,
      metadata: { schoolId: '0' },
      idempotencyKey: `test:${tag()}:subscription`,
    });
    await as(t)
      .post('/api/sandbox/payments/confirm')
      .send({ clientSecret: created.clientSecret, cardNumber: PAYS })
      .expect(200);

    const result = await gateway.refund({
      subscriptionId: created.subscriptionId,
      idempotencyKey: `test:${tag()}:refund`,
    });
    expect(result).toMatchObject({ amountRefunded: 9900, subscriptionId: created.subscriptionId });
    expect((await customerEvents(t, customer.id)).map((e) => e.type).sort()).toEqual([
      'charge.refunded',
      'customer.subscription.deleted',
      'customer.subscription.updated',
      'invoice.paid',
    ]);
  });

  it('refunds nothing for a subscription whose first payment never went through, but still ends it', async () => {
    const customer = await gateway.createCustomer({
      email: `unpaid-${tag()}@example.com`,
      name: '',
      metadata: {},
      idempotencyKey: `test:${tag()}:customer`,
    });
    const created = await gateway.createSubscription({
      customerId: customer.id,
      priceId: t.config.payments.priceMonthly,
      metadata: {},
      idempotencyKey: `test:${tag()}:subscription`,
    });
    const result = await gateway.refund({
      subscriptionId: created.subscriptionId,
      idempotencyKey: `test:${tag()}:refund`,
    });
    expect(result).toEqual({ refundId: null, amountRefunded: 0, subscriptionId: created.subscriptionId });
    expect((await customerEvents(t, customer.id)).map((e) => e.type)).toEqual(['customer.subscription.deleted']);
  });
});
