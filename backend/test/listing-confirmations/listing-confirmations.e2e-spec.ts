import { Test } from '@nestjs/testing';
import { ConsoleLogger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../../src/app.module';
import { WorkerModule } from '../../src/worker.module';
import { AppConfig, loadConfig } from '../../src/config';
import { configureHttpApp } from '../../src/shared/http';
import { ListingConfirmations } from '../../src/modules/listing-confirmations';
import { formatFactDate, todayInLasVegas } from '../../src/modules/directory';
import { Clock } from '../../src/modules/listing-confirmations/application/ports/clock';
import { SendListingReminders } from '../../src/modules/listing-confirmations/application/send-listing-reminders';
import { addMonths } from '../../src/modules/listing-confirmations/domain/listing-period';
import { eventually } from '../support/eventually';
import { TestSmtpServer } from '../support/smtp';
import { FAST_MAIL_ENV } from '../mail/test-worker';
import type { TestApp } from '../support/test-app';
import { as, createSchool, linkOwner, newTag, signInAs, sql, type Session } from '../moderation/moderation-fixtures';

const DAY = 86_400_000;

/** The clock of the reminders and confirmations, moved by the test. */
class TestClock extends Clock {
  time = Date.now();
  now(): Date {
    return new Date(this.time);
  }
  set(date: Date): void {
    this.time = date.getTime();
  }
}

/**
 * Issue 44, 'Every six months the worker asks each owner to confirm or update their listing': the web app and the
 * worker on one moved clock, the mails delivered over SMTP to a real server.
 */
describe('listing confirmations: six-month reminders, confirm by link, ignored ones listed (issue 44)', () => {
  const clock = new TestClock();
  const tag = newTag();
  let t: TestApp;
  let worker: { close(): Promise<void>; run(): Promise<number> };
  let smtp: TestSmtpServer;
  let olivia: Session;
  let oscar: Session;
  let admin: Session;
  let schoolA: { id: number; name: string; slug: string };
  let schoolB: { id: number; name: string };
  let claimedA: Date;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    const config = loadConfig({ ...process.env, STATIC_DIR: '', ...FAST_MAIL_ENV, SMTP_URL: smtp.url });
    const appRef = await Test.createTestingModule({ imports: [AppModule.withPayments(config.payments.mode)] })
      .overrideProvider(AppConfig)
      .useValue(config)
      .overrideProvider(Clock)
      .useValue(clock)
      .compile();
    const app = appRef.createNestApplication<NestExpressApplication>({ bodyParser: false, logger: ['error', 'warn'] });
    configureHttpApp(app, config);
    await app.init();
    t = { app, config, close: () => app.close() };
    const workerRef = await Test.createTestingModule({ imports: [WorkerModule.withPayments(config.payments.mode)] })
      .overrideProvider(AppConfig)
      .useValue(config)
      .overrideProvider(Clock)
      .useValue(clock)
      .setLogger(new ConsoleLogger({ logLevels: ['error'] }))
      .compile();
    await workerRef.init();
    worker = { close: () => workerRef.close(), run: () => workerRef.get(SendListingReminders).execute() };

    const a = await createSchool(t, `Listing ${tag} Aspen Academy`);
    const b = await createSchool(t, `Listing ${tag} Birch School`);
    await createSchool(t, `Listing ${tag} Unclaimed School`);
    schoolA = { id: a.id, name: a.name, slug: a.slug };
    schoolB = { id: b.id, name: b.name };
    olivia = await signInAs(t, 'school_admin', 'Olivia');
    oscar = await signInAs(t, 'school_admin', 'Oscar');
    admin = await signInAs(t, 'admin');
    await linkOwner(t, olivia.id, schoolA.id);
    await linkOwner(t, oscar.id, schoolB.id);
    const [link] = await sql<{ created_at: string }>(t, 'select created_at from school_owner where school_id = ?', [
      schoolA.id,
    ]);
    claimedA = new Date(link.created_at);
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await smtp?.close();
  });

  const run = async (): Promise<number> =>
    (await as(t, admin).post('/api/admin/listing-confirmations/reminders').expect(200)).body.remindedSchools;
  const remindersOf = (schoolId: number) =>
    sql<{ period: Date; sent_at: Date; mail_key: string; recipients: number }>(
      t,
      'select period, sent_at, mail_key, recipients from listing_reminder where school_id = ? order by sent_at',
      [schoolId],
    );
  const confirmationsOf = (schoolId: number) =>
    sql<{ confirmed_at: Date; confirmed_by: string; via: string }>(
      t,
      'select confirmed_at, confirmed_by, via from listing_confirmation where school_id = ? order by confirmed_at',
      [schoolId],
    );
  const tokenIn = (text: string): string => {
    const match = /\/listing\/confirm\?token=([\w.%-]+)/.exec(text);
    if (!match) throw new Error('no confirm link in the mail');
    return decodeURIComponent(match[1]);
  };
  const publicApi = () => as(t, undefined);
  let firstToken = '';

  it('sends nothing in the first six months, and nothing to a school confirmed from the dashboard', async () => {
    clock.set(new Date(claimedA.getTime() + 100 * DAY));
    const card = await as(t, oscar).post(`/api/portal/schools/${schoolB.id}/listing-confirmation`).expect(200);
    expect(card.body).toMatchObject({ schoolId: schoolB.id, schoolName: schoolB.name, lastConfirmedVia: 'dashboard' });
    expect(new Date(card.body.lastConfirmedAt).getTime()).toBe(clock.time);
    expect(await run()).toBe(0);
    expect(await remindersOf(schoolA.id)).toEqual([]);
  });

  it('sends one reminder per due school on the first run, and none on a second run in the same period', async () => {
    clock.set(new Date(addMonths(claimedA, 6).getTime() + DAY));
    // Two runs at the same moment (two workers): the (school, period) key stores one.
    const [first, second] = await Promise.all([run(), run()]);
    expect(first + second).toBe(1);
    expect(await run()).toBe(0);
    const reminders = await remindersOf(schoolA.id);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ recipients: 1 });
    expect(new Date(reminders[0].period).getTime()).toBe(addMonths(claimedA, 6).getTime());
    expect(await remindersOf(schoolB.id)).toEqual([]);

    await smtp.waitFor(() => smtp.receivedBy(olivia.email).length >= 1, 15_000, 'the reminder mail');
    const [mail] = smtp.receivedBy(olivia.email);
    expect(mail.subject).toBe(`Is ${schoolA.name}'s listing still correct?`);
    expect(mail.text).toContain('Hi Olivia Tester,');
    expect(mail.text).toContain('Confirm or update my listing');
    expect(mail.text).toContain(`/school-dashboard?school=${schoolA.id}`);
    firstToken = tokenIn(mail.text);
    // Nobody else was mailed, and a later run mails nothing more.
    expect(smtp.received.filter((m) => m.subject.includes(`Listing ${tag}`))).toHaveLength(1);
  });

  it('opens the link without confirming (GET), refuses bad links with 400, confirms by POST', async () => {
    const read = await publicApi()
      .get(`/api/listing-confirmations?token=${encodeURIComponent(firstToken)}`)
      .expect(200);
    expect(read.body).toMatchObject({ schoolId: schoolA.id, schoolName: schoolA.name, lastConfirmedAt: null });
    expect(await confirmationsOf(schoolA.id)).toEqual([]);

    const bad = await publicApi().post('/api/listing-confirmations').send({ token: 'listing.abc.def' }).expect(400);
    expect(bad.body.message).toBe('This link is not valid. Please use the link from your reminder e-mail.');
    const forged = `${firstToken.slice(0, -3)}AAA`;
    await publicApi().post('/api/listing-confirmations').send({ token: forged }).expect(400);
    const missing = await publicApi().post('/api/listing-confirmations').send({}).expect(400);
    expect(missing.body.errors.token).toBeDefined();
    expect(await confirmationsOf(schoolA.id)).toEqual([]);

    const confirmedAt = clock.time;
    const done = await publicApi().post('/api/listing-confirmations').send({ token: firstToken }).expect(200);
    expect(done.body).toMatchObject({ schoolName: schoolA.name, lastConfirmedVia: 'reminder' });
    expect(new Date(done.body.lastConfirmedAt).getTime()).toBe(confirmedAt);
    const rows = await confirmationsOf(schoolA.id);
    expect(rows).toEqual([expect.objectContaining({ confirmed_by: olivia.id, via: 'reminder' })]);
    // The read port the school page uses.
    expect((await t.app.get(ListingConfirmations).latestFor(schoolA.id))?.confirmedAt.getTime()).toBe(confirmedAt);
    // The public school page now dates the school's facts by the confirmation (its cached answer cleared).
    const confirmedDay = todayInLasVegas(new Date(confirmedAt));
    await eventually(async () => {
      const page = await publicApi().get(`/api/schools/slug/${schoolA.slug}`).expect(200);
      expect(page.body.factSources.about).toMatchObject({
        source: 'school',
        date: confirmedDay,
        label: `From the school, ${formatFactDate(confirmedDay)}`,
      });
    });
  });

  it('is due again six months after the confirmation, not before; an old link has expired', async () => {
    const [{ confirmed_at: confirmedAt }] = await confirmationsOf(schoolA.id);
    clock.set(new Date(addMonths(new Date(confirmedAt), 6).getTime() - DAY));
    // Birch (confirmed at claim + 100 days) is due by now; Aspen is not yet.
    expect(await run()).toBe(1);
    expect(await remindersOf(schoolA.id)).toHaveLength(1);
    expect(await remindersOf(schoolB.id)).toHaveLength(1);

    clock.set(new Date(addMonths(new Date(confirmedAt), 6).getTime() + 60_000));
    expect(await run()).toBe(1);
    const reminders = await remindersOf(schoolA.id);
    expect(reminders).toHaveLength(2);
    expect(new Date(reminders[1].period).getTime()).toBe(addMonths(new Date(confirmedAt), 6).getTime());
    await smtp.waitFor(() => smtp.receivedBy(olivia.email).length >= 2, 15_000, 'the second reminder');

    const expired = await publicApi().get(`/api/listing-confirmations?token=${encodeURIComponent(firstToken)}`);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(
      'This link has expired. Sign in to your school dashboard to confirm your listing.',
    );
  });

  it('lists for the admin the owners who ignored three reminders in a row, with their e-mail', async () => {
    const [{ confirmed_at: birchConfirmed }] = await confirmationsOf(schoolB.id);
    const birch = new Date(birchConfirmed);
    // These runs are the worker's own (its daily job's use case, outside any request).
    clock.set(new Date(addMonths(birch, 12).getTime() + DAY));
    expect(await worker.run()).toBe(1);
    expect(await worker.run()).toBe(0);
    clock.set(new Date(addMonths(birch, 18).getTime() + DAY));
    expect(await worker.run()).toBeGreaterThanOrEqual(1);
    expect(await remindersOf(schoolB.id)).toHaveLength(3);
    // The third link still works: not ignored yet.
    expect((await as(t, admin).get('/api/admin/listing-confirmations/ignored').expect(200)).body).toEqual([]);

    clock.set(new Date(addMonths(birch, 18).getTime() + 32 * DAY));
    const list = await as(t, admin).get('/api/admin/listing-confirmations/ignored').expect(200);
    const reminders = await remindersOf(schoolB.id);
    expect(list.body).toEqual([
      {
        schoolId: schoolB.id,
        schoolName: schoolB.name,
        schoolSlug: expect.any(String),
        ownerEmails: [oscar.email],
        remindersSent: 3,
        lastReminderAt: new Date(reminders[2].sent_at).toISOString(),
        lastConfirmedAt: birch.toISOString(),
      },
    ]);
    // Owners never see the list (nor the addresses).
    await as(t, oscar).get('/api/admin/listing-confirmations/ignored').expect(403);
    await as(t, oscar).post('/api/admin/listing-confirmations/reminders').expect(403);

    // A confirmation from the dashboard takes the school off the list.
    await as(t, oscar).post(`/api/portal/schools/${schoolB.id}/listing-confirmation`).expect(200);
    expect((await as(t, admin).get('/api/admin/listing-confirmations/ignored').expect(200)).body).toEqual([]);
  });

  it('checks ownership on the dashboard routes: another owner or an admin cannot confirm', async () => {
    const before = (await confirmationsOf(schoolA.id)).length;
    await as(t, oscar).post(`/api/portal/schools/${schoolA.id}/listing-confirmation`).expect(403);
    await as(t, oscar).get(`/api/portal/schools/${schoolA.id}/listing-confirmation`).expect(403);
    await as(t, admin).post(`/api/portal/schools/${schoolA.id}/listing-confirmation`).expect(403);
    await as(t, undefined).post(`/api/portal/schools/${schoolA.id}/listing-confirmation`).expect(401);
    expect((await confirmationsOf(schoolA.id)).length).toBe(before);
    const card = await as(t, olivia).get(`/api/portal/schools/${schoolA.id}/listing-confirmation`).expect(200);
    expect(card.body).toMatchObject({ schoolName: schoolA.name, lastConfirmedVia: 'reminder' });
    // A link of an owner who no longer manages the school confirms nothing.
    await sql(t, 'update school_owner set is_active = false where school_id = ? and user_id = ?', [
      schoolA.id,
      olivia.id,
    ]);
    const token = tokenIn(smtp.receivedBy(olivia.email)[1].text);
    // Within the second reminder's 30 days, so the link itself is still good.
    clock.set(new Date(new Date((await remindersOf(schoolA.id))[1].sent_at).getTime() + DAY));
    const gone = await publicApi().post('/api/listing-confirmations').send({ token }).expect(403);
    expect(gone.body.message).toBe('You no longer manage this school, so this link cannot confirm its listing.');
    expect((await confirmationsOf(schoolA.id)).length).toBe(before);
  });
});
