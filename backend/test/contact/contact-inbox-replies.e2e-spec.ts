import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { TestSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { FAST_MAIL_ENV, startTestWorker, type TestWorker } from '../mail/test-worker';
import { as, auditRows, newTag, signInAs, sql, type Session } from '../moderation/moderation-fixtures';

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const INBOX = 'team-inbox@vegasprivateschools.test';

/** Issue 36: the contact inbox keeps notes and an assignee, and replies from the product through the outbox. */
describe('contact inbox: notes, assignee and replies', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let worker: TestWorker;
  let admin: Session;
  let otherAdmin: Session;
  let owner: Session;

  beforeAll(async () => {
    t = await createTestApp({ ...FAST_MAIL_ENV, CONTACT_INBOX: INBOX });
    smtp = await TestSmtpServer.start();
    worker = await startTestWorker({ SMTP_URL: smtp.url, CONTACT_INBOX: INBOX });
    admin = await signInAs(t, 'admin', 'Ada');
    otherAdmin = await signInAs(t, 'admin', 'Ben');
    owner = await signInAs(t, 'school_admin', 'Olive');
  });
  afterAll(async () => {
    await worker?.close();
    await smtp?.close();
    await t?.close();
  });

  async function submit(email: string): Promise<string> {
    await request(t.app.getHttpServer())
      .post('/api/contact')
      .send({ firstName: 'Rosa', lastName: 'Reyes', email, subject: 'general', message: 'Do you list preschools too?' })
      .expect(201);
    const [row] = await sql<{ id: string }>(t, 'select id from contact_message where email = ?', [email]);
    return row.id;
  }

  it('keeps notes and an assignee among the active admins; refuses anyone else; audits the change', async () => {
    const id = await submit(`notes-${newTag()}@example.com`);
    const res = await as(t, admin)
      .patch(`/api/admin/contact-messages/${id}`)
      .send({ notes: ' Called back on Monday. ', assigneeId: otherAdmin.id })
      .expect(200);
    expect(res.body).toMatchObject({
      notes: 'Called back on Monday.',
      assignee: { id: otherAdmin.id, name: 'Ben Tester' },
    });
    for (const assigneeId of [owner.id, randomUUID()]) {
      const refused = await as(t, admin).patch(`/api/admin/contact-messages/${id}`).send({ assigneeId }).expect(400);
      expect(refused.body.errors.assigneeId).toEqual(['Please choose an active admin']);
    }
    const tooLong = await as(t, admin)
      .patch(`/api/admin/contact-messages/${id}`)
      .send({ notes: 'x'.repeat(5001) })
      .expect(400);
    expect(tooLong.body.errors.notes).toEqual(['Notes must be at most 5,000 characters']);
    const cleared = await as(t, admin)
      .patch(`/api/admin/contact-messages/${id}`)
      .send({ assigneeId: null })
      .expect(200);
    expect(cleared.body).toMatchObject({ notes: 'Called back on Monday.', assignee: null });
    expect((await auditRows(t, 'contact_message', id)).map((row) => row.after)).toEqual([
      { notes: 'Called back on Monday.', assigneeId: otherAdmin.id },
      { assigneeId: null },
    ]);
    await as(t, admin).patch(`/api/admin/contact-messages/${randomUUID()}`).send({ notes: 'x' }).expect(404);
    await as(t, owner).patch(`/api/admin/contact-messages/${id}`).send({ notes: 'x' }).expect(403);
  });

  it('sends a reply from the product: kept on the message, mailed once through the outbox, Reply-To the team', async () => {
    const email = `reply-${newTag()}@example.com`;
    const id = await submit(email);
    const empty = await as(t, admin)
      .post(`/api/admin/contact-messages/${id}/replies`)
      .send({ body: '   ' })
      .expect(400);
    expect(empty.body.errors.body).toEqual(['Please write a reply']);

    const res = await as(t, admin)
      .post(`/api/admin/contact-messages/${id}/replies`)
      .send({ body: 'Yes: filter by Pre-K on the schools page.' })
      .expect(201);
    expect(res.body).toMatchObject({
      status: 'answered',
      replies: [{ authorName: 'Ada Tester', body: 'Yes: filter by Pre-K on the schools page.' }],
    });
    const replyId = res.body.replies[0].id as string;
    const [outbox] = await sql<{ template: string; recipient: string; reply_to: string }>(
      t,
      `select template, recipient, reply_to from mail_outbox where key = ?`,
      [`contact-reply:${replyId}`],
    );
    expect(outbox).toEqual({ template: 'contact-reply', recipient: email, reply_to: INBOX });

    await waitUntil(async () => smtp.receivedBy(email).some((mail) => mail.subject.startsWith('Re: ')));
    const [mail] = smtp.receivedBy(email).filter((m) => m.subject.startsWith('Re: '));
    expect(mail.replyTo).toContain(INBOX);
    expect(mail.text).toContain('Yes: filter by Pre-K on the schools page.');
    expect(mail.text).toContain('Do you list preschools too?');
    await waitUntil(async () => {
      const row = await as(t, admin).get(`/api/admin/contact-messages?search=${encodeURIComponent(email)}`);
      return row.body.items[0].replies[0].delivery.state === 'sent';
    });
    expect((await auditRows(t, 'contact_message', id)).map((row) => row.action)).toEqual(['contact_message.replied']);
    await as(t, admin).post(`/api/admin/contact-messages/${randomUUID()}/replies`).send({ body: 'Hi' }).expect(404);
    await as(t, owner).post(`/api/admin/contact-messages/${id}/replies`).send({ body: 'Hi' }).expect(403);
    expect(await sql(t, `select id from contact_reply where message_id = ?`, [id])).toHaveLength(1);
  });
});
