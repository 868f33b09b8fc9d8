import { SandboxRenewals } from '../../src/modules/payment-sandbox/infrastructure/sandbox-renewals';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  apply,
  as,
  createSchool,
  createUser,
  makeOwner,
  schoolPremium,
  signIn,
  sql,
  tag,
  type Session,
} from '../billing/billing-fixtures';

const FAILS_AT_RENEWAL = '4000 0000 0000 0341';
const PAYS = '4242 4242 4242 4242';

async function applyPending(t: TestApp): Promise<void> {
  const rows = await sql<{ id: string }>(
    t,
    'select "id" from "payment_event" where "processed_at" is null order by "received_at", "id"',
  );
  await apply(
    t,
    rows.map((r) => r.id),
  );
}

interface Outbox {
  template: string;
  data: Record<string, unknown>;
}

function mailsTo(t: TestApp, email: string): Promise<Outbox[]> {
  return sql<Outbox>(t, 'select "template", "data" from "mail_outbox" where "recipient" = ? order by "created_at"', [
    email,
  ]);
}

/**
 * Issue 43's sandbox: what Stripe Billing does after the first payment, done by the sandbox with Stripe's signed
 * events: renewals charged to the card on file, a card that fails at renewal retried on the dunning schedule until
 * premium ends, plan switches with the proration shown first, invoices with a PDF the app renders.
 */
