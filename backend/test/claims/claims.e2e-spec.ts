import { createTestApp, type TestApp } from '../support/test-app';
import { apply, as, createSchool, schoolPremium, signInAs, sql, tag, type Session } from '../billing/billing-fixtures';

const SPEC_MESSAGES = {
  schoolName: ['School name is required', 'School name too long'],
  firstName: ['First name is required', 'First name too long'],
  lastName: ['Last name is required', 'Last name too long'],
  email: ['Valid email address is required', 'Email too long'],
  phone: ['Valid phone number is required', 'Phone number too long'],
  position: ['Position/title is required', 'Position too long'],
  message: ['Please provide details about your affiliation', 'Message too long'],
};

function claimBody(overrides: Record<string, unknown> = {}) {
  const id = tag();
  return {
    schoolName: `Claimed Academy ${id}`,
    firstName: 'Jane',
    lastName: 'Claimant',
    email: `claimant-${id}@example.com`,
    phone: '(702) 555-0100',
    position: 'Head of School',
    message: 'I run admissions and manage our public listings.',
    planType: 'yearly',
    ...overrides,
  };
}

interface ClaimRow {
  id: number;
  status: string;
  payment_status: string;
  payment_source: string | null;
  stripe_session_id: string | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  user_id: string | null;
  school_id: number | null;
  reviewed_by: string | null;
}

async function claimByEmail(t: TestApp, email: string): Promise<ClaimRow> {
  const [row] = await sql<ClaimRow>(t, 'select * from "school_claim_request" where "email" = ?', [email]);
  return row;
}

