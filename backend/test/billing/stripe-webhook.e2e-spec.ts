import request from 'supertest';
import { PaymentEventsRelay } from '../../src/modules/billing/adapters';
import { PaymentEventQueue } from '../../src/modules/billing/application/ports/payment-event-queue';
import { PaymentEventStore } from '../../src/modules/billing/application/ports/payment-event-store';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  apply,
  createSchool,
  deliver,
  invoice,
  paymentQueue,
  schoolPremium,
  sql,
  stripeEvent,
  subscriptionObject,
  tag,
} from './billing-fixtures';

const DAY = 86_400;
const T0 = Math.floor(Date.UTC(2026, 0, 1) / 1000);

interface SubscriptionRow {
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: string | null;
  school_id: number | null;
}

async function subscriptionRow(t: TestApp, stripeSubscriptionId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await sql<SubscriptionRow>(
    t,
    'select "status", "cancel_at_period_end", "current_period_end", "school_id" from "school_subscription" where "stripe_subscription_id" = ?',
    [stripeSubscriptionId],
  );
  return row;
}

describe('billing: POST /api/stripe/webhook', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('accepts a correctly signed event: stored under its id, queued, answered 200', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_x', object: 'customer' }, T0);
    const res = await deliver(t, event).expect(200);
    expect(res.body).toEqual({ received: true, duplicate: false });

    const [row] = await sql<{ type: string; queued_at: Date | null; processed_at: Date | null }>(
      t,
      'select "type", "queued_at", "processed_at" from "payment_event" where "id" = ?',
      [event.id],
    );
    expect(row).toMatchObject({ type: 'customer.created', processed_at: null });
    expect(row.queued_at).not.toBeNull();
    const queue = paymentQueue(t);
    try {
      const job = await queue.getJob(`payment-event-${event.id}`);
      expect(job?.data).toEqual({ eventId: event.id });
    } finally {
      await queue.close();
    }
    // An event type we do not act on is marked ignored, not failed.
    expect(await apply(t, [event.id])).toEqual(['ignored']);
  });

  it('refuses a wrong, missing or stale signature and a tampered body with 400, storing nothing', async () => {
    const server = t.app.getHttpServer();
    const wrongSecret = stripeEvent('invoice.paid', {}, T0);
    const res = await deliver(t, wrongSecret, 'whsec_not_ours').expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Invalid webhook signature' });

    const unsigned = stripeEvent('invoice.paid', {}, T0);
    await request(server)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(unsigned))
      .expect(400);

    const tampered = stripeEvent('invoice.paid', {}, T0);
    const signed = await deliver(t, stripeEvent('customer.created', { id: 'cus_z' }, T0));
    expect(signed.status).toBe(200);
    const header = signed.request.getHeader('Stripe-Signature') as string;
    await request(server)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', header)
      .send(JSON.stringify(tampered))
      .expect(400);

    const stored = await sql(t, 'select 1 from "payment_event" where "id" in (?, ?, ?)', [
      wrongSecret.id,
      unsigned.id,
      tampered.id,
    ]);
    expect(stored).toHaveLength(0);
  });

  it('answers a repeated delivery 200 and ignores it', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_y' }, T0);
    await deliver(t, event).expect(200);
    const again = await deliver(t, event).expect(200);
    expect(again.body).toEqual({ received: true, duplicate: true });
    const rows = await sql(t, 'select 1 from "payment_event" where "id" = ?', [event.id]);
    expect(rows).toHaveLength(1);
  });

  it('applies a subscription’s events to the same end state in any order, duplicates included', async () => {
    const orders = [
      ['paid', 'renewed', 'cancelRequested', 'ended'],
      ['ended', 'cancelRequested', 'renewed', 'paid'],
      ['renewed', 'ended', 'paid', 'paid', 'cancelRequested', 'ended'],
    ];
    const finals: unknown[] = [];
    for (const order of orders) {
      const school = await createSchool(t);
      const sub = `sub_order_${tag()}`;
      const metadata = { schoolId: String(school.id) };
      const events = {
        paid: stripeEvent(
          'invoice.paid',
          invoice(sub, { periodStart: T0, periodEnd: T0 + 30 * DAY, metadata }),
          T0 + 10,
        ),
        renewed: stripeEvent(
          'invoice.paid',
          invoice(sub, { periodStart: T0 + 30 * DAY, periodEnd: T0 + 60 * DAY, metadata }),
          T0 + 30 * DAY + 10,
        ),
        cancelRequested: stripeEvent(
          'customer.subscription.updated',
          subscriptionObject(sub, {
            status: 'active',
            cancelAtPeriodEnd: true,
            periodStart: T0 + 30 * DAY,
            periodEnd: T0 + 60 * DAY,
            metadata,
          }),
          T0 + 40 * DAY,
        ),
        ended: stripeEvent(
          'customer.subscription.deleted',
          subscriptionObject(sub, {
            status: 'canceled',
            cancelAtPeriodEnd: true,
            periodStart: T0 + 30 * DAY,
            periodEnd: T0 + 60 * DAY,
            metadata,
          }),
          T0 + 60 * DAY,
        ),
      };
      for (const name of order) {
        await deliver(t, events[name as keyof typeof events]).expect(200);
        await apply(t, [events[name as keyof typeof events].id]);
      }
      const row = await subscriptionRow(t, sub);
      expect(row?.school_id).toBe(school.id);
      finals.push({
        status: row?.status,
        cancelAtPeriodEnd: row?.cancel_at_period_end,
        periodEnd: row?.current_period_end ? new Date(row.current_period_end).toISOString() : null,
        premium: (await schoolPremium(t, school.id)).is_premium,
      });
    }
    expect(finals[0]).toEqual({
      status: 'canceled',
      cancelAtPeriodEnd: true,
      periodEnd: new Date((T0 + 60 * DAY) * 1000).toISOString(),
      premium: false,
    });
    expect(finals[1]).toEqual(finals[0]);
    expect(finals[2]).toEqual(finals[0]);
  });

  it('grants premium on invoice.paid and keeps it while a renewal is past due; mails the owner', async () => {
    const school = await createSchool(t);
    const sub = `sub_pastdue_${tag()}`;
    const metadata = { schoolId: String(school.id) };
    const paid = stripeEvent('invoice.paid', invoice(sub, { periodStart: T0, periodEnd: T0 + 30 * DAY, metadata }), T0);
    const failed = stripeEvent(
      'invoice.payment_failed',
      invoice(sub, {
        periodStart: T0 + 30 * DAY,
        periodEnd: T0 + 60 * DAY,
        metadata,
        email: `owner-${tag()}@example.com`,
      }),
      T0 + 30 * DAY,
    );
    for (const event of [paid, failed]) await deliver(t, event).expect(200);
    await apply(t, [paid.id]);
    expect(await schoolPremium(t, school.id)).toEqual({ is_premium: true, subscription_status: 'active' });
    await apply(t, [failed.id, failed.id]);
    expect((await subscriptionRow(t, sub))?.status).toBe('past_due');
    expect(await schoolPremium(t, school.id)).toEqual({ is_premium: true, subscription_status: 'past_due' });
    const mails = await sql<{ template: string; data: { schoolName: string } }>(
      t,
      'select "template", "data" from "mail_outbox" where "key" = ?',
      [`payment-failed:${failed.id}`],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'payment-failed', data: { schoolName: school.name } });
  });

  it('asks the owner to finish authentication on invoice.payment_action_required', async () => {
    const sub = `sub_action_${tag()}`;
    const event = stripeEvent(
      'invoice.payment_action_required',
      invoice(sub, { periodStart: T0, periodEnd: T0 + 30 * DAY, metadata: { schoolName: 'Action Academy' } }),
      T0,
    );
    await deliver(t, event).expect(200);
    await apply(t, [event.id]);
    const [mail] = await sql<{ template: string; data: { actionUrl: string; schoolName: string } }>(
      t,
      'select "template", "data" from "mail_outbox" where "key" = ?',
      [`payment-action-required:${event.id}`],
    );
    expect(mail).toMatchObject({
      template: 'payment-action-required',
      data: { actionUrl: 'https://invoice.stripe.test/i/1', schoolName: 'Action Academy' },
    });
  });
});

