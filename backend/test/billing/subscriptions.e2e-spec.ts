import { createTestApp, type TestApp } from '../support/test-app';
import {
  apply,
  as,
  createSchool,
  createUser,
  makeOwner,
  schoolPremium,
  signIn,
  signInAs,
  sql,
  type Session,
} from './billing-fixtures';

/** Events stored for a sandbox subscription (by its metadata), oldest first. */
async function eventsFor(t: TestApp, schoolId: number): Promise<{ id: string; type: string }[]> {
  return sql(
    t,
    `select "id", "type" from "payment_event"
     where "payload"->'data'->'object'->'metadata'->>'schoolId' = ?
        or "payload"->'data'->'object'->'parent'->'subscription_details'->'metadata'->>'schoolId' = ?
     order by "received_at", "id"`,
    [String(schoolId), String(schoolId)],
  );
}

async function applyAll(t: TestApp, schoolId: number): Promise<void> {
  await apply(
    t,
    (await eventsFor(t, schoolId)).map((e) => e.id),
  );
}

describe('billing: /subscription, the portal billing calls and the sandbox card form', () => {
  let t: TestApp;
  let owner: Session;
  let schoolId: number;
  let planIds: { monthly: number; yearly: number };

  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t, 'school_admin');
    const school = await createSchool(t);
    schoolId = school.id;
    await makeOwner(t, user, schoolId);
    owner = await signIn(t, user);
    const plans = await as(t).get('/api/subscription-plans').expect(200);
    planIds = {
      monthly: plans.body.find((p: { interval: string }) => p.interval === 'monthly').id,
      yearly: plans.body.find((p: { interval: string }) => p.interval === 'yearly').id,
    };
  });
  afterAll(() => t.close());

  it('lists the two plans of docs/product.md "Prices and plans", cheapest first, to anyone', async () => {
    const res = await as(t).get('/api/subscription-plans').expect(200);
    expect(
      res.body.map((p: { name: string; price: number; interval: string }) => [p.name, p.price, p.interval]),
    ).toEqual([
      ['Monthly', 9900, 'monthly'],
      ['Yearly', 99500, 'yearly'],
    ]);
    expect(res.body[1].features.length).toBeGreaterThan(4);
  });

  it('starts a subscription for an owned school; a retry answers the same client secret', async () => {
    const first = await as(t, owner)
      .post('/api/create-subscription')
      .send({ planId: planIds.monthly, schoolId })
      .expect(200);
    expect(first.body).toMatchObject({ mode: 'sandbox', publishableKey: '' });
    expect(first.body.clientSecret).toMatch(/^pi_sbx_[0-9a-f]+_secret_[0-9a-f]+$/);
    const again = await as(t, owner)
      .post('/api/create-subscription')
      .send({ planId: planIds.monthly, schoolId })
      .expect(200);
    expect(again.body.clientSecret).toBe(first.body.clientSecret);
    const rows = await sql<{ status: string; stripe_subscription_id: string }>(
      t,
      'select "status", "stripe_subscription_id" from "school_subscription" where "school_id" = ?',
      [schoolId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'incomplete' });
    expect((await as(t, owner).get(`/api/portal/subscription/${schoolId}`).expect(200)).body).toEqual({
      subscription: null,
    });
  });

  it('a declined test card leaves the school as it was; a good card pays through the webhook', async () => {
    const { body } = await as(t, owner)
      .post('/api/create-subscription')
      .send({ planId: planIds.monthly, schoolId })
      .expect(200);
    const declined = await as(t)
      .post('/api/sandbox/payments/confirm')
      .send({ clientSecret: body.clientSecret, cardNumber: '4000 0000 0000 0002' })
      .expect(200);
    expect(declined.body).toEqual({ status: 'failed', message: 'Your card was declined.', redirectUrl: null });
    await applyAll(t, schoolId);
    expect((await schoolPremium(t, schoolId)).is_premium).toBe(false);

    const paid = await as(t)
      .post('/api/sandbox/payments/confirm')
      .send({ clientSecret: body.clientSecret, cardNumber: '4242 4242 4242 4242' })
      .expect(200);
    expect(paid.body.status).toBe('succeeded');
    // Nothing changes until the worker applies the webhook.
    expect((await schoolPremium(t, schoolId)).is_premium).toBe(false);
    await applyAll(t, schoolId);
    expect(await schoolPremium(t, schoolId)).toEqual({ is_premium: true, subscription_status: 'active' });

    const detail = await as(t, owner).get(`/api/portal/subscription/${schoolId}`).expect(200);
    expect(detail.body.subscription).toMatchObject({
      plan: { name: 'Monthly', price: 9900, interval: 'monthly' },
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(new Date(detail.body.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);
    const dashboard = await as(t, owner).get('/api/school-dashboard/subscription').expect(200);
    expect(dashboard.body.subscription).toMatchObject({ schoolId, status: 'active', planName: 'Monthly', price: 9900 });

    const second = await as(t, owner)
      .post('/api/create-subscription')
      .send({ planId: planIds.yearly, schoolId })
      .expect(409);
    expect(second.body.message).toBe(
      'This school already has an active premium listing. Manage it from the billing page.',
    );
  });

  it('cancels at period end: ending notice at once, premium kept, confirmed by the webhook; resumes from the billing portal', async () => {
    const res = await as(t, owner).post('/api/cancel-subscription').send({ schoolId }).expect(200);
    expect(res.body.message).toMatch(
      /^Your subscription will end on \w+ \d{1,2}, \d{4}\. Premium features stay active until then\.$/,
    );
    const detail = await as(t, owner).get(`/api/portal/subscription/${schoolId}`).expect(200);
    expect(detail.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await applyAll(t, schoolId);
    expect((await as(t, owner).get(`/api/portal/subscription/${schoolId}`)).body.subscription.cancelAtPeriodEnd).toBe(
      true,
    );
    expect((await schoolPremium(t, schoolId)).is_premium).toBe(true);
    await as(t, owner).post('/api/cancel-subscription').send({ schoolId }).expect(409);

    // 'Resume Subscription' takes the scheduled end back at the provider; only once there is one.
    const resumed = await as(t, owner).post('/api/resume-subscription').send({ schoolId }).expect(200);
    expect(resumed.body.message).toMatch(/^Your subscription continues and renews on \w+ \d{1,2}, \d{4}\.$/);
    expect((await as(t, owner).get(`/api/portal/subscription/${schoolId}`)).body.subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    await applyAll(t, schoolId);
    expect((await as(t, owner).get(`/api/portal/subscription/${schoolId}`)).body.subscription.cancelAtPeriodEnd).toBe(
      false,
    );
    const nothing = await as(t, owner).post('/api/resume-subscription').send({ schoolId }).expect(409);
    expect(nothing.body.message).toBe('This subscription is not set to end, so there is nothing to resume');
    // A cancel after a resume is a new request to the provider, not the first one replayed.
    await as(t, owner).post('/api/cancel-subscription').send({ schoolId }).expect(200);
    await applyAll(t, schoolId);

    const portal = await as(t, owner).post('/api/billing/portal-session').send({ schoolId }).expect(200);
    expect(portal.body.url).toMatch(new RegExp(`^${t.config.publicUrl}/sandbox/billing-portal/bps_sbx_`));
    const portalId = portal.body.url.split('/').pop();
    const view = await as(t).get(`/api/sandbox/billing-portal/${portalId}`).expect(200);
    expect(view.body).toMatchObject({ returnUrl: `${t.config.publicUrl}/school-dashboard` });
    expect(view.body.subscriptions).toHaveLength(1);
    expect(view.body.subscriptions[0]).toMatchObject({
      planName: 'Monthly',
      status: 'active',
      cancelAtPeriodEnd: true,
    });

    await as(t)
      .post(`/api/sandbox/billing-portal/${portalId}/subscriptions/${view.body.subscriptions[0].id}`)
      .send({ action: 'resume' })
      .expect(204);
    await applyAll(t, schoolId);
    expect((await as(t, owner).get(`/api/portal/subscription/${schoolId}`)).body.subscription.cancelAtPeriodEnd).toBe(
      false,
    );

    await as(t)
      .post(`/api/sandbox/billing-portal/${portalId}/subscriptions/${view.body.subscriptions[0].id}`)
      .send({ action: 'end-now' })
      .expect(204);
    await applyAll(t, schoolId);
    expect((await as(t, owner).get(`/api/portal/subscription/${schoolId}`)).body).toEqual({ subscription: null });
    expect(await schoolPremium(t, schoolId)).toEqual({ is_premium: false, subscription_status: 'canceled' });
  });

  it('refuses other people’s schools and signed-out callers', async () => {
    const stranger = await signInAs(t, 'school_admin');
    const calls = [
      (s?: Session) => as(t, s).post('/api/create-subscription').send({ planId: planIds.monthly, schoolId }),
      (s?: Session) => as(t, s).get(`/api/portal/subscription/${schoolId}`),
      (s?: Session) => as(t, s).post('/api/cancel-subscription').send({ schoolId }),
      (s?: Session) => as(t, s).post('/api/resume-subscription').send({ schoolId }),
      (s?: Session) => as(t, s).post('/api/billing/portal-session').send({ schoolId }),
      (s?: Session) => as(t, s).get(`/api/school-dashboard/subscription?schoolId=${schoolId}`),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call(stranger)).status).toBe(403);
    }
    const plainUser = await signInAs(t, 'user');
    expect((await as(t, plainUser).get('/api/school-dashboard/subscription')).status).toBe(403);
    expect((await as(t, stranger).get('/api/school-dashboard/subscription').expect(200)).body).toEqual({
      subscription: null,
    });
    const invalid = await as(t, owner).post('/api/create-subscription').send({ planId: 'x', schoolId }).expect(400);
    expect(invalid.body.errors.planId).toContain('Please select a subscription plan');
  });
});