describe('payment sandbox: renewals, dunning, plan switches and invoices', () => {
  let t: TestApp;
  let renewals: SandboxRenewals;
  let plans: { monthly: number; yearly: number };
  beforeAll(async () => {
    t = await createTestApp();
    renewals = t.app.get(SandboxRenewals);
    const { body } = await as(t).get('/api/subscription-plans').expect(200);
    const id = (interval: string) => body.find((p: { interval: string }) => p.interval === interval).id;
    plans = { monthly: id('monthly'), yearly: id('yearly') };
  });
  afterAll(() => t.close());

  async function subscribed(card: string, interval: 'monthly' | 'yearly' = 'monthly') {
    const user = await createUser(t, 'school_admin');
    const school = await createSchool(t, `Sandbox Lifecycle Academy ${tag()}`);
    await makeOwner(t, user, school.id);
    const owner = await signIn(t, user);
    const { body } = await as(t, owner)
      .post('/api/create-subscription')
      .send({ planId: plans[interval], schoolId: school.id })
      .expect(200);
    const paid = await as(t)
      .post('/api/sandbox/payments/confirm')
      .send({ clientSecret: body.clientSecret, cardNumber: card })
      .expect(200);
    expect(paid.body.status).toBe('succeeded');
    await applyPending(t);
    const [row] = await sql<{ id: number; stripe_subscription_id: string }>(
      t,
      'select "id", "stripe_subscription_id" from "school_subscription" where "school_id" = ? and "status" = ?',
      [school.id, 'active'],
    );
    return { owner, email: user.email, schoolId: school.id, rowId: row.id, subscriptionId: row.stripe_subscription_id };
  }

  async function details(owner: Session, schoolId: number) {
    return (await as(t, owner).get(`/api/school-dashboard/billing-details?schoolId=${schoolId}`).expect(200)).body;
  }

  it('a card that fails at renewal is retried on the schedule, then premium ends; the mails come in order', async () => {
    const school = await subscribed(FAILS_AT_RENEWAL);
    expect((await schoolPremium(t, school.schoolId)).is_premium).toBe(true);

    const moments: Date[] = [];
    for (let step = 0; step < 6; step += 1) {
      const moment = await renewals.advance(school.subscriptionId);
      if (!moment) break;
      moments.push(moment);
      await applyPending(t);
      if (step === 0) {
        // Past due while the provider retries: premium stays.
        expect(await schoolPremium(t, school.schoolId)).toMatchObject({ is_premium: true });
      }
    }
    // The renewal, then retries 3, 7 and 14 days after it was due.
    expect(moments).toHaveLength(4);
    const days = moments.map((m) => Math.round((m.getTime() - moments[0].getTime()) / 86_400_000));
    expect(days).toEqual([0, 3, 7, 14]);
    expect((await schoolPremium(t, school.schoolId)).is_premium).toBe(false);

    const mails = await mailsTo(t, school.email);
    expect(mails.map((m) => m.template)).toEqual([
      'subscription-started',
      'payment-failed',
      'payment-failed',
      'payment-failed',
      'payment-failed',
      'premium-ended',
    ]);
    expect(mails[1].data).toMatchObject({ nextAttemptOn: expect.any(String), premiumEndsOn: expect.any(String) });
    expect(mails[4].data).not.toHaveProperty('nextAttemptOn');
    expect(mails[5].data).toMatchObject({ paymentFailed: true });

    const billing = await details(school.owner, school.schoolId);
    expect(billing.card).toMatchObject({ brand: 'visa', last4: '0341' });
    expect(billing.invoices.map((i: { status: string; billingReason: string }) => [i.billingReason, i.status])).toEqual(
      [
        ['subscription_cycle', 'uncollectible'],
        ['subscription_create', 'paid'],
      ],
    );
  });

  it('a new card from the billing portal pays the failed renewal at once: premium stays, the owner is told', async () => {
    const school = await subscribed(FAILS_AT_RENEWAL);
    await renewals.advance(school.subscriptionId);
    await applyPending(t);
    const portal = await as(t, school.owner)
      .post('/api/billing/portal-session')
      .send({ schoolId: school.schoolId })
      .expect(200);
    const sessionId = new URL(portal.body.url).pathname.split('/').pop();
    const refused = await as(t)
      .post(`/api/sandbox/billing-portal/${sessionId}/card`)
      .send({ cardNumber: '4000 0000 0000 0002' })
      .expect(400);
    expect(refused.body.message).toBe('Your card was declined.');
    const updated = await as(t)
      .post(`/api/sandbox/billing-portal/${sessionId}/card`)
      .send({ cardNumber: '5555 5555 5555 4444' })
      .expect(200);
    expect(updated.body.message).toBe('Card updated, and the failed payment went through.');
    await applyPending(t);

    expect(await schoolPremium(t, school.schoolId)).toMatchObject({ is_premium: true, subscription_status: 'active' });
    expect((await mailsTo(t, school.email)).map((m) => m.template)).toEqual([
      'subscription-started',
      'payment-failed',
      'payment-recovered',
    ]);
    const billing = await details(school.owner, school.schoolId);
    expect(billing.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(billing.invoices[0]).toMatchObject({ billingReason: 'subscription_cycle', status: 'paid' });
    // Nothing is left to retry: the next step is the next renewal.
    const next = await renewals.dueAt(
      (
        await sql<{ data: never }>(t, 'select "data" from "payment_sandbox_object" where "id" = ?', [
          school.subscriptionId,
        ])
      )[0].data,
    );
    expect(next! * 1000).toBeGreaterThan(Date.now() + 25 * 86_400_000);
  });

  it('a card that pays renews each period, with an invoice and a receipt', async () => {
    const school = await subscribed(PAYS);
    await renewals.advance(school.subscriptionId);
    await applyPending(t);
    expect(await schoolPremium(t, school.schoolId)).toMatchObject({ is_premium: true });
    const billing = await details(school.owner, school.schoolId);
    expect(billing.invoices).toHaveLength(2);
    expect(billing.invoices[0]).toMatchObject({
      billingReason: 'subscription_cycle',
      status: 'paid',
      amountPaidCents: 9900,
    });
    expect(new Date(billing.invoices[0].periodStart).getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);
    expect((await mailsTo(t, school.email)).map((m) => m.template)).toEqual([
      'subscription-started',
      'payment-receipt',
    ]);
  });

  it('a cancellation scheduled for the period’s end ends premium there, with the mail that says so', async () => {
    const school = await subscribed(PAYS);
    await as(t, school.owner).post('/api/cancel-subscription').send({ schoolId: school.schoolId }).expect(200);
    await applyPending(t);
    await renewals.advance(school.subscriptionId);
    await applyPending(t);
    expect((await schoolPremium(t, school.schoolId)).is_premium).toBe(false);
    const mails = await mailsTo(t, school.email);
    expect(mails.map((m) => m.template)).toEqual(['subscription-started', 'cancellation-scheduled', 'premium-ended']);
    expect(mails[2].data).not.toHaveProperty('paymentFailed');
  });

  it('switches monthly to yearly with the proration shown first, once; the invoice has a PDF', async () => {
    const school = await subscribed(PAYS);
    const preview = await as(t, school.owner)
      .post('/api/billing/plan-change/preview')
      .send({ schoolId: school.schoolId, planId: plans.yearly })
      .expect(200);
    expect(preview.body).toMatchObject({ planId: plans.yearly, interval: 'yearly', newPriceCents: 99500 });
    // Nearly a whole month unused: about $99 credited against $995.
    expect(preview.body.unusedTimeCreditCents).toBeGreaterThan(9800);
    expect(preview.body.unusedTimeCreditCents).toBeLessThanOrEqual(9900);
    expect(preview.body.amountDueNowCents).toBe(99500 - preview.body.unusedTimeCreditCents);

    const confirm = () =>
      as(t, school.owner).post('/api/billing/plan-change').send({
        schoolId: school.schoolId,
        planId: plans.yearly,
        prorationDate: preview.body.prorationDate,
      });
    const switched = await confirm().expect(200);
    expect(switched.body.message).toMatch(/^Your plan is now Yearly\. It renews on /);
    await applyPending(t);
    // A second click finds the plan already switched.
    const again = await confirm().expect(409);
    expect(again.body.message).toBe('This subscription is already on that plan.');

    const dashboard = await as(t, school.owner)
      .get(`/api/school-dashboard/subscription?schoolId=${school.schoolId}`)
      .expect(200);
    expect(dashboard.body.subscription).toMatchObject({ interval: 'yearly', price: 99500 });
    const audit = await sql<{ actor_id: string }>(
      t,
      'select "actor_id" from "audit_log" where "action" = ? and "target_id" = ?',
      ['billing.plan_changed', String(school.rowId)],
    );
    expect(audit).toHaveLength(1);

    const billing = await details(school.owner, school.schoolId);
    const [latest] = billing.invoices;
    expect(latest).toMatchObject({
      billingReason: 'subscription_update',
      status: 'paid',
      amountPaidCents: preview.body.amountDueNowCents,
    });
    const pdf = await as(t).get(new URL(latest.pdfUrl).pathname).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = Buffer.from(pdf.body as Buffer).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`Invoice ${latest.number}`);
    expect(text).toContain('Unused time on Monthly');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);

    // Back to monthly: the unused year covers the month and the rest is kept as credit.
    const back = await as(t, school.owner)
      .post('/api/billing/plan-change/preview')
      .send({ schoolId: school.schoolId, planId: plans.monthly })
      .expect(200);
    expect(back.body.amountDueNowCents).toBe(0);
    expect(back.body.creditCarriedCents).toBe(back.body.unusedTimeCreditCents - 9900);
  });

  it('refuses a switch that is not the owner’s, not a plan, or priced too long ago, changing nothing', async () => {
    const school = await subscribed(PAYS);
    const stranger = await signIn(t, await createUser(t, 'school_admin'));
    await as(t, stranger)
      .post('/api/billing/plan-change/preview')
      .send({ schoolId: school.schoolId, planId: plans.yearly })
      .expect(403);
    const bad = await as(t, school.owner)
      .post('/api/billing/plan-change/preview')
      .send({ schoolId: school.schoolId, planId: 'yearly' })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('Please select a subscription plan');
    const stale = await as(t, school.owner)
      .post('/api/billing/plan-change')
      .send({
        schoolId: school.schoolId,
        planId: plans.yearly,
        prorationDate: new Date(Date.now() - 3 * 3600_000).toISOString(),
      })
      .expect(400);
    expect(JSON.stringify(stale.body)).toContain('The price shown has expired. Review the switch again.');
    await as(t, stranger).get(`/api/school-dashboard/billing-details?schoolId=${school.schoolId}`).expect(403);
    await as(t).get('/api/sandbox/invoices/in_sbx_nope/pdf').expect(404);
    const dashboard = await as(t, school.owner)
      .get(`/api/school-dashboard/subscription?schoolId=${school.schoolId}`)
      .expect(200);
    expect(dashboard.body.subscription).toMatchObject({ interval: 'monthly' });
  });
});