describe('billing: a webhook arriving while Redis is down', () => {
  let down: TestApp;
  let up: TestApp;
  beforeAll(async () => {
    down = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    up = await createTestApp();
  });
  afterAll(async () => {
    await down.close();
    await up.close();
  });

  it('is stored and answered 200 at once, then queued by the worker’s relay and applied', async () => {
    const school = await createSchool(up);
    const sub = `sub_outage_${tag()}`;
    const event = stripeEvent(
      'invoice.paid',
      invoice(sub, { periodStart: T0, periodEnd: T0 + 30 * DAY, metadata: { schoolId: String(school.id) } }),
      T0,
    );
    const started = Date.now();
    const res = await deliver(down, event).expect(200);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.body).toEqual({ received: true, duplicate: false });
    const [stored] = await sql<{ queued_at: Date | null }>(
      up,
      'select "queued_at" from "payment_event" where "id" = ?',
      [event.id],
    );
    expect(stored.queued_at).toBeNull();

    // The worker's relay, once Redis answers again, hands the stored event to the queue.
    const relay = new PaymentEventsRelay(up.app.get(PaymentEventStore), up.app.get(PaymentEventQueue));
    expect(await relay.relayOnce()).toBeGreaterThanOrEqual(1);
    const queue = paymentQueue(up);
    try {
      expect(await queue.getJob(`payment-event-${event.id}`)).toBeDefined();
    } finally {
      await queue.close();
    }
    await apply(up, [event.id]);
    expect(await schoolPremium(up, school.id)).toEqual({ is_premium: true, subscription_status: 'active' });
  });
});
