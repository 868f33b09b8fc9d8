import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { School } from '../../src/modules/directory';
import type { SessionUser } from '../../src/modules/identity';
import { ReplyToLead } from '../../src/modules/leads/application/reply-to-lead';
import { RefreshResponseTimes } from '../../src/modules/leads/application/refresh-response-times';
import { ResponseTimes } from '../../src/modules/leads/application/ports/response-times';
import { UnitOfWork } from '../../src/shared/database';
import { EraseLead } from '../../src/modules/leads/application/erase-lead';
import { simpleParser } from 'mailparser';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestSmtpServer } from '../support/smtp';
import { startTestWorker, type TestWorker } from '../mail/test-worker';
import { as, createSchool, linkOwner, newTag, signInAs, sql, type Session } from '../moderation/moderation-fixtures';
import { insertLeads } from './lead-fixtures';

/** A Las Vegas winter wall time (PST, UTC-8) as an instant. */
const pst = (wall: string) => new Date(`${wall}-08:00`);

describe('leads: replies from the inbox (issue 44)', () => {
  let t: TestApp;
  let school: School;
  let other: School;
  let owner: Session;
  let coOwner: Session;
  let stranger: Session;
  let admin: Session;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp();
    school = await createSchool(t, `Replies ${tag} Oak "Academy"`, { isPremium: true });
    other = await createSchool(t, `Replies ${tag} Other`, { isPremium: true });
    owner = await signInAs(t, 'school_admin', 'Paula');
    coOwner = await signInAs(t, 'school_admin', 'Chris');
    stranger = await signInAs(t, 'school_admin', 'Sam');
    admin = await signInAs(t, 'admin', 'Ada');
    await linkOwner(t, owner.id, school.id);
    await linkOwner(t, coOwner.id, school.id);
    await linkOwner(t, stranger.id, other.id);
  });
  afterAll(() => t.close());

  const inbox = (schoolId = school.id) => `/api/portal/schools/${schoolId}/leads`;

  it('sends a reply once, from the school, Reply-To the owner; keeps it on the lead; a new lead becomes contacted', async () => {
    const [leadId] = await insertLeads(t, school.id, [{ firstName: 'Maria', email: `maria-${tag}@example.com` }]);
    const res = await as(t, owner)
      .post(`${inbox()}/${leadId}/replies`)
      .send({ body: '  Thank you, Maria: our kindergarten has two classes of 16.  ' })
      .expect(201);
    expect(res.body).toMatchObject({ status: 'contacted', firstRepliedAt: expect.any(String) });
    expect(res.body.replies).toEqual([
      expect.objectContaining({
        authorName: 'Paula Tester',
        body: 'Thank you, Maria: our kindergarten has two classes of 16.',
        delivery: expect.objectContaining({ state: 'queued' }),
      }),
    ]);
    expect(res.body.history).toEqual([expect.objectContaining({ fromStatus: 'new', toStatus: 'contacted' })]);
    const replyId = res.body.replies[0].id as string;
    const [mail] = await sql<{
      recipient: string;
      reply_to: string;
      from_name: string;
      template: string;
      data: Record<string, unknown>;
    }>(t, 'select recipient, reply_to, from_name, template, data from mail_outbox where key = ?', [
      `lead-reply:${replyId}`,
    ]);
    expect(mail).toMatchObject({
      recipient: `maria-${tag}@example.com`,
      reply_to: owner.email,
      from_name: school.name,
      template: 'lead-reply',
      data: expect.objectContaining({ firstName: 'Maria', message: 'Please send information about your school.' }),
    });

    // A second reply is kept too, with its own mail; the first reply's time stays the one counted.
    const second = await as(t, coOwner).post(`${inbox()}/${leadId}/replies`).send({ body: 'P.S. Tours on Fridays.' });
    expect(second.status).toBe(201);
    expect(second.body.replies.map((reply: { body: string }) => reply.body)).toEqual([
      'Thank you, Maria: our kindergarten has two classes of 16.',
      'P.S. Tours on Fridays.',
    ]);
    expect(second.body.firstRepliedAt).toBe(res.body.firstRepliedAt);
    expect(second.body.history).toHaveLength(1);
    const [{ count }] = await sql<{ count: number }>(
      t,
      `select count(*)::int as count from mail_outbox where key like 'lead-reply:%' and recipient = ?`,
      [`maria-${tag}@example.com`],
    );
    expect(count).toBe(2);
  });

  it('refuses a blank or oversize reply naming the field, and writes nothing', async () => {
    const [leadId] = await insertLeads(t, school.id, [{}]);
    const blank = await as(t, owner).post(`${inbox()}/${leadId}/replies`).send({ body: '   ' }).expect(400);
    expect(blank.body.errors).toEqual({ body: ['Please write a reply'] });
    const long = await as(t, owner)
      .post(`${inbox()}/${leadId}/replies`)
      .send({ body: 'x'.repeat(10_001) })
      .expect(400);
    expect(long.body.errors).toEqual({ body: ['The reply must be at most 10,000 characters'] });
    expect(await sql(t, 'select * from lead_reply where lead_id = ?', [leadId])).toEqual([]);
  });

  it('lets only an owner of the lead’s school reply or retry: 401, 403 (another school’s owner, an admin), 404', async () => {
    const [leadId] = await insertLeads(t, school.id, [{}]);
    const [theirs] = await insertLeads(t, other.id, [{}]);
    await as(t, undefined).post(`${inbox()}/${leadId}/replies`).send({ body: 'Hi' }).expect(401);
    const foreign = await as(t, stranger).post(`${inbox()}/${leadId}/replies`).send({ body: 'Hi' }).expect(403);
    expect(foreign.body.message).toBe('You do not have access to this school');
    await as(t, admin).post(`${inbox()}/${leadId}/replies`).send({ body: 'Hi' }).expect(403);
    // Another school's lead under the owner's own school: not found, nothing sent.
    await as(t, owner).post(`${inbox()}/${theirs}/replies`).send({ body: 'Hi' }).expect(404);
    await as(t, owner).post(`${inbox()}/${leadId}/replies/00000000-0000-4000-8000-000000000000/retry`).expect(404);
    expect(await sql(t, 'select * from lead_reply where lead_id in (?, ?)', [leadId, theirs])).toEqual([]);
    const [row] = await sql<{ status: string }>(t, 'select status from lead where id = ?', [leadId]);
    expect(row.status).toBe('new');
  });

  it('shows a failed delivery on the lead and retries it once; a mail not failed is refused', async () => {
    const [leadId] = await insertLeads(t, school.id, [{}]);
    const sent = await as(t, owner).post(`${inbox()}/${leadId}/replies`).send({ body: 'Welcome!' }).expect(201);
    const replyId = sent.body.replies[0].id as string;
    const key = `lead-reply:${replyId}`;
    const notFailed = await as(t, owner).post(`${inbox()}/${leadId}/replies/${replyId}/retry`).expect(400);
    expect(notFailed.body.message).toBe('This reply’s mail has not failed: there is nothing to retry');
    await sql(t, `update mail_outbox set failed_at = now(), attempts = 3, last_error = 'mailbox full' where key = ?`, [
      key,
    ]);
    const detail = await as(t, owner).get(`${inbox()}/${leadId}`).expect(200);
    expect(detail.body.replies[0].delivery).toMatchObject({ state: 'failed', lastError: 'mailbox full' });
    const retried = await as(t, owner).post(`${inbox()}/${leadId}/replies/${replyId}/retry`).expect(200);
    expect(retried.body.replies[0].delivery.state).toBe('queued');
    const [{ count }] = await sql<{ count: number }>(
      t,
      'select count(*)::int as count from mail_outbox where key = ?',
      [key],
    );
    expect(count).toBe(1);
  });

  it('refuses replies to erased and spam leads; erasure blanks the replies and forgets their mails', async () => {
    const [leadId, spamId] = await insertLeads(t, school.id, [{}, { status: 'spam' }]);
    const spam = await as(t, owner).post(`${inbox()}/${spamId}/replies`).send({ body: 'Hi' }).expect(409);
    expect(spam.body.message).toBe('This lead is marked as spam');
    const sent = await as(t, owner).post(`${inbox()}/${leadId}/replies`).send({ body: 'Hello Pat' }).expect(201);
    const replyId = sent.body.replies[0].id as string;
    const orm = t.app.get(MikroORM);
    await RequestContext.create(orm.em, () => t.app.get(EraseLead).execute(leadId));
    const [reply] = await sql<{ body: string; created_at: Date }>(
      t,
      'select body, created_at from lead_reply where id = ?',
      [replyId],
    );
    expect(reply).toMatchObject({ body: '', created_at: expect.anything() });
    expect(await sql(t, 'select * from mail_outbox where key = ?', [`lead-reply:${replyId}`])).toEqual([]);
    const erased = await as(t, owner).post(`${inbox()}/${leadId}/replies`).send({ body: 'Again' }).expect(409);
    expect(erased.body.message).toBe("This lead's personal data was erased; it can no longer be changed");
  });

  describe('templates: the owner’s own', () => {
    const templates = '/api/portal/lead-reply-templates';

    it('creates, lists by name, changes and deletes; another owner sees none of it', async () => {
      const created = await as(t, owner)
        .post(templates)
        .send({ name: ' Welcome ', body: 'Hi {firstName}, thank you for asking {schoolName}.' })
        .expect(201);
      expect(created.body).toMatchObject({
        name: 'Welcome',
        body: 'Hi {firstName}, thank you for asking {schoolName}.',
      });
      await as(t, owner).post(templates).send({ name: 'A tour', body: 'Come on Friday.' }).expect(201);
      const list = await as(t, owner).get(templates).expect(200);
      expect(list.body.map((template: { name: string }) => template.name)).toEqual(['A tour', 'Welcome']);

      expect((await as(t, coOwner).get(templates).expect(200)).body).toEqual([]);
      await as(t, coOwner).put(`${templates}/${created.body.id}`).send({ name: 'Mine now' }).expect(404);
      await as(t, coOwner).delete(`${templates}/${created.body.id}`).expect(404);

      const changed = await as(t, owner).put(`${templates}/${created.body.id}`).send({ body: 'Hello!' }).expect(200);
      expect(changed.body).toMatchObject({ name: 'Welcome', body: 'Hello!' });
      await as(t, owner).delete(`${templates}/${created.body.id}`).expect(204);
      await as(t, owner).delete(`${templates}/${created.body.id}`).expect(404);
      await as(t, owner).put(`${templates}/not-a-uuid`).send({ name: 'x' }).expect(404);
    });

    it('names the failing field', async () => {
      const res = await as(t, owner)
        .post(templates)
        .send({ name: '', body: 'x'.repeat(10_001) })
        .expect(400);
      expect(res.body.errors).toEqual({
        name: ['Please name the template'],
        body: ['The template text must be at most 10,000 characters'],
      });
      const long = await as(t, owner)
        .post(templates)
        .send({ name: 'n'.repeat(81), body: 'ok' })
        .expect(400);
      expect(long.body.errors).toEqual({ name: ['The template name must be at most 80 characters'] });
    });
  });

  describe('the response time', () => {
    let timed: School;
    let timedOwner: SessionUser;

    beforeAll(async () => {
      timed = await createSchool(t, `Replies ${tag} Timed`, { isPremium: true });
      const session = await signInAs(t, 'school_admin', 'Tess');
      await linkOwner(t, session.id, timed.id);
      timedOwner = {
        id: session.id,
        email: session.email,
        firstName: 'Tess',
        lastName: 'Tester',
        role: 'school_admin',
        profileImageUrl: null,
      };
    });

    const reply = (leadId: string, at: Date) =>
      RequestContext.create(t.app.get(MikroORM).em, () =>
        t.app.get(ReplyToLead).execute(timedOwner, timed.id, leadId, 'Thank you for your request.', at),
      );
    // The worker's hourly job, as the worker wires it (the web app has the port, not the job).
    const refreshAll = (now: Date) =>
      RequestContext.create(t.app.get(MikroORM).em, () =>
        new RefreshResponseTimes(t.app.get(ResponseTimes), t.app.get(UnitOfWork)).execute(now),
      );
    const publicLine = () => as(t, undefined).get(`/api/schools/response-time/${timed.id}`).expect(200);

    it('counts business minutes to the first reply sent from the product, and shows them from 5 requests', async () => {
      // Requests in January 2027 (Las Vegas winter time), replied at known times:
      //   5 pm → 9 am next day = 120 business minutes; 10:00 → 10:30 = 30; 11 pm → 8:45 next day = 45;
      //   Friday 4 pm → Monday 10 am (weekends count) = 1440; one never answered (by the product).
      const leads = await insertLeads(t, timed.id, [
        { createdAt: pst('2027-01-12T17:00:00') },
        { createdAt: pst('2027-01-13T10:00:00') },
        { createdAt: pst('2027-01-13T23:00:00') },
        { createdAt: pst('2027-01-15T16:00:00') },
      ]);
      await reply(leads[0], pst('2027-01-13T09:00:00'));
      await reply(leads[1], pst('2027-01-13T10:30:00'));
      await reply(leads[2], pst('2027-01-14T08:45:00'));
      await reply(leads[3], pst('2027-01-18T10:00:00'));
      const minutes = await sql<{ first_reply_business_minutes: number }>(
        t,
        'select first_reply_business_minutes from lead where id in (?) order by created_at',
        [leads],
      );
      expect(minutes.map((row) => row.first_reply_business_minutes)).toEqual([120, 30, 45, 1440]);

      // Four requests: below the threshold, the page shows nothing and gives no figures.
      expect((await publicLine()).body).toEqual({ shown: false, usually: null, answered: null });

      // A fifth request, answered by phone (marked contacted by hand): counted as a request, not as a reply.
      const [byPhone] = await insertLeads(t, timed.id, [{ createdAt: pst('2027-01-18T11:00:00') }]);
      const session = await signInAs(t, 'school_admin', 'Tess');
      await linkOwner(t, session.id, timed.id);
      await as(t, session).patch(`/api/portal/schools/${timed.id}/leads/${byPhone}`).send({ status: 'contacted' });
      // A spam request and an RSVP are not requests the figures count.
      await insertLeads(t, timed.id, [
        { createdAt: pst('2027-01-18T12:00:00'), status: 'spam' },
        { createdAt: pst('2027-01-18T12:00:00'), type: 'open_house' },
      ]);
      await refreshAll(pst('2027-01-20T12:00:00'));

      // Median of 30, 45, 120, 1440 = 82.5 → 83 business minutes: 'within 2 hours'; 4 of 5 answered.
      expect((await publicLine()).body).toEqual({
        shown: true,
        usually: 'Usually replies within 2 hours',
        answered: 'Replied to 4 of 5 requests (80%) in the last 90 days',
      });
      const [view] = await sql(t, 'select * from school_response_time where school_id = ?', [timed.id]);
      expect(view).toMatchObject({
        requests_90d: 5,
        replied_90d: 4,
        median_business_minutes: 83,
        claimed: true,
        shown: true,
        replies_within_a_day: true,
      });
      expect(Number(view.answered_share)).toBe(0.8);

      // The owner's dashboard has the same words and the figures behind them.
      const dashboard = await as(t, session).get(`/api/portal/schools/${timed.id}/response-time`).expect(200);
      expect(dashboard.body).toEqual({
        shown: true,
        usually: 'Usually replies within 2 hours',
        answered: 'Replied to 4 of 5 requests (80%) in the last 90 days',
        requests: 5,
        replied: 4,
        medianBusinessMinutes: 83,
        minRequests: 5,
        windowDays: 90,
      });
      await as(t, stranger).get(`/api/portal/schools/${timed.id}/response-time`).expect(403);

      // 91 days on, the window has moved past every request: nothing is shown, the row is gone.
      await refreshAll(pst('2027-04-20T12:00:00'));
      expect((await publicLine()).body.shown).toBe(false);
      expect(await sql(t, 'select * from school_response_time where school_id = ?', [timed.id])).toEqual([]);
    });
  });

  describe('delivery through the worker and a real SMTP server', () => {
    let smtp: TestSmtpServer;
    let worker: TestWorker | undefined;

    beforeAll(async () => {
      smtp = await TestSmtpServer.start();
    });
    afterAll(async () => {
      await worker?.close();
      await smtp?.close();
    });

    it("reaches the family once, from the school's name (quotes and all), Reply-To the owner who wrote it", async () => {
      const email = `smtp-${tag}@example.com`;
      const [leadId] = await insertLeads(t, school.id, [{ firstName: 'Rosa', email }]);
      await as(t, owner).post(`${inbox()}/${leadId}/replies`).send({ body: 'Our open day is Saturday.' }).expect(201);
      worker = await startTestWorker({ SMTP_URL: smtp.url });
      await smtp.waitFor(() => smtp.receivedBy(email).length === 1, 15_000, `the reply to ${email}`);
      await new Promise((done) => setTimeout(done, 600));
      const [mail] = smtp.receivedBy(email);
      expect(smtp.receivedBy(email)).toHaveLength(1);
      const parsed = await simpleParser(mail.raw);
      expect(parsed.from?.value).toEqual([expect.objectContaining({ name: school.name })]);
      expect(mail.replyTo).toBe(owner.email);
      expect(mail.subject).toContain(school.name);
      expect(mail.text).toContain('Our open day is Saturday.');
    });
  });
});
