import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { SweepUnconfirmedReviews } from '../../src/modules/reviews/application/sweep-unconfirmed-reviews';
import { TestSmtpServer, type ReceivedMail } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { startTestWorker, type TestWorker } from '../mail/test-worker';
import {
  as,
  createSchool,
  createUser,
  linkOwner,
  newTag,
  signInAs,
  sql,
  type Session,
} from '../moderation/moderation-fixtures';
import { reviewForm, reviewsOf, tokenFor, writeAndConfirm } from './review-fixtures';

const DAY = 86_400_000;

describe('reviews: family reviews families can trust (issue 39)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let worker: TestWorker;
  let owner: Session;
  let admin: Session;
  let schoolId: number;
  let schoolName: string;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp();
    smtp = await TestSmtpServer.start();
    worker = await startTestWorker({ SMTP_URL: smtp.url });
    const school = await createSchool(t, `Review ${tag} Desert Sage Academy`, { isPremium: false });
    schoolId = school.id;
    schoolName = school.name;
    owner = await signInAs(t, 'school_admin', 'Olivia');
    await linkOwner(t, owner.id, schoolId);
    admin = await signInAs(t, 'admin');
  });
  afterAll(async () => {
    await worker?.close();
    await smtp?.close();
    await t?.close();
  });

  const api = () => request(t.app.getHttpServer());
  const write = (body: Record<string, unknown>, id = schoolId) => api().post(`/api/schools/${id}/reviews`).send(body);
  const publicList = (query = '') => api().get(`/api/schools/${schoolId}/reviews${query}`).expect(200);
  const linkIn = (mail: ReceivedMail, path: string): string => {
    const match = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]+`).exec(mail.text);
    if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
    return new URL(match[0]).searchParams.get('token')!;
  };
  async function mailTo(email: string, subject: string): Promise<ReceivedMail> {
    await smtp.waitFor(
      () => smtp.receivedBy(email).some((mail) => mail.subject.includes(subject)),
      15_000,
      `'${subject}' to ${email}`,
    );
    return smtp.receivedBy(email).find((mail) => mail.subject.includes(subject))!;
  }

  describe('writing', () => {
    it('answers 400 naming each failing field, and stores nothing', async () => {
      const res = await write({}).expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(
        [
          'academics',
          'body',
          'communication',
          'community',
          'email',
          'firstName',
          'lastName',
          'overall',
          'relationship',
          'schoolYearFrom',
          'schoolYearTo',
          'teachers',
          'title',
        ].sort(),
      );
      const form = reviewForm({ overall: 6, body: 'Too short', schoolYearFrom: 2024, schoolYearTo: 2020 });
      const bad = await write(form).expect(400);
      expect(bad.body.errors).toEqual({
        overall: ['Overall rating must be a whole number of stars from 1 to 5'],
        body: ['Review must be at least 80 characters'],
        schoolYearTo: ['The last school year must not be before the first'],
      });
      expect(await reviewsOf(t, form.email)).toEqual([]);
    });

    it('refuses a student who does not confirm being 13 or over, with a clear message, storing nothing', async () => {
      const form = reviewForm({ relationship: 'student' });
      const res = await write(form).expect(400);
      expect(res.body.message).toBe('Students must be 13 or over to write a review. Your review was not saved.');
      expect(res.body.errors).toEqual({
        studentAge13OrOver: ['Students must be 13 or over to write a review. Your review was not saved.'],
      });
      await write({ ...form, studentAge13OrOver: false }).expect(400);
      expect(await reviewsOf(t, form.email)).toEqual([]);
      expect(await sql(t, 'select 1 from mail_outbox where recipient = ?', [form.email])).toEqual([]);
      await write({ ...form, studentAge13OrOver: true }).expect(201);
      expect(await reviewsOf(t, form.email)).toHaveLength(1);
    });

    it("refuses the school's own owners, by session and by their account's address", async () => {
      const bySession = reviewForm();
      const res = await as(t, owner).post(`/api/schools/${schoolId}/reviews`).send(bySession).expect(403);
      expect(res.body.message).toBe('Owners of this school cannot review it.');
      const byAddress = reviewForm({ email: owner.email.toUpperCase() });
      await write(byAddress).expect(403);
      expect(await reviewsOf(t, bySession.email)).toEqual([]);
      expect(await reviewsOf(t, owner.email)).toEqual([]);
      // Another school's owner may review this one.
      const other = await signInAs(t, 'school_admin');
      const otherSchool = await createSchool(t, `Review ${tag} Other School`);
      await linkOwner(t, other.id, otherSchool.id);
      await as(t, other)
        .post(`/api/schools/${schoolId}/reviews`)
        .send(reviewForm({ email: other.email }))
        .expect(201);
    });

    it('answers 404 for a school that does not exist', async () => {
      await write(reviewForm(), 987654321).expect(404);
      await api().get('/api/schools/987654321/reviews').expect(404);
      await api().get('/api/schools/abc/reviews').expect(404);
    });
  });

  it('publishes only by the confirm page’s POST, mails the owner, shows the review without the address', async () => {
    const form = reviewForm({ displayName: '' });
    await write(form).expect(201).expect({ received: true });
    const [stored] = await reviewsOf(t, form.email);
    expect(stored).toMatchObject({ status: 'unconfirmed', display_name: 'Jane D.' });
    expect((await publicList()).body.items.map((item: { id: string }) => item.id)).not.toContain(stored.id);

    const confirmation = await mailTo(form.email, `Please confirm your review of ${schoolName}`);
    const confirmToken = linkIn(confirmation, '/reviews/confirm?token=');
    const manageToken = linkIn(confirmation, '/reviews/manage?token=');
    // A mail scanner opening links publishes nothing: there is no GET that confirms.
    await api()
      .get(`/api/reviews/confirm?token=${encodeURIComponent(confirmToken)}`)
      .expect(404);
    expect((await reviewsOf(t, form.email))[0].status).toBe('unconfirmed');
    // The manage link cannot confirm, and a forged one is refused.
    await api().post('/api/reviews/confirm').send({ token: manageToken }).expect(400);
    await api().post('/api/reviews/confirm').send({ token: 'confirm.abc.def' }).expect(400);

    const confirmed = await api().post('/api/reviews/confirm').send({ token: confirmToken }).expect(200);
    expect(confirmed.body).toEqual({ status: 'published', schoolId, schoolName, schoolSlug: expect.any(String) });
    await api().post('/api/reviews/confirm').send({ token: confirmToken }).expect(200);

    const ownerMail = await mailTo(owner.email, `New review of ${schoolName}`);
    expect(ownerMail.text).toContain(form.title);
    expect(smtp.receivedBy(owner.email).filter((m) => m.subject.includes('New review'))).toHaveLength(1);

    const list = await publicList();
    const shown = list.body.items.find((item: { id: string }) => item.id === stored.id);
    expect(shown).toMatchObject({
      overall: 4,
      aspects: { academics: 4, teachers: 5, community: 4, communication: 3 },
      relationship: 'current_parent',
      relationshipLabel: 'Current parent',
      insider: false,
      schoolYears: { from: 2022, to: 2024 },
      displayName: 'Jane D.',
      helpfulCount: 0,
      reply: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(form.email);
    expect(
      JSON.stringify((await as(t, owner).get(`/api/portal/schools/${schoolId}/reviews`).expect(200)).body),
    ).not.toContain(form.email);

    // The manage link reads, edits (checked again) and deletes it; deleting erases the address and its mails.
    const managed = await api()
      .get(`/api/reviews/manage?token=${encodeURIComponent(manageToken)}`)
      .expect(200);
    expect(managed.body).toMatchObject({ id: stored.id, status: 'published', displayName: 'Jane D.' });
    expect(managed.body.email).toBeUndefined();
    const { firstName: _f, lastName: _l, email: _e, displayName: _d, ...content } = form;
    const edited = await api()
      .patch(`/api/reviews/manage?token=${encodeURIComponent(manageToken)}`)
      .send({ ...content, displayName: 'A parent', title: 'Visit www.example-tutors.com first' })
      .expect(200);
    expect(edited.body).toMatchObject({ status: 'held', displayName: 'A parent' });
    await api()
      .delete(`/api/reviews/manage?token=${encodeURIComponent(manageToken)}`)
      .expect(200);
    expect(await sql(t, 'select 1 from review where id = ?', [stored.id])).toEqual([]);
    expect(await sql(t, 'select key from mail_outbox where recipient = ?', [form.email])).toEqual([]);
    await api()
      .get(`/api/reviews/manage?token=${encodeURIComponent(manageToken)}`)
      .expect(404);
  });

  it('replaces the first review of an address once the second is confirmed', async () => {
    const email = `replace-${randomUUID().slice(0, 8)}@example.com`;
    const first = await writeAndConfirm(t, schoolId, { email });
    await write(reviewForm({ email, overall: 2 })).expect(201);
    const rows = await reviewsOf(t, email);
    expect(rows.map((row) => row.status)).toEqual(['published', 'unconfirmed']);
    await api()
      .post('/api/reviews/confirm')
      .send({ token: tokenFor(t, 'confirm', rows[1].id) })
      .expect(200);
    const after = await reviewsOf(t, email);
    expect(after.map((row) => [row.id, row.status])).toEqual([[rows[1].id, 'published']]);
    expect(after[0].id).not.toBe(first.id);
  });

  it('averages from 3 counted reviews, not counting insiders, whom it labels', async () => {
    const school = await createSchool(t, `Review ${tag} Counting School`);
    const list = () => api().get(`/api/schools/${school.id}/reviews`).expect(200);
    await writeAndConfirm(t, school.id, { overall: 5, academics: 5 });
    await writeAndConfirm(t, school.id, { overall: 1, academics: 1, relationship: 'staff_or_relative' });
    expect((await list()).body.summary).toEqual({
      count: 2,
      countedCount: 1,
      enoughReviews: false,
      average: null,
      distribution: null,
      aspects: null,
    });
    await writeAndConfirm(t, school.id, { overall: 4, academics: 4 });
    await writeAndConfirm(t, school.id, { overall: 4, academics: 3 });
    const body = (await list()).body;
    expect(body.summary).toMatchObject({
      count: 4,
      countedCount: 3,
      enoughReviews: true,
      average: 4.3,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 },
      aspects: { academics: 4 },
    });
    const insider = body.items.find((item: { insider: boolean }) => item.insider);
    expect(insider).toMatchObject({ overall: 1, relationshipLabel: 'Works at or for this school' });
    // Sorts and pages.
    const highest = await api().get(`/api/schools/${school.id}/reviews?sort=highest&limit=2`).expect(200);
    expect(highest.body.items.map((item: { overall: number }) => item.overall)).toEqual([5, 4]);
    expect(highest.body).toMatchObject({ total: 4, page: 1, limit: 2, sort: 'highest' });
    const lowest = await api().get(`/api/schools/${school.id}/reviews?sort=lowest&page=2&limit=2`).expect(200);
    expect(lowest.body.items.map((item: { overall: number }) => item.overall)).toEqual([4, 5]);
    const bad = await api().get(`/api/schools/${school.id}/reviews?sort=best&page=0`).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'sort']);
  });

  it('counts Helpful once per visitor, sorts by it, and takes reports to the admin queue while the review stays up', async () => {
    const review = await writeAndConfirm(t, schoolId, { title: 'Helpful and reported' });
    const helpful = (agent: string) =>
      api().post(`/api/reviews/${review.id}/helpful`).set('User-Agent', agent).expect(200);
    expect((await helpful('browser-a')).body).toEqual({ helpfulCount: 1, counted: true });
    expect((await helpful('browser-a')).body).toEqual({ helpfulCount: 1, counted: false });
    expect((await helpful('browser-b')).body).toEqual({ helpfulCount: 2, counted: true });
    const byHelpful = await publicList('?sort=helpful');
    expect(byHelpful.body.items[0].id).toBe(review.id);
    await api().post(`/api/reviews/${randomUUID()}/helpful`).expect(404);

    const noReason = await api().post(`/api/reviews/${review.id}/reports`).send({}).expect(400);
    expect(Object.keys(noReason.body.errors)).toEqual(['guideline']);
    await api()
      .post(`/api/reviews/${review.id}/reports`)
      .send({ guideline: 'not_first_hand', note: 'Copied from a forum' })
      .expect(201)
      .expect({ reported: true });
    await as(t, owner)
      .post(`/api/portal/schools/${schoolId}/reviews/${review.id}/reports`)
      .send({ guideline: 'undisclosed_conflict_of_interest' })
      .expect(201);
    // Another school's id in the path: not this owner's school.
    await as(t, owner)
      .post(`/api/portal/schools/${schoolId + 100000}/reviews/${review.id}/reports`)
      .send({ guideline: 'hate' })
      .expect(403);

    expect((await publicList()).body.items.map((item: { id: string }) => item.id)).toContain(review.id);
    const queue = await as(t, admin).get('/api/admin/reviews?queue=reported').expect(200);
    const item = queue.body.items.find((row: { id: string }) => row.id === review.id);
    expect(item).toMatchObject({ status: 'published', email: review.email, schoolName });
    expect(
      item.openReports.map((report: { guideline: string; reporterKind: string }) => [
        report.guideline,
        report.reporterKind,
      ]),
    ).toEqual([
      ['not_first_hand', 'visitor'],
      ['undisclosed_conflict_of_interest', 'owner'],
    ]);

    // The admin keeps it up: the reports close, it leaves the queue.
    await as(t, admin).post(`/api/admin/reviews/${review.id}/publish`).expect(200);
    const after = await as(t, admin).get('/api/admin/reviews?queue=reported').expect(200);
    expect(after.body.items.map((row: { id: string }) => row.id)).not.toContain(review.id);
  });

  it("takes one owner reply per review, through the same checks, shown as the school's response", async () => {
    const review = await writeAndConfirm(t, schoolId, { title: 'Reply to me' });
    const path = `/api/portal/schools/${schoolId}/reviews/${review.id}/reply`;
    const first = await as(t, owner).put(path).send({ text: 'Thank you for your kind words.' }).expect(200);
    expect(first.body.reply).toMatchObject({ text: 'Thank you for your kind words.', status: 'published' });
    const edited = await as(t, owner)
      .put(path)
      .send({ text: 'Thank you! We are glad your children are happy.' })
      .expect(200);
    expect(edited.body.reply.text).toBe('Thank you! We are glad your children are happy.');
    const shown = (await publicList()).body.items.find((item: { id: string }) => item.id === review.id);
    expect(shown.reply).toMatchObject({ text: 'Thank you! We are glad your children are happy.', status: 'published' });

    // A reply with a phone number waits for an admin: hidden from the public, shown to the owner as held.
    await as(t, owner).put(path).send({ text: 'Please call us at (702) 555-0188.' }).expect(200);
    expect((await publicList()).body.items.find((item: { id: string }) => item.id === review.id).reply).toBeNull();
    const ownView = await as(t, owner).get(`/api/portal/schools/${schoolId}/reviews`).expect(200);
    expect(ownView.body.items.find((item: { id: string }) => item.id === review.id).reply).toMatchObject({
      status: 'held',
    });
    const queue = await as(t, admin).get('/api/admin/reviews?queue=held').expect(200);
    const held = queue.body.items.find((row: { id: string }) => row.id === review.id);
    expect(held.reply).toMatchObject({
      status: 'held',
      holdReasons: [{ code: 'phone_number', label: 'Contains a phone number' }],
    });
    await as(t, admin)
      .post(`/api/admin/reviews/${review.id}/reply/publish`)
      .expect(200)
      .expect((res) => {
        expect(res.body.replyStatus).toBe('published');
      });

    await as(t, owner).put(path).send({ text: '' }).expect(400);
    const stranger = await signInAs(t, 'school_admin');
    await as(t, stranger).put(path).send({ text: 'Not my school' }).expect(403);
  });

  it('holds a review an automatic check flags; the admin removes it with a reason the reviewer receives', async () => {
    const held = await writeAndConfirm(t, schoolId, {
      body: 'Contact me at parent.watch@example.com to hear what really happens in the classrooms of this school.',
    });
    expect(held.status).toBe('held');
    expect((await publicList()).body.items.map((item: { id: string }) => item.id)).not.toContain(held.id);
    const queue = await as(t, admin).get('/api/admin/reviews?queue=held').expect(200);
    const row = queue.body.items.find((item: { id: string }) => item.id === held.id);
    expect(row.holdReasons).toEqual([{ code: 'email_address', label: 'Contains an e-mail address' }]);

    const noReason = await as(t, admin)
      .post(`/api/admin/reviews/${held.id}/remove`)
      .send({ reason: 'rude' })
      .expect(400);
    expect(noReason.body.errors).toEqual({ reason: ['Please choose one of the published reasons'] });
    const removed = await as(t, admin)
      .post(`/api/admin/reviews/${held.id}/remove`)
      .send({ reason: 'personal_data' })
      .expect(200);
    expect(removed.body).toMatchObject({ status: 'removed', removalReason: 'personal_data' });
    const mail = await mailTo(held.email, 'was removed');
    expect(mail.text).toContain(
      "Personal data (a child's or a staff member's full name, phone numbers, e-mail addresses)",
    );
    // Kept for the record, counted publicly by reason.
    expect((await reviewsOf(t, held.email))[0]).toMatchObject({ status: 'removed', removal_reason: 'personal_data' });
    const list = await publicList();
    expect(list.body.removedByReason).toEqual(
      expect.arrayContaining([{ reason: 'personal_data', label: expect.any(String), count: 1 }]),
    );
    expect(list.body.removedCount).toBeGreaterThanOrEqual(1);
    expect(list.body.items.map((item: { id: string }) => item.id)).not.toContain(held.id);
  });

  it('publishes a held review its writer edits clean, and tells the owners then', async () => {
    const form = reviewForm({ title: 'Read more on www.parents-forum.example' });
    const held = await writeAndConfirm(t, schoolId, form);
    expect(held.status).toBe('held');
    // The owner may report a held review too; it waits in the queue beside the automatic hold.
    await as(t, owner)
      .post(`/api/portal/schools/${schoolId}/reviews/${held.id}/reports`)
      .send({ guideline: 'advertising' })
      .expect(201);
    const ownerMails = () =>
      sql(t, `select 1 from mail_outbox where key like ?`, [`review-published-owner:${held.id}:%`]);
    expect(await ownerMails()).toEqual([]);
    const { firstName: _f, lastName: _l, email: _e, ...content } = form;
    const edited = await api()
      .patch(`/api/reviews/manage?token=${encodeURIComponent(tokenFor(t, 'manage', held.id))}`)
      .send({ ...content, title: 'A calm, well-run school', displayName: 'Jane D.' })
      .expect(200);
    expect(edited.body.status).toBe('published');
    expect(await ownerMails()).toHaveLength(1);
    expect((await publicList()).body.items.map((item: { id: string }) => item.id)).toContain(held.id);
  });

  it('holds the same text for several schools and a burst for one school', async () => {
    const body = `We moved here from another state (${tag}) and the admissions office made it easy; the teachers are kind and firm.`;
    const a = await createSchool(t, `Review ${tag} Same Text A`);
    const b = await createSchool(t, `Review ${tag} Same Text B`);
    expect((await writeAndConfirm(t, a.id, { body })).status).toBe('published');
    expect((await writeAndConfirm(t, b.id, { body })).status).toBe('held');

    const burst = await createSchool(t, `Review ${tag} Burst School`);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await writeAndConfirm(t, burst.id)).status);
    expect(statuses).toEqual(['published', 'published', 'published', 'published', 'published', 'held']);
  });

  it('deletes reviews left unconfirmed for 7 days, with their mails (the worker’s sweep)', async () => {
    const stale = reviewForm();
    const fresh = reviewForm();
    await write(stale).expect(201);
    await write(fresh).expect(201);
    await sql(t, `update review set created_at = ? where email = ?`, [new Date(Date.now() - 8 * DAY), stale.email]);
    expect(await worker.module.get(SweepUnconfirmedReviews).execute()).toBeGreaterThanOrEqual(1);
    expect(await reviewsOf(t, stale.email)).toEqual([]);
    expect(await sql(t, 'select 1 from mail_outbox where recipient = ?', [stale.email])).toEqual([]);
    expect(await reviewsOf(t, fresh.email)).toHaveLength(1);
  });

  it('lists the admin queue for admins only', async () => {
    await as(t, owner).get('/api/admin/reviews').expect(403);
    const bad = await as(t, admin).get('/api/admin/reviews?queue=everything').expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['queue']);
    const unconfirmed = reviewForm();
    await write(unconfirmed).expect(201);
    const [row] = await reviewsOf(t, unconfirmed.email);
    await as(t, admin).post(`/api/admin/reviews/${row.id}/publish`).expect(409);
    await createUser(t, 'user');
  });
});
