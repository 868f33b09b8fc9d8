import { createTestApp, type TestApp } from '../support/test-app';
import { StripeDouble } from '../support/stripe-double';
import { as, signInAs, sql, tag } from '../billing/billing-fixtures';

/**
 * With Stripe keys configured the same claim endpoint opens a real Checkout
 * Session: here against the local Stripe API double, checking what Stripe
 * would receive.
 */
describe('claims: checkout through the Stripe adapter', () => {
  const double = new StripeDouble();
  let t: TestApp;
  beforeAll(async () => {
    await double.start();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_claims',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_claims',
      STRIPE_WEBHOOK_SECRET: 'whsec_claims',
      STRIPE_PRICE_MONTHLY: 'price_monthly_live_like',
      STRIPE_PRICE_YEARLY: 'price_yearly_live_like',
      STRIPE_API_BASE: double.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await double.stop();
  });

  it('sends the chosen plan’s configured price, the claim id, the claimant’s e-mail, both URLs and the claim’s idempotency key', async () => {
    const email = `stripe-claim-${tag()}@example.com`;
    const res = await as(t)
      .post('/api/schools/claim-with-subscription')
      .send({
        schoolName: 'Red Rock Prep',
        firstName: 'Sam',
        lastName: 'Rivera',
        email,
        phone: '702-555-0199',
        position: 'Principal',
        message: 'I am the principal of Red Rock Prep.',
        planType: 'monthly',
      })
      .expect(200);
    expect(res.body).toEqual({ checkoutUrl: 'https://checkout.stripe.test/c/pay/cs_test_double_1' });

    const [claim] = await sql<{ id: number; stripe_session_id: string; payment_status: string }>(
      t,
      'select "id", "stripe_session_id", "payment_status" from "school_claim_request" where "email" = ?',
      [email],
    );
    expect(claim).toMatchObject({ stripe_session_id: 'cs_test_double_1', payment_status: 'pending' });
    const [plan] = await sql<{ id: number }>(t, `select "id" from "subscription_plan" where "interval" = 'monthly'`);

    const [request] = double.requestsTo('POST /v1/checkout/sessions');
    expect(request.idempotencyKey).toMatch(new RegExp(`^claim:${claim.id}:checkout:\\d+$`));
    expect(request.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_monthly_live_like',
      customer_email: email,
      'metadata[claimId]': String(claim.id),
      'metadata[planId]': String(plan.id),
      'subscription_data[metadata][claimId]': String(claim.id),
      // Stripe fills in {CHECKOUT_SESSION_ID}: the claim page asks whether that checkout was paid.
      success_url: `${t.config.publicUrl}/claim-school?status=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.config.publicUrl}/claim-school?status=cancelled`,
    });
  });

  it('has no sandbox pages when Stripe keys are set', async () => {
    await as(t).get('/api/sandbox/checkout/cs_test_sbx_anything').expect(404);
  });

  it('answers 503 with a neutral message when Stripe refuses, keeping the claim', async () => {
    double.on('POST /v1/checkout/sessions', () => ({
      status: 500,
      body: { error: { type: 'api_error', message: 'boom' } },
    }));
    const email = `stripe-down-${tag()}@example.com`;
    const res = await as(t)
      .post('/api/schools/claim-with-subscription')
      .send({
        schoolName: 'Summit Academy',
        firstName: 'Ana',
        lastName: 'Lopez',
        email,
        phone: '702-555-0142',
        position: 'Director',
        message: 'I direct admissions at Summit Academy.',
        planType: 'yearly',
      })
      .expect(503);
    expect(res.body.message).toBe('The payment service is temporarily unavailable. Please try again in a few minutes.');
    expect(await sql(t, 'select 1 from "school_claim_request" where "email" = ?', [email])).toHaveLength(1);
  });

  it('resumes the same unpaid claim when the claimant tries again after the outage: one claim, one mail, a fresh checkout key', async () => {
    const email = `stripe-retry-${tag()}@example.com`;
    const body = {
      schoolName: 'Desert Ridge Academy',
      firstName: 'Lee',
      lastName: 'Park',
      email,
      phone: '702-555-0143',
      position: 'Head of School',
      message: 'I lead Desert Ridge Academy.',
      planType: 'monthly',
    };
    double.on('POST /v1/checkout/sessions', () => ({
      status: 500,
      body: { error: { type: 'api_error', message: 'boom' } },
    }));
    await as(t).post('/api/schools/claim-with-subscription').send(body).expect(503);
    double.on('POST /v1/checkout/sessions', () => ({
      body: { id: 'cs_test_after_outage', object: 'checkout.session', url: 'https://checkout.stripe.test/after' },
    }));
    const retried = await as(t)
      .post('/api/schools/claim-with-subscription')
      .send({ ...body, schoolName: ' desert ridge  ACADEMY', phone: '702-555-0999', planType: 'yearly' })
      .expect(200);
    expect(retried.body).toEqual({ checkoutUrl: 'https://checkout.stripe.test/after' });

    const claims = await sql<{ id: number; phone: string; plan_id: number; stripe_session_id: string }>(
      t,
      'select "id", "phone", "plan_id", "stripe_session_id" from "school_claim_request" where "email" = ?',
      [email],
    );
    const [yearly] = await sql<{ id: number }>(t, `select "id" from "subscription_plan" where "interval" = 'yearly'`);
    expect(claims).toEqual([
      { id: claims[0].id, phone: '702-555-0143', plan_id: yearly.id, stripe_session_id: 'cs_test_after_outage' },
    ]);
    expect(
      await sql(t, 'select 1 from "mail_outbox" where "key" = ?', [`claim-received:${claims[0].id}`]),
    ).toHaveLength(1);
    const keys = double
      .requestsTo('POST /v1/checkout/sessions')
      .slice(-2)
      .map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('opens a separate claim for another school or once the first one is paid', async () => {
    double.on('POST /v1/checkout/sessions', () => ({
      body: { id: `cs_test_${tag()}`, object: 'checkout.session', url: 'https://checkout.stripe.test/x' },
    }));
    const email = `stripe-two-${tag()}@example.com`;
    const body = {
      schoolName: 'First School',
      firstName: 'Kim',
      lastName: 'Ng',
      email,
      phone: '702-555-0144',
      position: 'Director',
      message: 'I direct both schools.',
      planType: 'monthly',
    };
    await as(t).post('/api/schools/claim-with-subscription').send(body).expect(200);
    await as(t)
      .post('/api/schools/claim-with-subscription')
      .send({ ...body, schoolName: 'Second School' })
      .expect(200);
    await sql(t, `update "school_claim_request" set "payment_status" = 'completed' where "email" = ?`, [email]);
    await as(t).post('/api/schools/claim-with-subscription').send(body).expect(200);
    expect(await sql(t, 'select 1 from "school_claim_request" where "email" = ?', [email])).toHaveLength(3);
  });

  it('rejecting a paid claim asks Stripe to refund its payment and cancel its subscription, once', async () => {
    double.on('POST /v1/checkout/sessions', () => ({
      body: { id: `cs_test_${tag()}`, object: 'checkout.session', url: 'https://checkout.stripe.test/r' },
    }));
    const email = `stripe-reject-${tag()}@example.com`;
    await as(t)
      .post('/api/schools/claim-with-subscription')
      .send({
        schoolName: 'Mirage Academy',
        firstName: 'Rae',
        lastName: 'Quinn',
        email,
        phone: '702-555-0150',
        position: 'Teacher',
        message: 'I teach at Mirage Academy.',
        planType: 'yearly',
      })
      .expect(200);
    // What the verified checkout webhook records (its own path is tested in the sandbox and webhook specs).
    await sql(
      t,
      `update "school_claim_request" set "payment_status" = 'completed', "payment_source" = 'provider', "stripe_subscription_id" = 'sub_claim_1' where "email" = ?`,
      [email],
    );
    const [claim] = await sql<{ id: number }>(t, 'select "id" from "school_claim_request" where "email" = ?', [email]);
    const admin = await signInAs(t, 'admin');
    const before = double.requests.length;
    const res = await as(t, admin)
      .post(`/api/admin/claims/${claim.id}/reject`)
      .send({ notes: 'Not a staff member.' })
      .expect(200);
    expect(res.body.claim).toMatchObject({ status: 'rejected', refundId: 're_double_1', refundedAmount: 99500 });
    expect(double.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/subscriptions/sub_claim_1',
      'POST /v1/refunds',
      'DELETE /v1/subscriptions/sub_claim_1',
    ]);
    expect(double.requestsTo('POST /v1/refunds').at(-1)).toMatchObject({
      idempotencyKey: `claim:${claim.id}:refund:refund`,
      form: { payment_intent: 'pi_double_1', 'metadata[claimId]': String(claim.id) },
    });
    const calls = double.requests.length;
    await as(t, admin).post(`/api/admin/claims/${claim.id}/reject`).send({ notes: 'Again' }).expect(409);
    expect(double.requests.length).toBe(calls);
  });
});