describe('claims: claim with checkout (sandbox), payment webhook, approval', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t, 'admin');
  });
  afterAll(() => t.close());

  /** Submits a claim and pays its sandbox checkout; applies the two resulting events (latest first). */
  async function paidClaim(): Promise<{ body: ReturnType<typeof claimBody>; claim: ClaimRow }> {
    const body = claimBody();
    const res = await as(t).post('/api/schools/claim-with-subscription').send(body).expect(200);
    const sessionId = new URL(res.body.checkoutUrl).pathname.split('/').pop()!;
    await as(t).post(`/api/sandbox/checkout/${sessionId}/pay`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
    const events = await sql<{ id: string }>(
      t,
      `select "id" from "payment_event" where "payload"->'data'->'object'->'metadata'->>'claimId' = ? or "payload"->'data'->'object'->'parent'->'subscription_details'->'metadata'->>'claimId' = ? order by "created_at" desc, "type" desc`,
      [String((await claimByEmail(t, body.email)).id), String((await claimByEmail(t, body.email)).id)],
    );
    await apply(
      t,
      events.map((e) => e.id),
    );
    return { body, claim: await claimByEmail(t, body.email) };
  }

  it('refuses an invalid claim with the product’s messages, one per field', async () => {
    const empty = await as(t).post('/api/schools/claim-with-subscription').send({}).expect(400);
    for (const [field, [required]] of Object.entries(SPEC_MESSAGES))
      expect(empty.body.errors[field]).toEqual([required]);
    expect(empty.body.errors.planType).toEqual(['Please select a subscription plan']);

    const tooLong = await as(t)
      .post('/api/schools/claim-with-subscription')
      .send(
        claimBody({
          schoolName: 'x'.repeat(101),
          firstName: 'x'.repeat(51),
          lastName: 'x'.repeat(51),
          email: `${'x'.repeat(95)}@example.com`,
          phone: '1'.repeat(21),
          position: 'x'.repeat(101),
          message: 'x'.repeat(1001),
        }),
      )
      .expect(400);
    for (const [field, [, long]] of Object.entries(SPEC_MESSAGES)) expect(tooLong.body.errors[field]).toEqual([long]);
  });

  it('stores the claim pending/pending, queues the claim-received mail and answers the sandbox checkout', async () => {
    const body = claimBody({ planType: 'monthly' });
    const res = await as(t).post('/api/schools/claim-with-subscription').send(body).expect(200);
    expect(res.body.checkoutUrl).toMatch(new RegExp(`^${t.config.publicUrl}/sandbox/checkout/cs_test_sbx_[0-9a-f]+$`));

    const claim = await claimByEmail(t, body.email);
    expect(claim).toMatchObject({ status: 'pending', payment_status: 'pending', payment_source: null });
    expect(res.body.checkoutUrl.endsWith(claim.stripe_session_id!)).toBe(true);
    const mails = await sql(t, 'select 1 from "mail_outbox" where "key" = ? and "template" = ?', [
      `claim-received:${claim.id}`,
      'claim-received',
    ]);
    expect(mails).toHaveLength(1);

    const checkout = await as(t).get(`/api/sandbox/checkout/${claim.stripe_session_id}`).expect(200);
    expect(checkout.body).toMatchObject({
      status: 'open',
      customerEmail: body.email,
      planName: 'Monthly',
      amount: 9900,
      interval: 'monthly',
      cancelUrl: `${t.config.publicUrl}/claim-school?status=cancelled`,
    });
    const cancelled = await as(t).post(`/api/sandbox/checkout/${claim.stripe_session_id}/cancel`).expect(200);
    expect(cancelled.body.redirectUrl).toBe(`${t.config.publicUrl}/claim-school?status=cancelled`);
    expect((await claimByEmail(t, body.email)).payment_status).toBe('pending');
  });

  it('records the payment only from the verified webhook, whatever order its events arrive in', async () => {
    const body = claimBody();
    const res = await as(t).post('/api/schools/claim-with-subscription').send(body).expect(200);
    const sessionId = new URL(res.body.checkoutUrl).pathname.split('/').pop()!;
    const paid = await as(t)
      .post(`/api/sandbox/checkout/${sessionId}/pay`)
      .send({ cardNumber: '4242 4242 4242 4242' })
      .expect(200);
    // The return address names the checkout, so the claim page can ask whether it was paid.
    expect(paid.body.redirectUrl).toBe(`${t.config.publicUrl}/claim-school?status=success&session_id=${sessionId}`);
    // A second click finds the session complete: same redirect, no second payment.
    await as(t).post(`/api/sandbox/checkout/${sessionId}/pay`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);

    // The success redirect alone grants nothing: the worker has not applied the events yet.
    expect((await claimByEmail(t, body.email)).payment_status).toBe('pending');
    const claimId = (await claimByEmail(t, body.email)).id;
    const events = await sql<{ id: string; type: string }>(
      t,
      `select "id", "type" from "payment_event" where "payload"->'data'->'object'->'metadata'->>'claimId' = ? or "payload"->'data'->'object'->'parent'->'subscription_details'->'metadata'->>'claimId' = ?`,
      [String(claimId), String(claimId)],
    );
    expect(events.map((e) => e.type).sort()).toEqual(['checkout.session.completed', 'invoice.paid']);

    const invoiceFirst = [
      ...events.filter((e) => e.type === 'invoice.paid'),
      ...events.filter((e) => e.type !== 'invoice.paid'),
    ];
    await apply(t, [...invoiceFirst.map((e) => e.id), ...invoiceFirst.map((e) => e.id)]);
    const claim = await claimByEmail(t, body.email);
    expect(claim).toMatchObject({ status: 'pending', payment_status: 'completed', payment_source: 'provider' });
    expect(claim.stripe_customer_id).toMatch(/^cus_sbx_/);
    expect(claim.stripe_subscription_id).toMatch(/^sub_sbx_/);
    const [subscription] = await sql<{ status: string; school_id: number | null; plan_id: number }>(
      t,
      'select "status", "school_id", "plan_id" from "school_subscription" where "stripe_subscription_id" = ?',
      [claim.stripe_subscription_id],
    );
    expect(subscription).toMatchObject({ status: 'active', school_id: null });
  });

  it('approves a paid claim: account, owner link, premium school, one set-password mail, audit; then 409', async () => {
    const { body, claim } = await paidClaim();
    const school = await createSchool(t);
    expect((await schoolPremium(t, school.id)).is_premium).toBe(false);

    const res = await as(t, admin)
      .post(`/api/admin/claims/${claim.id}/approve`)
      .send({ schoolId: school.id })
      .expect(200);
    expect(res.body.message).toBe('User account created and school access granted.');
    expect(res.body.claim).toMatchObject({ status: 'approved', schoolId: school.id, linkedSchoolName: school.name });

    const approved = await claimByEmail(t, body.email);
    expect(approved).toMatchObject({ status: 'approved', school_id: school.id, reviewed_by: admin.id });
    const [user] = await sql<{ id: string; role: string }>(t, 'select "id", "role" from "app_user" where "email" = ?', [
      body.email,
    ]);
    expect(user).toMatchObject({ id: approved.user_id, role: 'school_admin' });
    expect(
      await sql(t, 'select 1 from "school_owner" where "user_id" = ? and "school_id" = ? and "is_active"', [
        user.id,
        school.id,
      ]),
    ).toHaveLength(1);
    expect(await schoolPremium(t, school.id)).toEqual({ is_premium: true, subscription_status: 'active' });
    const [mail] = await sql<{ data: { setPasswordUrl: string } }>(
      t,
      'select "data" from "mail_outbox" where "key" = ?',
      [`claim-approved:${claim.id}`],
    );
    expect(mail.data.setPasswordUrl).toMatch(new RegExp(`^${t.config.publicUrl}/set-password\\?token=`));
    expect(
      await sql(
        t,
        `select 1 from "audit_log" where "action" = 'claim.approve' and "target_id" = ? and "actor_id" = ?`,
        [String(claim.id), admin.id],
      ),
    ).toHaveLength(1);

    const again = await as(t, admin)
      .post(`/api/admin/claims/${claim.id}/approve`)
      .send({ schoolId: school.id })
      .expect(409);
    expect(again.body.message).toBe('This claim request has already been approved');
  });

  it('refuses approval while payment is pending; a manual mark is recorded as manual and audited', async () => {
    const body = claimBody();
    await as(t).post('/api/schools/claim-with-subscription').send(body).expect(200);
    const claim = await claimByEmail(t, body.email);
    const school = await createSchool(t);

    const refused = await as(t, admin)
      .post(`/api/admin/claims/${claim.id}/approve`)
      .send({ schoolId: school.id })
      .expect(409);
    expect(refused.body.message).toBe('The claim cannot be approved until its payment is completed');

    const marked = await as(t, admin)
      .patch(`/api/admin/claims/${claim.id}/payment-status`)
      .send({ status: 'completed' })
      .expect(200);
    expect(marked.body).toMatchObject({ paymentStatus: 'completed', paymentSource: 'manual' });
    expect(
      await sql(t, `select 1 from "audit_log" where "action" = 'claim.payment_marked_completed' and "target_id" = ?`, [
        String(claim.id),
      ]),
    ).toHaveLength(1);
    await as(t, admin).patch(`/api/admin/claims/${claim.id}/payment-status`).send({ status: 'completed' }).expect(409);
    await as(t, admin).patch(`/api/admin/claims/${claim.id}/payment-status`).send({ status: 'pending' }).expect(400);
  });

  it('two concurrent approvals create exactly one account and send exactly one link', async () => {
    const body = claimBody();
    await as(t).post('/api/schools/claim-with-subscription').send(body).expect(200);
    const claim = await claimByEmail(t, body.email);
    await as(t, admin).patch(`/api/admin/claims/${claim.id}/payment-status`).send({ status: 'completed' }).expect(200);
    const school = await createSchool(t);

    const answers = await Promise.all([
      as(t, admin).post(`/api/admin/claims/${claim.id}/approve`).send({ schoolId: school.id }),
      as(t, admin).post(`/api/admin/claims/${claim.id}/approve`).send({ schoolId: school.id }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const users = await sql<{ id: string }>(t, 'select "id" from "app_user" where "email" = ?', [body.email]);
    expect(users).toHaveLength(1);
    expect(await sql(t, 'select 1 from "password_link" where "user_id" = ?', [users[0].id])).toHaveLength(1);
    expect(await sql(t, 'select 1 from "mail_outbox" where "key" = ?', [`claim-approved:${claim.id}`])).toHaveLength(1);
    expect(await sql(t, 'select 1 from "school_owner" where "user_id" = ?', [users[0].id])).toHaveLength(1);
  });

  it('approves into a new listing created from the claim', async () => {
    const { body, claim } = await paidClaim();
    const missing = await as(t, admin).post(`/api/admin/claims/${claim.id}/approve`).send({}).expect(400);
    expect(missing.body.message).toBe('Choose an existing school or enter the details of a new one');
    const existing = await createSchool(t);
    const both = await as(t, admin)
      .post(`/api/admin/claims/${claim.id}/approve`)
      .send({
        schoolId: existing.id,
        createSchool: {
          address: '9 Desert Rd',
          city: 'Henderson',
          zipCode: '89052',
          grades: 'K-8',
          schoolType: 'Montessori',
        },
      })
      .expect(400);
    expect(both.body.errors.createSchool).toEqual(['Choose an existing school or create a new one, not both']);
    expect((await claimByEmail(t, body.email)).status).toBe('pending');

    const res = await as(t, admin)
      .post(`/api/admin/claims/${claim.id}/approve`)
      .send({
        createSchool: {
          address: '9 Desert Rd',
          city: 'Henderson',
          zipCode: '89052',
          grades: 'K-8',
          schoolType: 'Montessori',
        },
      })
      .expect(200);
    const [school] = await sql<{ id: number; name: string; slug: string; is_premium: boolean }>(
      t,
      'select "id", "name", "slug", "is_premium" from "school" where "id" = ?',
      [res.body.claim.schoolId],
    );
    expect(school).toMatchObject({ name: body.schoolName, is_premium: true });
    expect(school.slug).toMatch(/^claimed-academy-/);
  });

  it('lists claims for admins with search and status', async () => {
    const body = claimBody({ position: `Registrar ${tag()}` });
    await as(t).post('/api/schools/claim-with-subscription').send(body).expect(200);
    const found = await as(t, admin)
      .get(`/api/admin/claim-requests?search=${encodeURIComponent(body.position)}`)
      .expect(200);
    expect(found.body.total).toBe(1);
    expect(found.body.claims[0]).toMatchObject({
      email: body.email,
      status: 'pending',
      paymentStatus: 'pending',
      planName: 'Yearly',
      planInterval: 'yearly',
    });
    const approvedOnly = await as(t, admin)
      .get(`/api/admin/claim-requests?status=approved&search=${encodeURIComponent(body.position)}`)
      .expect(200);
    expect(approvedOnly.body).toEqual({ claims: [], total: 0 });
    await as(t, admin).get('/api/admin/claim-requests?limit=500').expect(400);
    const far = await as(t, admin).get('/api/admin/claim-requests?page=99999999999999999999999').expect(400);
    expect(far.body.errors.page).toEqual(['page must be at most 1000000']);
    const sci = await as(t, admin).get('/api/admin/claim-requests?page=1e3').expect(400);
    expect(sci.body.errors.page).toEqual(['page must be a whole number']);
    // A control character in the search is treated as a space, never sent to PostgreSQL.
    await as(t, admin).get('/api/admin/claim-requests?search=a%00b').expect(200);
  });

  it('guards the admin claim endpoints by role', async () => {
    const user = await signInAs(t, 'user');
    const owner = await signInAs(t, 'school_admin');
    const calls = [
      (s?: Session) => as(t, s).get('/api/admin/claim-requests'),
      (s?: Session) => as(t, s).post('/api/admin/claims/999999/approve').send({ schoolId: 1 }),
      (s?: Session) => as(t, s).patch('/api/admin/claims/999999/payment-status').send({ status: 'completed' }),
      (s?: Session) => as(t, s).post('/api/admin/claims/999999/reject').send({ notes: 'No' }),
      (s?: Session) => as(t, s).get('/api/admin/claims/999999/conflict?schoolId=1'),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call(user)).status).toBe(403);
      expect((await call(owner)).status).toBe(403);
      expect([200, 404]).toContain((await call(admin)).status);
    }
  });
});
