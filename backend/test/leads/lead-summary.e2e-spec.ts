import request from 'supertest';
import type { School } from '../../src/modules/directory';
import { randomUUID } from 'node:crypto';
import { EraseExpiredLeads } from '../../src/modules/leads/application/erase-expired-leads';
import { SendLeadSummaries } from '../../src/modules/leads/application/send-lead-summaries';
import { TestSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { FAST_MAIL_ENV, startTestWorker, type TestWorker } from '../mail/test-worker';
import { as, createSchool, linkOwner, newTag, signInAs, sql, type Session } from '../moderation/moderation-fixtures';
import { openHouseForm, rsvpForm } from '../open-houses/open-house-fixtures';
import { leadForm, leadsByEmail, newLeadEmail } from './lead-fixtures';

const DAY = 24 * 3_600_000;

describe('leads: owners choose a mail at once or a daily summary of new leads and RSVPs', () => {
  let t: TestApp;
  let summarised: School;
  let immediate: School;
  let quiet: School;
  let owner: Session;
  let immediateOwner: Session;
  let quietOwner: Session;
  let stranger: Session;
  let family: Session;
  let admin: Session;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp(FAST_MAIL_ENV);
    summarised = await createSchool(t, `Summary ${tag} Academy`, { isPremium: true });
    immediate = await createSchool(t, `Immediate ${tag} Academy`, { isPremium: true });
    quiet = await createSchool(t, `Quiet ${tag} Academy`, { isPremium: true });
    owner = await signInAs(t, 'school_admin', 'Paula');
    immediateOwner = await signInAs(t, 'school_admin', 'Ines');
    quietOwner = await signInAs(t, 'school_admin', 'Quinn');
    stranger = await signInAs(t, 'school_admin', 'Sam');
    family = await signInAs(t, 'user', 'Fay');
    admin = await signInAs(t, 'admin', 'Ada');
    await linkOwner(t, owner.id, summarised.id);
    await linkOwner(t, immediateOwner.id, immediate.id);
    await linkOwner(t, quietOwner.id, quiet.id);
  });
  afterAll(() => t.close());

  const setting = (schoolId: number) => `/api/portal/schools/${schoolId}/lead-notifications`;

  describe('the setting', () => {
    it('is immediate until the owner chooses, and keeps the daily summary once chosen', async () => {
      expect((await as(t, owner).get(setting(summarised.id)).expect(200)).body).toEqual({ mode: 'immediate' });
      const put = await as(t, owner).put(setting(summarised.id)).send({ mode: 'daily_summary' }).expect(200);
      expect(put.body).toEqual({ mode: 'daily_summary' });
      expect((await as(t, owner).get(setting(summarised.id)).expect(200)).body).toEqual({ mode: 'daily_summary' });
      await as(t, quietOwner).put(setting(quiet.id)).send({ mode: 'daily_summary' }).expect(200);
      // Admins may read and change any school's setting.
      expect((await as(t, admin).get(setting(immediate.id)).expect(200)).body).toEqual({ mode: 'immediate' });
    });

    it('is refused for other people’s schools, families and strangers', async () => {
      await request(t.app.getHttpServer()).get(setting(summarised.id)).expect(401);
      await as(t, stranger).get(setting(summarised.id)).expect(403);
      await as(t, stranger).put(setting(summarised.id)).send({ mode: 'immediate' }).expect(403);
      await as(t, immediateOwner).put(setting(summarised.id)).send({ mode: 'immediate' }).expect(403);
      await as(t, family).get(setting(summarised.id)).expect(403);
      await as(t, owner).get('/api/portal/schools/not-a-number/lead-notifications').expect(400);
      expect((await as(t, owner).get(setting(summarised.id)).expect(200)).body).toEqual({ mode: 'daily_summary' });
    });

    it('answers a bad value with a clear message', async () => {
      for (const body of [{ mode: 'weekly' }, {}, { mode: 7 }]) {
        const res = await as(t, owner).put(setting(summarised.id)).send(body).expect(400);
        expect(res.body.errors).toEqual({
          mode: ['Please choose at once (immediate) or a daily summary (daily_summary)'],
        });
      }
    });
  });

  describe('the mails, through the worker and a real SMTP server', () => {
    let smtp: TestSmtpServer;
    let worker: TestWorker;

    beforeAll(async () => {
      smtp = await TestSmtpServer.start();
      worker = await startTestWorker({ SMTP_URL: smtp.url });
    });
    afterAll(async () => {
      await worker?.close();
      await smtp?.close();
    });

    const submit = (school: School, body: Record<string, unknown>) =>
      request(t.app.getHttpServer()).post(`/api/schools/${school.slug}/leads`).send(body).expect(201);
    const settle = () => new Promise((done) => setTimeout(done, 800));
    const runSummaries = (now: Date) => worker.module.get(SendLeadSummaries).execute(now);

    it('mails nothing to owners on the summary at once, then one summary listing the day’s lead and RSVP, once', async () => {
      const leadEmail = newLeadEmail('summary');
      await submit(summarised, leadForm({ email: leadEmail, parentFirstName: 'Maria', parentLastName: 'Lopez' }));
      const openHouse = (
        await as(t, owner).post(`/api/portal/schools/${summarised.id}/open-houses`).send(openHouseForm()).expect(201)
      ).body as { id: string };
      const rsvpEmail = newLeadEmail('rsvp');
      await request(t.app.getHttpServer())
        .post(`/api/open-houses/${openHouse.id}/rsvps`)
        .send(rsvpForm({ name: 'Sam Rivera', email: rsvpEmail }))
        .expect(201);

      // The families' own confirmations go out as before; the owner hears nothing yet.
      await smtp.waitFor(() => smtp.receivedBy(leadEmail).length === 1 && smtp.receivedBy(rsvpEmail).length === 1);
      await settle();
      expect(smtp.receivedBy(owner.email)).toEqual([]);
      const [lead] = await leadsByEmail(t, leadEmail);
      expect(await sql(t, `select key from mail_outbox where key like ?`, [`lead-notification:${lead.id}:%`])).toEqual(
        [],
      );

      // Two workers running the summary at once (tomorrow, Las Vegas time) send one mail.
      const tomorrow = new Date(Date.now() + DAY);
      await Promise.all([runSummaries(tomorrow), runSummaries(tomorrow)]);
      await smtp.waitFor(() => smtp.receivedBy(owner.email).length === 1);
      await settle();
      const [summary] = smtp.receivedBy(owner.email);
      expect(smtp.receivedBy(owner.email)).toHaveLength(1);
      expect(summary.subject).toMatch(new RegExp(`^2 new leads for Summary ${tag} Academy on \\w+day, `));
      expect(summary.text).toContain('Maria Lopez: Information request');
      expect(summary.text).toContain('Sam Rivera: Open house RSVP');
      expect(summary.text).toContain(`/school-dashboard?tab=leads&school=${summarised.id}`);
      // Names and types only: the families' addresses and messages stay in the inbox.
      expect(summary.text).not.toContain(leadEmail);
      expect(summary.text).not.toContain(rsvpEmail);
      const sent = await sql<{ day: string; leads: number }>(
        t,
        `select day, leads from lead_summary_sent where school_id = ?`,
        [summarised.id],
      );
      expect(sent).toHaveLength(1);
      expect(sent[0].leads).toBe(2);

      // Run again: nothing new is sent, for this school or for the school that had no leads.
      await runSummaries(tomorrow);
      await runSummaries(new Date(tomorrow.getTime() + 3_600_000));
      await settle();
      expect(smtp.receivedBy(owner.email)).toHaveLength(1);
      expect(smtp.receivedBy(quietOwner.email)).toEqual([]);

      // Erasing a family's lead erases the stored summary that names them.
      const summaryKeys = () =>
        sql(t, `select key from mail_outbox where key like ?`, [`lead-summary:${summarised.id}:%`]);
      expect(await summaryKeys()).toHaveLength(1);
      await as(t, admin).post(`/api/admin/leads/${lead.id}/erase`).expect(200);
      expect(await summaryKeys()).toEqual([]);
    });

    it('forgets summaries of days past the retention period', async () => {
      const key = `lead-summary:${quiet.id}:2020-01-06:0`;
      await sql(
        t,
        `insert into lead_summary_sent (school_id, day, sent_at, leads) values (?, '2020-01-06', now(), 1)`,
        [quiet.id],
      );
      await sql(
        t,
        `insert into mail_outbox (id, key, template, recipient, data, created_at, sent_at) values (?, ?, 'lead-summary', 'old@example.com', '{"leads":["Pat Old: Tour request, 9:00 AM"]}', now(), now())`,
        [randomUUID(), key],
      );
      await worker.module.get(EraseExpiredLeads).execute();
      expect(await sql(t, `select key from mail_outbox where key = ?`, [key])).toEqual([]);
      expect(await sql(t, `select day from lead_summary_sent where school_id = ?`, [quiet.id])).toEqual([]);
    });

    it('keeps mailing owners on `immediate` at once, for leads and RSVPs, and leaves them out of the summaries', async () => {
      const email = newLeadEmail('immediate');
      await submit(immediate, leadForm({ email }));
      await smtp.waitFor(() => smtp.received.filter((mail) => mail.replyTo === email).length === 1);
      const [notification] = smtp.received.filter((mail) => mail.replyTo === email);
      expect(notification.to).toEqual([immediateOwner.email]);

      // An RSVP is a lead too (type open_house): the owner hears of it at once, the family gets only the
      // open house's own confirmation.
      const openHouse = (
        await as(t, immediateOwner)
          .post(`/api/portal/schools/${immediate.id}/open-houses`)
          .send(openHouseForm())
          .expect(201)
      ).body as { id: string };
      const rsvpEmail = newLeadEmail('rsvp-now');
      await request(t.app.getHttpServer())
        .post(`/api/open-houses/${openHouse.id}/rsvps`)
        .send(rsvpForm({ name: 'Noor Haddad', email: rsvpEmail }))
        .expect(201);
      await smtp.waitFor(() => smtp.received.filter((mail) => mail.replyTo === rsvpEmail).length === 1);
      const [rsvpNotification] = smtp.received.filter((mail) => mail.replyTo === rsvpEmail);
      expect(rsvpNotification.to).toEqual([immediateOwner.email]);
      expect(rsvpNotification.text).toContain('Open house RSVP');
      expect(rsvpNotification.text).toContain('Noor Haddad');
      await smtp.waitFor(() => smtp.receivedBy(rsvpEmail).length === 1);
      await settle();
      expect(smtp.receivedBy(rsvpEmail)).toHaveLength(1);
      const [rsvpLead] = await leadsByEmail(t, rsvpEmail);
      // Its link opens the RSVP's detail in this school's inbox.
      expect(rsvpNotification.text).toContain(`/school-dashboard?tab=leads&school=${immediate.id}&lead=${rsvpLead.id}`);
      expect(await sql(t, `select key from mail_outbox where key = ?`, [`lead-confirmation:${rsvpLead.id}`])).toEqual(
        [],
      );

      await runSummaries(new Date(Date.now() + DAY));
      await settle();
      expect(smtp.receivedBy(immediateOwner.email)).toHaveLength(2);
    });
  });
});
