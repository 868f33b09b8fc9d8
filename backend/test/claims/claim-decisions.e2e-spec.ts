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
  tag,
  type Session,
} from '../billing/billing-fixtures';

/**
 * docs/product.md "Claims": claims on owned schools (conflict banner, explicit
 * co-owner confirmation, the owners told), rejection with notes and refund,
 * one subscription per school; and the claim page's checkout confirmation and
 * the payment receipt. Payments go through the sandbox; the worker's part is
 * played by applying the stored events.
 */

const ALREADY_PREMIUM = 'This school already has an active premium listing. Manage it from the billing page.';

interface ClaimRow {
  id: number;
  status: string;
  payment_status: string;
  stripe_session_id: string | null;
  stripe_subscription_id: string | null;
  user_id: string | null;
  school_id: number | null;
  admin_notes: string | null;
  reviewed_by: string | null;
  refund_id: string | null;
  refund_amount: number | null;
}

function claimBody(overrides: Record<string, unknown> = {}) {
  const id = tag();
  return {
    schoolName: `Decided Academy ${id}`,
    firstName: 'Sam',
    lastName: 'Stranger',
    email: `stranger-${id}@example.com`,
    phone: '(702) 555-0190',
    position: 'Parent volunteer',
    message: 'I help run the school and want to manage its listing.',
    planType: 'yearly',
    ...overrides,
  };
}

async function claimByEmail(t: TestApp, email: string): Promise<ClaimRow | undefined> {
  const [row] = await sql<ClaimRow>(t, 'select * from "school_claim_request" where "email" = ?', [email]);
  return row;
}

/** What the worker would do: apply every stored event not yet applied, oldest first. */
async function applyPending(t: TestApp): Promise<void> {
  const events = await sql<{ id: string }>(
    t,
    'select "id" from "payment_event" where "processed_at" is null order by "received_at", "id"',
  );
  await apply(
    t,
    events.map((e) => e.id),
  );
}

/** Submits a claim; answers its body and the checkout session id. */
async function submitClaim(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = claimBody(overrides);
  const res = await as(t).post('/api/schools/claim-with-subscription').send(body).expect(200);
  return { body, sessionId: new URL(res.body.checkoutUrl).pathname.split('/').pop()!, response: res.body };
}

/** Submits a claim and pays its sandbox checkout with 4242; the events are applied. */
async function paidClaim(t: TestApp, overrides: Record<string, unknown> = {}) {
  const submitted = await submitClaim(t, overrides);
  await as(t)
    .post(`/api/sandbox/checkout/${submitted.sessionId}/pay`)
    .send({ cardNumber: '4242 4242 4242 4242' })
    .expect(200);
  await applyPending(t);
  return { ...submitted, claim: (await claimByEmail(t, submitted.body.email))! };
}

async function liveSubscriptions(t: TestApp, schoolId: number) {
  return sql<{ stripe_subscription_id: string; status: string }>(
    t,
    `select "stripe_subscription_id", "status" from "school_subscription"
     where "school_id" = ? and "status" not in ('incomplete', 'incomplete_expired', 'canceled')`,
    [schoolId],
  );
}

async function outbox(t: TestApp, key: string) {
  return sql<{ template: string; recipient: string; data: Record<string, unknown> }>(
    t,
    'select "template", "recipient", "data" from "mail_outbox" where "key" = ?',
    [key],
  );
}

