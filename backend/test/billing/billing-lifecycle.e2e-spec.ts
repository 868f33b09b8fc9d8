import { SendRenewalReminders } from '../../src/modules/billing/application/send-renewal-reminders';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  apply,
  createSchool,
  createUser,
  deliver,
  invoice,
  makeOwner,
  schoolPremium,
  sql,
  stripeEvent,
  subscriptionObject,
  tag,
} from './billing-fixtures';

const DAY = 86_400;

interface OutboxRow {
  template: string;
  recipient: string;
  key: string;
  data: Record<string, unknown>;
}

/**
 * Issue 43: the school's lifecycle mails, driven by signed Stripe events (the real SDK verifies them), repeated
 * and out of order: each mail once, naming the school and the owner.
 */
describe('billing: lifecycle mails from the provider’s events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function ownedSchool() {
    const user = await createUser(t, 'school_admin');
    const school = await createSchool(t, `Lifecycle Academy ${tag()}`);
    await makeOwner(t, user, school.id);
    const [owner] = await sql<{ first_name: string | null }>(t, 'select "first_name" from "app_user" where "id" = ?', [
      user.id,
    ]);
    return { school, email: user.email, firstName: owner.first_name };
  }

  async function deliverAndApply(...events: { id: string }[]): Promise<void> {
    for (const event of events) await deliver(t, event).expect(200);
    await apply(
      t,
      events.map((e) => e.id),
    );
  }

  /** The fixture's subscription on the yearly price (its default is the monthly one). */
  function onYearly(object: ReturnType<typeof subscriptionObject>) {
    const [item] = object.items.data;
    return { ...object, items: { ...object.items, data: [{ ...item, price: { id: 'price_sandbox_yearly' } }] } };
  }

  function mailsTo(email: string): Promise<OutboxRow[]> {
    return sql<OutboxRow>(
      t,
      'select "template", "recipient", "key", "data" from "mail_outbox" where "recipient" = ? order by "created_at", "key"',
      [email],
    );
  }

  it('a yearly subscription: started with its receipt, renewal notice a week before, cancellation, premium ended', async () => {
    const { school, email, firstName } = await ownedSchool();
    const sub = `sub_life_${tag()}`;
    const metadata = { schoolId: String(school.id) };
    const t0 = Math.floor(Date.now() / 1000) - 10 * DAY;
    const yearEnd = t0 + 365 * DAY;
    const first = invoice(sub, { periodStart: t0, periodEnd: yearEnd, metadata, email });
    const paid = stripeEvent(
      'invoice.paid',
      {
        ...first,
        amount_paid: 99500,
        billing_reason: 'subscription_create',
        status_transitions: { paid_at: t0 },
        lines: {
          ...first.lines,
          data: [
            {
              ...first.lines.data[0],
              pricing: { type: 'price_details', price_details: { price: 'price_sandbox_yearly' } },
            },
          ],
        },
      },
      t0,
    );
    // Delivered twice (Stripe retries a slow answer): one mail.
    await deliverAndApply(paid);
    await deliver(t, paid).expect(200);
    await apply(t, [paid.id]);
    expect(await schoolPremium(t, school.id)).toEqual({ is_premium: true, subscription_status: 'active' });

    // The clock a month before the renewal (nothing yet), then a week before, twice: one notice.
    // (BillingClock runs SendRenewalReminders in the worker every 10 minutes.)
    const reminders = t.app.get(SendRenewalReminders);
    await reminders.execute(new Date((yearEnd - 30 * DAY) * 1000));
    expect((await mailsTo(email)).map((m) => m.template)).toEqual(['subscription-started']);
    const weekBefore = new Date((yearEnd - 6 * DAY) * 1000);
    expect(await reminders.execute(weekBefore)).toBeGreaterThanOrEqual(1);
    await reminders.execute(new Date(weekBefore.getTime() + 3600_000));
    const early = await mailsTo(email);

    const cancelled = (at: number) =>
      stripeEvent(
        'customer.subscription.updated',
        onYearly(
          subscriptionObject(sub, {
            status: 'active',
            cancelAtPeriodEnd: true,
            periodStart: t0,
            periodEnd: yearEnd,
            metadata,
          }),
        ),
        at,
      );
    const ended = stripeEvent(
      'customer.subscription.deleted',
      onYearly(
        subscriptionObject(sub, {
          status: 'canceled',
          cancelAtPeriodEnd: true,
          periodStart: t0,
          periodEnd: yearEnd,
          metadata,
        }),
      ),
      yearEnd,
    );
    // Out of order: the end arrives before the second copy of the cancellation.
    await deliverAndApply(cancelled(t0 + 20 * DAY), ended, cancelled(t0 + 21 * DAY));
    await deliverAndApply(ended);
    expect(await schoolPremium(t, school.id)).toMatchObject({ is_premium: false });

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.template)).toEqual([
      'subscription-started',
      'renewal-coming',
      'cancellation-scheduled',
      'premium-ended',
    ]);
    expect(early.map((m) => m.template)).toEqual(['subscription-started', 'renewal-coming']);
    for (const mail of mails)
      expect(mail.data).toMatchObject({ schoolName: school.name, firstName: firstName ?? undefined });
    expect(mails[0].data).toMatchObject({ planName: 'Yearly', amountCents: 99500, invoiceId: first.id });
    expect(mails[1].data).toMatchObject({ planName: 'Yearly', amountCents: 99500, renewsOn: expect.any(String) });
    expect(mails[2].data).toMatchObject({ endsOn: expect.stringMatching(/^\w+ \d{1,2}, \d{4}$/) });
    expect(mails[3].data).not.toHaveProperty('paymentFailed');

    const actions = await sql<{ action: string }>(
      t,
      `select "action" from "audit_log" where "target_type" = 'school_subscription' and "after"->>'subscriptionId' = ? order by "id"`,
      [sub],
    );
    expect(actions.map((a) => a.action)).toEqual([
      'billing.subscription_started',
      'billing.payment_succeeded',
      'billing.cancellation_scheduled',
      'billing.subscription_ended',
    ]);
  });

  it('a failed renewal: the date premium ends, then recovered; a second failure that runs out ends premium', async () => {
    const { school, email } = await ownedSchool();
    const sub = `sub_dunning_${tag()}`;
    const metadata = { schoolId: String(school.id) };
    const t0 = Math.floor(Date.now() / 1000) - 40 * DAY;
    const renewal = t0 + 30 * DAY;
    await deliverAndApply(
      stripeEvent(
        'invoice.paid',
        {
          ...invoice(sub, { periodStart: t0, periodEnd: renewal, metadata, email }),
          amount_paid: 9900,
          billing_reason: 'subscription_create',
        },
        t0,
      ),
    );
    const failing = invoice(sub, { periodStart: renewal, periodEnd: renewal + 30 * DAY, metadata, email });
    const failed = stripeEvent(
      'invoice.payment_failed',
      { ...failing, next_payment_attempt: renewal + 3 * DAY, billing_reason: 'subscription_cycle' },
      renewal,
    );
    await deliverAndApply(failed, failed);
    expect(await schoolPremium(t, school.id)).toEqual({ is_premium: true, subscription_status: 'past_due' });
    const recovered = stripeEvent(
      'invoice.paid',
      {
        ...failing,
        amount_paid: 9900,
        billing_reason: 'subscription_cycle',
        status_transitions: { paid_at: renewal + 3 * DAY },
      },
      renewal + 3 * DAY,
    );
    await deliverAndApply(recovered, recovered);
    expect(await schoolPremium(t, school.id)).toEqual({ is_premium: true, subscription_status: 'active' });

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.template)).toEqual(['subscription-started', 'payment-failed', 'payment-recovered']);
    const fmt = (seconds: number) =>
      new Date(seconds * 1000).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
    expect(mails[1].data).toMatchObject({
      schoolName: school.name,
      amountCents: 9900,
      nextAttemptOn: fmt(renewal + 3 * DAY),
      premiumEndsOn: fmt(renewal + 14 * DAY),
      billingUrl: 'https://invoice.stripe.test/i/1',
    });

    // Next period the card fails for good: the provider's retries run out and it cancels the subscription.
    const next = renewal + 30 * DAY;
    await deliverAndApply(
      stripeEvent(
        'invoice.payment_failed',
        {
          ...invoice(sub, { periodStart: next, periodEnd: next + 30 * DAY, metadata, email }),
          next_payment_attempt: null,
        },
        next,
      ),
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject(sub, { status: 'canceled', periodStart: next, periodEnd: next + 30 * DAY, metadata }),
        next + 14 * DAY,
      ),
    );
    expect(await schoolPremium(t, school.id)).toMatchObject({ is_premium: false });
    const last = (await mailsTo(email)).slice(3);
    expect(last.map((m) => m.template)).toEqual(['payment-failed', 'premium-ended']);
    expect(last[0].data).not.toHaveProperty('nextAttemptOn');
    expect(last[1].data).toMatchObject({ paymentFailed: true, schoolName: school.name });
  });
});
