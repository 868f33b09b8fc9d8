import { PaymentGateway } from '../../src/modules/billing';
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
import { AUTHENTICATES, DECLINES, PAYS, claimCheckout, claimEvents, claimPaymentStatus } from './sandbox-fixtures';

const DECLINED = { status: 'failed', message: 'Your card was declined.', redirectUrl: null };
const AUTHENTICATION_FAILED = {
  status: 'failed',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  redirectUrl: null,
};
const ASKS_AUTHENTICATION = {
  status: 'requires_action',
  message: 'Your bank asks you to authenticate this payment.',
  redirectUrl: null,
};

/**
 * One card rule on both sandbox paths: the hosted checkout (claims) and the
 * /subscription card form. 4242 pays; …0002 declines with Stripe's wording and
 * leaves no payment, subscription or event; …3155 waits for the TEST MODE
 * authentication step, whose Complete pays and Fail declines.
 */
describe('payment sandbox: test cards behave like Stripe on the hosted checkout and the card form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('hosted checkout', () => {
    it('declines 4000 0000 0000 0002: the checkout stays open, nothing is paid and no event is sent', async () => {
      const { claimId, sessionId } = await claimCheckout(t);
      const res = await as(t).post(`/api/sandbox/checkout/${sessionId}/pay`).send({ cardNumber: DECLINES }).expect(200);
      expect(res.body).toEqual(DECLINED);

      const view = await as(t).get(`/api/sandbox/checkout/${sessionId}`).expect(200);
      expect(view.body).toMatchObject({ status: 'open', awaitingAuthentication: false });
      expect(await claimEvents(t, claimId)).toEqual([]);
      expect(await claimPaymentStatus(t, claimId)).toBe('pending');
      const objects = await sql(
        t,
        `select 1 from "payment_sandbox_object" where "type" in ('subscription', 'invoice') and "data"->'metadata'->>'claimId' = ?`,
        [String(claimId)],
      );
      expect(objects).toEqual([]);

      // The same checkout then pays with a good card.
      const paid = await as(t).post(`/api/sandbox/checkout/${sessionId}/pay`).send({ cardNumber: PAYS }).expect(200);
      expect(paid.body).toEqual({
        status: 'succeeded',
        message: 'Payment succeeded.',
        redirectUrl: `${t.config.publicUrl}/claim-school?status=success&session_id=${sessionId}`,
      });
      const events = await claimEvents(t, claimId);
      expect(events.map((e) => e.type).sort()).toEqual(['checkout.session.completed', 'invoice.paid']);
      await apply(
        t,
        events.map((e) => e.id),
      );
      expect(await claimPaymentStatus(t, claimId)).toBe('completed');
    });

    it('asks 4000 0025 0000 3155 to authenticate; Fail declines and sends nothing, Complete pays', async () => {
      const { claimId, sessionId } = await claimCheckout(t, 'monthly');
      const asked = await as(t)
        .post(`/api/sandbox/checkout/${sessionId}/pay`)
        .send({ cardNumber: AUTHENTICATES })
        .expect(200);
      expect(asked.body).toEqual(ASKS_AUTHENTICATION);
      expect((await as(t).get(`/api/sandbox/checkout/${sessionId}`)).body.awaitingAuthentication).toBe(true);
      expect(await claimEvents(t, claimId)).toEqual([]);

      const failed = await as(t)
        .post(`/api/sandbox/checkout/${sessionId}/authenticate`)
        .send({ result: 'fail' })
        .expect(200);
      expect(failed.body).toEqual(AUTHENTICATION_FAILED);
      expect((await as(t).get(`/api/sandbox/checkout/${sessionId}`)).body).toMatchObject({
        status: 'open',
        awaitingAuthentication: false,
      });
      expect(await claimEvents(t, claimId)).toEqual([]);
      // Nothing waits for authentication any more: a replayed 'Complete' pays nothing.
      const stale = await as(t)
        .post(`/api/sandbox/checkout/${sessionId}/authenticate`)
        .send({ result: 'complete' })
        .expect(409);
      expect(stale.body.message).toBe('There is no payment waiting for authentication.');
      expect(await claimEvents(t, claimId)).toEqual([]);

      await as(t).post(`/api/sandbox/checkout/${sessionId}/pay`).send({ cardNumber: AUTHENTICATES }).expect(200);
      const completed = await as(t)
        .post(`/api/sandbox/checkout/${sessionId}/authenticate`)
        .send({ result: 'complete' })
        .expect(200);
      expect(completed.body).toMatchObject({
        status: 'succeeded',
        redirectUrl: `${t.config.publicUrl}/claim-school?status=success&session_id=${sessionId}`,
      });
      expect((await claimEvents(t, claimId)).map((e) => e.type).sort()).toEqual([
        'checkout.session.completed',
        'invoice.paid',
      ]);
      expect((await as(t).get(`/api/sandbox/checkout/${sessionId}`)).body.status).toBe('complete');
    });

    it('refuses a malformed card number with 400 and a mistyped one with Stripe’s message', async () => {
      const { claimId, sessionId } = await claimCheckout(t);
      const bad = await as(t).post(`/api/sandbox/checkout/${sessionId}/pay`).send({ cardNumber: 'abc' }).expect(400);
      expect(bad.body.errors.cardNumber).toEqual(['Enter a test card number']);
      await as(t).post(`/api/sandbox/checkout/${sessionId}/pay`).send({}).expect(400);
      const mistyped = await as(t)
        .post(`/api/sandbox/checkout/${sessionId}/pay`)
        .send({ cardNumber: '4242 4242 4242 4241' })
        .expect(200);
      expect(mistyped.body).toEqual({ status: 'failed', message: 'Your card number is invalid.', redirectUrl: null });
      const wrongChoice = await as(t)
        .post(`/api/sandbox/checkout/${sessionId}/authenticate`)
        .send({ result: 'maybe' })
        .expect(400);
      expect(Object.keys(wrongChoice.body.errors)).toEqual(['result']);
      expect(await claimEvents(t, claimId)).toEqual([]);
    });
  });

  it('puts the session id into a success address that asks for it ({CHECKOUT_SESSION_ID}), as Stripe does', async () => {
    const session = await t.app.get(PaymentGateway).createCheckoutSession({
      priceId: t.config.payments.priceYearly,
      customerEmail: `template-${tag()}@example.com`,
      metadata: {},
      successUrl: `${t.config.publicUrl}/claim-school?status=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${t.config.publicUrl}/claim-school?status=cancelled`,
      idempotencyKey: `test:${tag()}:checkout`,
    });
    const expected = `${t.config.publicUrl}/claim-school?status=success&session_id=${session.id}`;
    expect((await as(t).get(`/api/sandbox/checkout/${session.id}`).expect(200)).body.successUrl).toBe(expected);
    const paid = await as(t).post(`/api/sandbox/checkout/${session.id}/pay`).send({ cardNumber: PAYS }).expect(200);
    expect(paid.body.redirectUrl).toBe(expected);
    const [event] = await sql<{ url: string }>(
      t,
      `select "payload"->'data'->'object'->>'success_url' as "url" from "payment_event" where "payload"->'data'->'object'->>'id' = ?`,
      [session.id],
    );
    expect(event.url).toBe(expected);
  });

  describe('/subscription card form', () => {
    let owner: Session;
    let schoolId: number;
    let planId: number;

    beforeAll(async () => {
      const user = await createUser(t, 'school_admin');
      schoolId = (await createSchool(t)).id;
      await makeOwner(t, user, schoolId);
      owner = await signIn(t, user);
      const plans = await as(t).get('/api/subscription-plans').expect(200);
      planId = plans.body.find((p: { interval: string }) => p.interval === 'monthly').id;
    });

    function schoolEvents(): Promise<{ id: string; type: string }[]> {
      return sql(
        t,
        `select "id", "type" from "payment_event"
         where "payload"->'data'->'object'->'metadata'->>'schoolId' = ?
            or "payload"->'data'->'object'->'parent'->'subscription_details'->'metadata'->>'schoolId' = ?
         order by "received_at", "id"`,
        [String(schoolId), String(schoolId)],
      );
    }

    it('declines …0002 and asks …3155 to authenticate without sending any event; Fail declines, Complete pays', async () => {
      const { body } = await as(t, owner).post('/api/create-subscription').send({ planId, schoolId }).expect(200);
      const { clientSecret } = body;

      const declined = await as(t)
        .post('/api/sandbox/payments/confirm')
        .send({ clientSecret, cardNumber: DECLINES })
        .expect(200);
      expect(declined.body).toEqual(DECLINED);
      expect(await schoolEvents()).toEqual([]);

      const asked = await as(t)
        .post('/api/sandbox/payments/confirm')
        .send({ clientSecret, cardNumber: AUTHENTICATES })
        .expect(200);
      expect(asked.body).toEqual(ASKS_AUTHENTICATION);
      const failed = await as(t)
        .post('/api/sandbox/payments/authenticate')
        .send({ clientSecret, result: 'fail' })
        .expect(200);
      expect(failed.body).toEqual(AUTHENTICATION_FAILED);
      await as(t).post('/api/sandbox/payments/authenticate').send({ clientSecret, result: 'complete' }).expect(409);
      expect(await schoolEvents()).toEqual([]);
      expect((await schoolPremium(t, schoolId)).is_premium).toBe(false);

      await as(t).post('/api/sandbox/payments/confirm').send({ clientSecret, cardNumber: AUTHENTICATES }).expect(200);
      const completed = await as(t)
        .post('/api/sandbox/payments/authenticate')
        .send({ clientSecret, result: 'complete' })
        .expect(200);
      expect(completed.body).toEqual({ status: 'succeeded', message: 'Payment succeeded.', redirectUrl: null });
      const events = await schoolEvents();
      expect(events.map((e) => e.type).sort()).toEqual(['customer.subscription.updated', 'invoice.paid']);
      await apply(
        t,
        events.map((e) => e.id),
      );
      expect(await schoolPremium(t, schoolId)).toEqual({ is_premium: true, subscription_status: 'active' });
    });

    it('answers an unknown client secret with 404', async () => {
      await as(t)
        .post('/api/sandbox/payments/confirm')
        .send({ clientSecret: 'pi_sbx_unknown_secret_x', cardNumber: PAYS })
        .expect(404);
    });
  });
});