describe('claims: owned schools, rejection with refund, one subscription per school', () => {
  let t: TestApp;
  let admin: Session;
  let owner: { id: string; email: string };
  let ownedSchool: { id: number; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t, 'admin');
    owner = await createUser(t, 'school_admin');
    ownedSchool = await createSchool(t, `Owned Academy ${tag()}`);
    await makeOwner(t, owner, ownedSchool.id);
  });
  afterAll(() => t.close());

  describe('a claim for a school that already has an active owner', () => {
    it('reveals nothing on the public form, but the admin sees the current owners by name and e-mail', async () => {
      // Typed with other case and spacing: still the same school.
      const { body, response } = await submitClaim(t, { schoolName: `  ${ownedSchool.name.toUpperCase()} ` });
      expect(Object.keys(response)).toEqual(['checkoutUrl']);

      const list = await as(t, admin)
        .get(`/api/admin/claim-requests?search=${encodeURIComponent(body.email)}`)
        .expect(200);
      expect(list.body.claims[0].conflict).toEqual({
        schoolId: ownedSchool.id,
        schoolName: ownedSchool.name,
        owners: [{ name: 'Billie Tester', email: owner.email }],
      });

      // A claim for an unowned school has no banner; the check for the school the admin picks names the owners.
      const other = await submitClaim(t);
      const otherRow = (await claimByEmail(t, other.body.email))!;
      const otherList = await as(t, admin)
        .get(`/api/admin/claim-requests?search=${encodeURIComponent(other.body.email)}`)
        .expect(200);
      expect(otherList.body.claims[0].conflict).toBeNull();
      const picked = await as(t, admin)
        .get(`/api/admin/claims/${otherRow.id}/conflict?schoolId=${ownedSchool.id}`)
        .expect(200);
      expect(picked.body.conflict.owners).toEqual([{ name: 'Billie Tester', email: owner.email }]);
      const unowned = await createSchool(t);
      expect(
        (await as(t, admin).get(`/api/admin/claims/${otherRow.id}/conflict?schoolId=${unowned.id}`).expect(200)).body,
      ).toEqual({ conflict: null });
      const bad = await as(t, admin).get(`/api/admin/claims/${otherRow.id}/conflict?schoolId=abc`).expect(400);
      expect(bad.body.errors.schoolId).toEqual(['Please choose a school']);
    });

    it("refuses approval without 'Add as co-owner' (409, nothing changes); with it, adds a co-owner and tells the owners", async () => {
      const { body, claim } = await paidClaim(t, { schoolName: ownedSchool.name });

      const refused = await as(t, admin)
        .post(`/api/admin/claims/${claim.id}/approve`)
        .send({ schoolId: ownedSchool.id })
        .expect(409);
      expect(refused.body.message).toBe(
        `${ownedSchool.name} already has an owner: Billie Tester (${owner.email}). ` +
          "Approving adds the claimant as a co-owner: confirm with 'Add as co-owner', or reject the claim.",
      );
      expect((await claimByEmail(t, body.email))!.status).toBe('pending');
      expect(await sql(t, 'select 1 from "app_user" where "email" = ?', [body.email])).toHaveLength(0);

      await as(t, admin)
        .post(`/api/admin/claims/${claim.id}/approve`)
        .send({ schoolId: ownedSchool.id, confirmCoOwner: 'yes' })
        .expect(400);
      const approved = await as(t, admin)
        .post(`/api/admin/claims/${claim.id}/approve`)
        .send({ schoolId: ownedSchool.id, confirmCoOwner: true })
        .expect(200);
      expect(approved.body.claim).toMatchObject({ status: 'approved', schoolId: ownedSchool.id, conflict: null });

      const owners = await sql<{ email: string }>(
        t,
        `select "u"."email" from "school_owner" "o" join "app_user" "u" on "u"."id" = "o"."user_id"
         where "o"."school_id" = ? and "o"."is_active" order by "u"."email"`,
        [ownedSchool.id],
      );
      expect(owners.map((o) => o.email).sort()).toEqual([body.email, owner.email].sort());
      const [notice] = await outbox(t, `co-owner-added:${claim.id}:${owner.id}`);
      expect(notice).toMatchObject({
        template: 'co-owner-added',
        recipient: owner.email,
        data: {
          firstName: 'Billie',
          schoolName: ownedSchool.name,
          coOwnerName: 'Sam Stranger',
          coOwnerEmail: body.email,
          contactUrl: `${t.config.publicUrl}/contact`,
        },
      });
      expect(
        await sql(t, `select 1 from "audit_log" where "action" = 'claim.approve' and "target_id" = ?`, [
          String(claim.id),
        ]),
      ).toHaveLength(1);
    });
  });

  describe('rejecting a claim', () => {
    it('refunds a paid claim through the provider, ends its subscription, e-mails the notes and grants nothing', async () => {
      // A stranger's claim on another owned school (the first one now pays, so it is not offered plans any more).
      const school = await createSchool(t, `Owned Elementary ${tag()}`);
      await makeOwner(t, owner, school.id);
      const { body, claim } = await paidClaim(t, { schoolName: school.name });
      const listed = await as(t, admin)
        .get(`/api/admin/claim-requests?search=${encodeURIComponent(body.email)}`)
        .expect(200);
      expect(listed.body.claims[0].conflict).toMatchObject({ schoolId: school.id });
      expect(claim.stripe_subscription_id).toMatch(/^sub_sbx_/);
      // Paid: the team inbox hears that it waits for a decision (issue 36), once.
      expect(await outbox(t, `claim-awaiting-review:${claim.id}`)).toEqual([
        {
          template: 'claim-awaiting-review',
          recipient: t.config.mail.contactInbox,
          data: expect.objectContaining({ schoolName: school.name, payment: 'Paid through the checkout' }),
        },
      ]);

      const empty = await as(t, admin).post(`/api/admin/claims/${claim.id}/reject`).send({ notes: '  ' }).expect(400);
      expect(empty.body.errors.notes).toEqual(['Please tell the claimant why the claim is rejected']);

      const notes = 'We could not confirm that you work at this school.';
      const res = await as(t, admin).post(`/api/admin/claims/${claim.id}/reject`).send({ notes }).expect(200);
      expect(res.body.message).toBe(
        'Claim rejected. The claimant was e-mailed your notes and their payment of $995.00 was refunded.',
      );
      expect(res.body.claim).toMatchObject({
        status: 'rejected',
        adminNotes: notes,
        refundedAmount: 99500,
        userId: null,
        schoolId: null,
        conflict: null,
      });
      expect(res.body.claim.refundId).toMatch(/^re_sbx_/);

      const rejected = (await claimByEmail(t, body.email))!;
      expect(rejected).toMatchObject({ status: 'rejected', reviewed_by: admin.id, refund_amount: 99500 });
      // The mail says 'reply to this e-mail' from a no-reply address: replies go to the team (issue 36).
      const [rejectionMail] = await sql<{ reply_to: string | null }>(
        t,
        'select "reply_to" from "mail_outbox" where "key" = ?',
        [`claim-rejected:${claim.id}`],
      );
      expect(rejectionMail.reply_to).toBe(t.config.contactEmail);
      // The provider holds exactly one refund of the full payment, and the subscription ended at once.
      const refunds = await sql<{ data: { amount: number } }>(
        t,
        `select "data" from "payment_sandbox_object" where "type" = 'refund' and "data"->>'subscriptionId' = ?`,
        [claim.stripe_subscription_id],
      );
      expect(refunds.map((r) => r.data.amount)).toEqual([99500]);
      const [local] = await sql<{ status: string; school_id: number | null }>(
        t,
        'select "status", "school_id" from "school_subscription" where "stripe_subscription_id" = ?',
        [claim.stripe_subscription_id],
      );
      expect(local).toEqual({ status: 'canceled', school_id: null });
      await applyPending(t);
      const [confirmed] = await sql<{ status: string }>(
        t,
        'select "status" from "school_subscription" where "stripe_subscription_id" = ?',
        [claim.stripe_subscription_id],
      );
      expect(confirmed.status).toBe('canceled');

      const [mail] = await outbox(t, `claim-rejected:${claim.id}`);
      expect(mail).toMatchObject({
        template: 'claim-rejected',
        recipient: body.email,
        data: { firstName: 'Sam', schoolName: school.name, notes, refundedCents: 99500 },
      });
      // Nothing granted: no account, no owner link, no premium.
      expect(await sql(t, 'select 1 from "app_user" where "email" = ?', [body.email])).toHaveLength(0);
      expect((await schoolPremium(t, school.id)).is_premium).toBe(false);
      expect(
        await sql(
          t,
          `select 1 from "audit_log" where "action" = 'claim.reject' and "target_id" = ? and "actor_id" = ?`,
          [String(claim.id), admin.id],
        ),
      ).toHaveLength(1);

      // Idempotent: a second rejection is refused and refunds nothing more; approval is refused too.
      const again = await as(t, admin).post(`/api/admin/claims/${claim.id}/reject`).send({ notes }).expect(409);
      expect(again.body.message).toBe('This claim request has already been rejected');
      const approve = await as(t, admin)
        .post(`/api/admin/claims/${claim.id}/approve`)
        .send({ schoolId: school.id, confirmCoOwner: true })
        .expect(409);
      expect(approve.body.message).toBe('This claim request has already been rejected');
      expect(
        await sql(
          t,
          `select 1 from "payment_sandbox_object" where "type" = 'refund' and "data"->>'subscriptionId' = ?`,
          [claim.stripe_subscription_id],
        ),
      ).toHaveLength(1);
      const list = await as(t, admin)
        .get(`/api/admin/claim-requests?status=rejected&search=${encodeURIComponent(body.email)}`)
        .expect(200);
      expect(list.body.total).toBe(1);
    });

    it('two rejections at once refund once and answer 200 and 409', async () => {
      const { claim } = await paidClaim(t);
      const answers = await Promise.all([
        as(t, admin).post(`/api/admin/claims/${claim.id}/reject`).send({ notes: 'Duplicate claim' }),
        as(t, admin).post(`/api/admin/claims/${claim.id}/reject`).send({ notes: 'Duplicate claim' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(
        await sql(
          t,
          `select 1 from "payment_sandbox_object" where "type" = 'refund' and "data"->>'subscriptionId' = ?`,
          [claim.stripe_subscription_id],
        ),
      ).toHaveLength(1);
      expect(await outbox(t, `claim-rejected:${claim.id}`)).toHaveLength(1);
    });

    it('closes the checkout of an unpaid claim, so it can no longer be paid, and says nothing was charged', async () => {
      const { body, sessionId } = await submitClaim(t);
      const claim = (await claimByEmail(t, body.email))!;
      const res = await as(t, admin)
        .post(`/api/admin/claims/${claim.id}/reject`)
        .send({ notes: 'Please claim through the school office.' })
        .expect(200);
      expect(res.body.message).toBe('Claim rejected. The claimant was e-mailed your notes.');
      expect(res.body.claim).toMatchObject({ status: 'rejected', refundId: null, refundedAmount: null });
      const checkout = await as(t).get(`/api/sandbox/checkout/${sessionId}`).expect(200);
      expect(checkout.body.status).toBe('expired');
      const [mail] = await outbox(t, `claim-rejected:${claim.id}`);
      expect(mail.data).toEqual({
        firstName: 'Sam',
        schoolName: body.schoolName,
        notes: 'Please claim through the school office.',
      });
    });
  });

  describe('one subscription per school', () => {
    let premiumSchool: { id: number; name: string };
    let firstOwner: Session;
    let firstSubscription: string;

    beforeAll(async () => {
      premiumSchool = await createSchool(t, `Premium Academy ${tag()}`);
      const { claim } = await paidClaim(t, { schoolName: premiumSchool.name });
      await as(t, admin).post(`/api/admin/claims/${claim.id}/approve`).send({ schoolId: premiumSchool.id }).expect(200);
      firstSubscription = claim.stripe_subscription_id!;
      // An owner of the school who can sign in (the claimant has no password yet).
      const colleague = await createUser(t, 'school_admin');
      await makeOwner(t, colleague, premiumSchool.id);
      firstOwner = await signIn(t, colleague);
      expect(await liveSubscriptions(t, premiumSchool.id)).toEqual([
        { stripe_subscription_id: firstSubscription, status: 'active' },
      ]);
    });

    it('records a claim for a school that already pays without payment; the admin decides it with the co-owner banner (issue 36)', async () => {
      const body = claimBody({ schoolName: premiumSchool.name });
      const res = await as(t).post('/api/schools/claim-with-subscription').send(body).expect(200);
      // The same answer shape as any claim: nothing about who owns the school or that it pays.
      expect(res.body).toEqual({ checkoutUrl: null });
      const row = (await claimByEmail(t, body.email))!;
      expect(row).toMatchObject({ status: 'pending', payment_status: 'not_required', stripe_session_id: null });
      expect((await outbox(t, `claim-received:${row.id}`)).map((m) => m.recipient)).toEqual([body.email]);
      const [team] = await outbox(t, `claim-awaiting-review:${row.id}`);
      expect(team).toMatchObject({
        template: 'claim-awaiting-review',
        recipient: t.config.mail.contactInbox,
        data: {
          schoolName: premiumSchool.name,
          payment: 'No payment needed: the school already has a premium subscription',
        },
      });

      const list = await as(t, admin)
        .get(`/api/admin/claim-requests?search=${encodeURIComponent(body.email)}`)
        .expect(200);
      expect(list.body.claims[0]).toMatchObject({
        paymentStatus: 'not_required',
        planName: null,
        conflict: { schoolId: premiumSchool.id },
        namedSchool: { id: premiumSchool.id, name: premiumSchool.name },
      });
      const queue = await as(t, admin).get('/api/admin/review-queue').expect(200);
      expect(queue.body.claimsAwaitingReview).toBeGreaterThanOrEqual(1);

      // Linked to a school that does not pay, it would make that listing premium for free: refused.
      const unpaying = await createSchool(t);
      const refused = await as(t, admin)
        .post(`/api/admin/claims/${row.id}/approve`)
        .send({ schoolId: unpaying.id })
        .expect(409);
      expect(refused.body.message).toContain('has no active premium subscription');

      const approved = await as(t, admin)
        .post(`/api/admin/claims/${row.id}/approve`)
        .send({ schoolId: premiumSchool.id, confirmCoOwner: true })
        .expect(200);
      expect(approved.body.claim).toMatchObject({
        status: 'approved',
        schoolId: premiumSchool.id,
        refundedAmount: null,
      });
      expect(await liveSubscriptions(t, premiumSchool.id)).toEqual([
        { stripe_subscription_id: firstSubscription, status: 'active' },
      ]);
    });

    it('refuses /subscription for it with the same text', async () => {
      const plans = await as(t).get('/api/subscription-plans').expect(200);
      const res = await as(t, firstOwner)
        .post('/api/create-subscription')
        .send({ planId: plans.body[0].id, schoolId: premiumSchool.id })
        .expect(409);
      expect(res.body.message).toBe(ALREADY_PREMIUM);
    });

    it('approving a second paid claim adds a co-owner but never a second subscription: its payment is refunded', async () => {
      // Claimed under another name, then matched to the premium school by the admin.
      const { claim } = await paidClaim(t);
      const res = await as(t, admin)
        .post(`/api/admin/claims/${claim.id}/approve`)
        .send({ schoolId: premiumSchool.id, confirmCoOwner: true })
        .expect(200);
      expect(res.body.claim).toMatchObject({ status: 'approved', refundedAmount: 99500 });
      expect(await liveSubscriptions(t, premiumSchool.id)).toEqual([
        { stripe_subscription_id: firstSubscription, status: 'active' },
      ]);
      const [second] = await sql<{ status: string; school_id: number | null }>(
        t,
        'select "status", "school_id" from "school_subscription" where "stripe_subscription_id" = ?',
        [claim.stripe_subscription_id],
      );
      expect(second).toEqual({ status: 'canceled', school_id: null });
      const [mail] = await outbox(t, `claim-approved:${claim.id}`);
      expect(mail.data).toMatchObject({ refundedCents: 99500 });
      expect(await schoolPremium(t, premiumSchool.id)).toEqual({ is_premium: true, subscription_status: 'active' });

      // The owner's dashboard shows the school's own subscription.
      const dashboard = await as(t, firstOwner)
        .get(`/api/school-dashboard/subscription?schoolId=${premiumSchool.id}`)
        .expect(200);
      const [first] = await sql<{ current_period_end: string | Date }>(
        t,
        'select "current_period_end" from "school_subscription" where "stripe_subscription_id" = ?',
        [firstSubscription],
      );
      expect(dashboard.body.subscription).toMatchObject({ schoolId: premiumSchool.id, status: 'active' });
      expect(dashboard.body.subscription.currentPeriodEnd).toBe(new Date(first.current_period_end).toISOString());
    });

    it('a payment that arrives after such an approval is refunded too, never attached', async () => {
      const { body, sessionId } = await submitClaim(t);
      const claim = (await claimByEmail(t, body.email))!;
      await as(t, admin)
        .patch(`/api/admin/claims/${claim.id}/payment-status`)
        .send({ status: 'completed' })
        .expect(200);
      await as(t, admin)
        .post(`/api/admin/claims/${claim.id}/approve`)
        .send({ schoolId: premiumSchool.id, confirmCoOwner: true })
        .expect(200);
      // The claimant pays the still-open checkout afterwards; the worker then applies its events.
      await as(t)
        .post(`/api/sandbox/checkout/${sessionId}/pay`)
        .send({ cardNumber: '4242 4242 4242 4242' })
        .expect(200);
      await applyPending(t);
      const paid = (await claimByEmail(t, body.email))!;
      expect(paid.stripe_subscription_id).toMatch(/^sub_sbx_/);
      expect(await liveSubscriptions(t, premiumSchool.id)).toEqual([
        { stripe_subscription_id: firstSubscription, status: 'active' },
      ]);
      expect(
        await sql(
          t,
          `select 1 from "payment_sandbox_object" where "type" = 'refund' and "data"->>'subscriptionId' = ?`,
          [paid.stripe_subscription_id],
        ),
      ).toHaveLength(1);
    });
  });

  describe('the claim page and the receipt', () => {
    it('answers paid only once the verified webhook recorded the payment; nothing personal', async () => {
      const bad = await as(t).get('/api/claims/checkout-status?sessionId=..%2Fx').expect(400);
      expect(bad.body.errors.sessionId).toEqual(['sessionId must be a checkout session id']);
      await as(t).get('/api/claims/checkout-status').expect(400);
      expect((await as(t).get('/api/claims/checkout-status?sessionId=cs_test_nobody').expect(200)).body).toEqual({
        status: 'unknown',
      });

      const { sessionId } = await submitClaim(t);
      const status = async () => (await as(t).get(`/api/claims/checkout-status?sessionId=${sessionId}`)).body;
      expect(await status()).toEqual({ status: 'pending' });
      const paid = await as(t)
        .post(`/api/sandbox/checkout/${sessionId}/pay`)
        .send({ cardNumber: '4242 4242 4242 4242' })
        .expect(200);
      expect(paid.body.redirectUrl).toBe(`${t.config.publicUrl}/claim-school?status=success&session_id=${sessionId}`);
      // The redirect alone proves nothing: still pending until the worker applies the webhook.
      expect(await status()).toEqual({ status: 'pending' });
      await applyPending(t);
      expect(await status()).toEqual({ status: 'paid' });
    });

    it('e-mails one receipt per paid invoice, whatever number of deliveries', async () => {
      const { body, claim } = await paidClaim(t);
      const receipts = await sql<{ key: string; recipient: string; data: Record<string, unknown> }>(
        t,
        `select "key", "recipient", "data" from "mail_outbox" where "template" = 'payment-receipt' and "recipient" = ?`,
        [body.email],
      );
      expect(receipts).toHaveLength(1);
      expect(receipts[0].key).toMatch(/^payment-receipt:in_sbx_/);
      expect(receipts[0].data).toMatchObject({
        schoolName: body.schoolName,
        planName: 'Yearly',
        amountCents: 99500,
        invoiceId: receipts[0].key.split(':')[1],
      });
      expect(receipts[0].data.paidOn).toMatch(/^\w+ \d{1,2}, \d{4}$/);

      // The same invoice told again in a new event (Stripe may resend): no second receipt.
      const [stored] = await sql<{ payload: Record<string, unknown> }>(
        t,
        `select "payload" from "payment_event" where "type" = 'invoice.paid' and "payload"->'data'->'object'->>'id' = ?`,
        [receipts[0].key.split(':')[1]],
      );
      const copyId = `evt_copy_${tag()}`;
      await sql(
        t,
        `insert into "payment_event" ("id", "type", "payload", "created_at", "received_at") values (?, 'invoice.paid', ?::jsonb, now(), now())`,
        [copyId, JSON.stringify({ ...stored.payload, id: copyId })],
      );
      expect(await apply(t, [copyId])).toEqual(['applied']);
      expect(
        await sql(t, `select 1 from "mail_outbox" where "template" = 'payment-receipt' and "recipient" = ?`, [
          body.email,
        ]),
      ).toHaveLength(1);
      expect(claim.payment_status).toBe('completed');
    });
  });
});
