import { createTestApp, type TestApp } from '../support/test-app';
import { PremiumComps } from '../../src/modules/billing/application/premium-comps';
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

/** Every stored payment event not yet applied, oldest first (the sandbox's events of this test). */
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

async function auditOf(t: TestApp, action: string, targetId: string) {
  return sql<{ actor_id: string | null; after: Record<string, unknown> }>(
    t,
    'select "actor_id", "after" from "audit_log" where "action" = ? and "target_id" = ? order by "id"',
    [action, targetId],
  );
}

/** The operator's Billing tab (issue 43): the list, the figures, CSV, comps and refunds through the sandbox. */
describe('billing: the admin billing console', () => {
  let t: TestApp;
  let admin: Session;
  let adminId: string;
  let owner: Session;
  let ownerEmail: string;
  let schoolId: number;
  let rowId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const adminUser = await createUser(t, 'admin');
    adminId = adminUser.id;
    admin = await signIn(t, adminUser);
    const user = await createUser(t, 'school_admin');
    ownerEmail = user.email;
    const school = await createSchool(t);
    schoolId = school.id;
    await makeOwner(t, user, schoolId);
    owner = await signIn(t, user);
    const plans = await as(t).get('/api/subscription-plans').expect(200);
    const monthly = plans.body.find((p: { interval: string }) => p.interval === 'monthly').id;
    const { body } = await as(t, owner)
      .post('/api/create-subscription')
      .send({ planId: monthly, schoolId })
      .expect(200);
    await as(t)
      .post('/api/sandbox/payments/confirm')
      .send({ clientSecret: body.clientSecret, cardNumber: '4242 4242 4242 4242' })
      .expect(200);
    await applyPending(t);
    const [row] = await sql<{ id: number }>(
      t,
      'select "id" from "school_subscription" where "school_id" = ? and "status" = ?',
      [schoolId, 'active'],
    );
    rowId = row.id;
  });
  afterAll(() => t.close());

  it('lists the subscription with school, owner, plan, started, next charge and last payment; filters; CSV', async () => {
    const list = await as(t, admin).get('/api/admin/billing/subscriptions').expect(200);
    const mine = list.body.find((r: { id: number }) => r.id === rowId);
    expect(mine).toMatchObject({
      schoolId,
      ownerEmail,
      planName: 'Monthly',
      interval: 'monthly',
      price: 9900,
      status: 'active',
      lastPaymentCents: 9900,
    });
    expect(new Date(mine.nextChargeAt).getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);
    expect(mine.lastPaymentAt).not.toBeNull();

    const pastDue = await as(t, admin).get('/api/admin/billing/subscriptions?status=past_due').expect(200);
    expect(pastDue.body.find((r: { id: number }) => r.id === rowId)).toBeUndefined();
    const bad = await as(t, admin).get('/api/admin/billing/subscriptions?status=late').expect(400);
    expect(JSON.stringify(bad.body)).toContain('status must be one of: active, past_due, cancelling, ended');

    const csv = await as(t, admin).get('/api/admin/billing/subscriptions.csv?status=active').expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.text.split('\n')[0]).toContain('school,owner,plan');
    expect(csv.text).toContain(ownerEmail);

    const summary = await as(t, admin).get('/api/admin/billing/summary').expect(200);
    expect(summary.body.mrrCents).toBeGreaterThanOrEqual(9900);
    expect(summary.body).toHaveProperty('failedPaymentsWaiting');
    expect(summary.body).toHaveProperty('cancellationsThisMonth');
  });

  it('records the money events of the webhook in the audit log with the provider’s ids', async () => {
    const started = await auditOf(t, 'billing.subscription_started', String(rowId));
    expect(started).toHaveLength(1);
    const paid = await auditOf(t, 'billing.payment_succeeded', String(rowId));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      actor_id: null,
      after: {
        amountCents: 9900,
        invoiceId: expect.stringMatching(/^in_sbx/),
        subscriptionId: expect.stringMatching(/^sub_sbx/),
      },
    });
  });

  it('refunds part then the rest of the last payment through the sandbox, audited; a third is refused', async () => {
    const refused = await as(t, admin)
      .post(`/api/admin/billing/subscriptions/${rowId}/refund`)
      .send({ amountCents: 9901, reason: 'Too much' })
      .expect(400);
    expect(refused.body.message).toContain('at most $99.00');
    await as(t, admin).post(`/api/admin/billing/subscriptions/${rowId}/refund`).send({ reason: ' ' }).expect(400);
    await as(t, owner).post(`/api/admin/billing/subscriptions/${rowId}/refund`).send({ reason: 'mine' }).expect(403);

    const part = await as(t, admin)
      .post(`/api/admin/billing/subscriptions/${rowId}/refund`)
      .send({ amountCents: 2500, reason: 'Listing was down for a week' })
      .expect(200);
    expect(part.body).toMatchObject({ amountCents: 2500, refundId: expect.stringMatching(/^re_sbx/) });
    const rest = await as(t, admin)
      .post(`/api/admin/billing/subscriptions/${rowId}/refund`)
      .send({ reason: 'Goodwill' })
      .expect(200);
    expect(rest.body.amountCents).toBe(7400);
    const none = await as(t, admin)
      .post(`/api/admin/billing/subscriptions/${rowId}/refund`)
      .send({ reason: 'Again' })
      .expect(409);
    expect(none.body.message).toBe('This subscription has no payment left to refund.');

    const audited = await auditOf(t, 'billing.refund_issued', String(rowId));
    expect(audited.map((a) => [a.actor_id, a.after.amountCents, a.after.reason])).toEqual([
      [adminId, 2500, 'Listing was down for a week'],
      [adminId, 7400, 'Goodwill'],
    ]);
    expect(audited[0].after.refundId).toBe(part.body.refundId);
    // The provider confirmed each with a signed charge.refunded; the subscription goes on.
    const charges = await sql<{ amount_refunded: number }>(
      t,
      `select ("payload"->'data'->'object'->>'amount_refunded')::int as amount_refunded from "payment_event"
       where "type" = 'charge.refunded' and "payload"->'data'->'object'->>'id' = ? order by "received_at"`,
      [`ch_${String(part.body.invoiceId).replace(/^in_/, '')}`],
    );
    expect(charges.map((c) => c.amount_refunded)).toEqual([2500, 9900]);
    await applyPending(t);
    expect(await schoolPremium(t, schoolId)).toEqual({ is_premium: true, subscription_status: 'active' });
    // Each confirmation is in the audit log too, with the provider's ids: money can be traced either way.
    const confirmed = await auditOf(t, 'billing.payment_refunded', String(rowId));
    expect(confirmed.map((row) => [row.actor_id, row.after.amountRefundedCents])).toEqual([
      [null, 2500],
      [null, 9900],
    ]);
  });

  it('comps a school: premium at once, extended, revoked, each audited; ends by itself after its last day', async () => {
    const free = await createSchool(t);
    const nextYear = new Date().getUTCFullYear() + 1;
    await as(t, admin)
      .post('/api/admin/billing/comps')
      .send({ schoolId: free.id, reason: 'Launch partner', endsOn: '2020-01-01' })
      .expect(400)
      .expect((res) => expect(res.body.message).toBe('The end date must be after today.'));
    await as(t, admin)
      .post('/api/admin/billing/comps')
      .send({ schoolId: free.id, reason: 'Launch partner', endsOn: 'soon' })
      .expect(400);
    await as(t, owner)
      .post('/api/admin/billing/comps')
      .send({ schoolId: free.id, reason: 'Me', endsOn: `${nextYear}-06-30` })
      .expect(403);

    const granted = await as(t, admin)
      .post('/api/admin/billing/comps')
      .send({ schoolId: free.id, reason: 'Launch partner', endsOn: `${nextYear}-06-30` })
      .expect(201);
    expect(granted.body).toMatchObject({ schoolId: free.id, endsOn: `${nextYear}-06-30`, active: true });
    expect(await schoolPremium(t, free.id)).toEqual({ is_premium: true, subscription_status: 'comp' });
    await as(t, admin)
      .post('/api/admin/billing/comps')
      .send({ schoolId: free.id, reason: 'Twice', endsOn: `${nextYear}-07-30` })
      .expect(409);

    await as(t, admin)
      .post(`/api/admin/billing/comps/${granted.body.id}/extend`)
      .send({ endsOn: `${nextYear}-03-01` })
      .expect(400);
    const extended = await as(t, admin)
      .post(`/api/admin/billing/comps/${granted.body.id}/extend`)
      .send({ endsOn: `${nextYear}-12-31` })
      .expect(200);
    expect(extended.body.endsOn).toBe(`${nextYear}-12-31`);

    const revoked = await as(t, admin)
      .post(`/api/admin/billing/comps/${granted.body.id}/revoke`)
      .send({ reason: 'Partnership ended' })
      .expect(200);
    expect(revoked.body).toMatchObject({ active: false, revokeReason: 'Partnership ended' });
    expect(await schoolPremium(t, free.id)).toMatchObject({ is_premium: false });
    await as(t, admin).post(`/api/admin/billing/comps/${granted.body.id}/revoke`).send({ reason: 'x' }).expect(409);
    await as(t, admin)
      .post('/api/admin/billing/comps/99999999/extend')
      .send({ endsOn: `${nextYear}-12-31` })
      .expect(404);

    const actions = await sql<{ action: string; actor_id: string }>(
      t,
      `select "action", "actor_id" from "audit_log" where "target_type" = 'school' and "target_id" = ? and "action" like 'billing.%' order by "id"`,
      [String(free.id)],
    );
    expect(actions).toEqual([
      { action: 'billing.comp_granted', actor_id: adminId },
      { action: 'billing.comp_extended', actor_id: adminId },
      { action: 'billing.comp_revoked', actor_id: adminId },
    ]);

    // A second comp, run past its last day by the worker's clock: the listing is free again.
    const again = await as(t, admin)
      .post('/api/admin/billing/comps')
      .send({ schoolId: free.id, reason: 'Second season', endsOn: `${nextYear}-01-31` })
      .expect(201);
    expect((await schoolPremium(t, free.id)).is_premium).toBe(true);
    const after = new Date(Date.UTC(nextYear, 1, 2));
    expect(await t.app.get(PremiumComps).endExpired(after)).toBeGreaterThanOrEqual(1);
    expect(await schoolPremium(t, free.id)).toMatchObject({ is_premium: false });
    const list = await as(t, admin).get('/api/admin/billing/comps').expect(200);
    expect(list.body.find((c: { id: number }) => c.id === again.body.id)).toMatchObject({ reason: 'Second season' });
  });

  it('is for admins only', async () => {
    const parent = await signInAs(t, 'user');
    for (const session of [undefined, parent, owner]) {
      const res = await as(t, session).get('/api/admin/billing/summary');
      expect([401, 403]).toContain(res.status);
    }
  });
});
