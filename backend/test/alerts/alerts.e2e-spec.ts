import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { RunAlertDigests } from '../../src/modules/alerts/application/run-alert-digests';
import { SweepExpiredAlerts } from '../../src/modules/alerts/application/sweep-expired-alerts';
import { TestSmtpServer, type ReceivedMail } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { startTestWorker, type TestWorker } from '../mail/test-worker';
import { createSchool, newTag, sql } from '../moderation/moderation-fixtures';

const DAY = 86_400_000;
/** No scheduled digest during the test: the test runs them itself. */
const WORKER_ENV = { ALERT_DIGEST_INTERVAL_MS: String(DAY) };

describe('alerts: saved searches with e-mail digests (issue 23)', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let worker: TestWorker;
  const tag = newTag();
  const feature = `Alert Robotics ${tag}`;

  beforeAll(async () => {
    t = await createTestApp();
    smtp = await TestSmtpServer.start();
    worker = await startTestWorker({ ...WORKER_ENV, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await worker?.close();
    await smtp?.close();
    await t?.close();
  });

  const api = () => request(t.app.getHttpServer());
  const newEmail = (label: string) => `alert-${label}-${randomUUID().slice(0, 8)}@example.com`;
  const alertsOf = (email: string) =>
    sql<{ id: string; confirmed_at: Date | null; frequency: string; filters: Record<string, unknown> }>(
      t,
      'select id, confirmed_at, frequency, filters from saved_search_alert where email = ? order by created_at',
      [email],
    );
  /** The path and query of a link found in a mail's text (links are absolute, on PUBLIC_URL). */
  const linkIn = (mail: ReceivedMail, path: string): string => {
    const match = new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, '\\$&')}[^\\s]+`).exec(mail.text);
    if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
    const url = new URL(match[0]);
    return `${url.pathname}${url.search}`;
  };
  const tokenOf = (link: string) => new URL(link, 'http://x').searchParams.get('token')!;
  const header = (mail: ReceivedMail, name: string): string | undefined => {
    // Unfolded header lines of the raw message.
    const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1];
  };
  const save = (body: Record<string, unknown>) => api().post('/api/alerts').send(body);
  const runDigests = (w: TestWorker, now = new Date()) => w.module.get(RunAlertDigests).execute(now);

  async function confirmationMail(email: string): Promise<ReceivedMail> {
    await smtp.waitFor(() => smtp.receivedBy(email).length >= 1, 15_000, `the confirmation to ${email}`);
    return smtp.receivedBy(email)[0];
  }

  describe('validation', () => {
    it('lists each failing field with a clear message and stores nothing', async () => {
      const res = await save({}).expect(400);
      expect(res.body.errors).toEqual({
        email: ['Please enter a valid email address'],
        frequency: ['Please choose daily or weekly'],
        filters: ['filters must be an object of directory filters'],
      });
      const email = newEmail('bad');
      const nested = await save({
        email,
        frequency: 'hourly',
        filters: { radius: 7, lat: 'north', grades: ['Grade 99'] },
      }).expect(400);
      expect(nested.body.errors).toEqual({
        frequency: ['Please choose daily or weekly'],
        'filters.radius': ['Radius must be one of 1, 3, 5, 10, 25 or 50 miles'],
        'filters.lat': ['lat must be a number from -90 to 90'],
        'filters.grades': ['grades must be grade levels such as Pre-K, K-5 or 9-12'],
      });
      const unknownField = await save({ email, frequency: 'daily', filters: { color: 'blue' } }).expect(400);
      expect(unknownField.body.errors).toEqual({ 'filters.color': ['property color should not exist'] });
      const outside = await save({ email, frequency: 'daily', filters: { near: 'Paris' } }).expect(400);
      expect(outside.body.message).toBe('Enter a ZIP code or place in the Las Vegas valley');
      expect(await alertsOf(email)).toEqual([]);
    });

    it('refuses forged or mistyped links with 400 and unknown alerts with 404', async () => {
      const forged = await api().post('/api/alerts/confirm').send({ token: 'confirm.abc.def' }).expect(400);
      expect(forged.body.message).toBe('This link is not valid. Please use the link from your most recent e-mail.');
      await api().post('/api/alerts/confirm').send({}).expect(400);
      await api().get('/api/alerts/manage?token=manage.x.y').expect(400);
      await api()
        .post('/api/alerts/unsubscribe?token=nope')
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(400);
    });
  });

  it('confirms by the page’s POST only, mails what is new once per period with one-click unsubscribe, then nothing', async () => {
    const email = newEmail('family');
    await save({ email, frequency: 'daily', filters: { features: [feature], near: '89117', radius: 25 } })
      .expect(201)
      .expect({ saved: true, existingFrequency: null, changeLinkSent: false });
    const [stored] = await alertsOf(email);
    expect(stored).toMatchObject({
      confirmed_at: null,
      frequency: 'daily',
      filters: { features: [feature], near: '89117', radius: 25 },
    });

    // The confirmation mail, from the real SMTP server, with the unsubscribe headers of every alert mail.
    const confirmation = await confirmationMail(email);
    expect(confirmation.subject).toBe('Please confirm your school alert');
    expect(header(confirmation, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const confirmLink = linkIn(confirmation, '/alerts/confirm?token=');

    // Opening the link (a mail scanner, a GET) confirms nothing: the page asks for the button's POST.
    await api().get(confirmLink);
    await api().get(`/api/alerts/confirm?token=${encodeURIComponent(tokenOf(confirmLink))}`);
    expect((await alertsOf(email))[0].confirmed_at).toBeNull();
    // Unconfirmed alerts get no digest, even with a match.
    const early = await createSchool(t, `Alert ${tag} Early Academy`, { features: [feature] });
    expect(await runDigests(worker)).toBe(0);

    const confirmed = await api()
      .post('/api/alerts/confirm')
      .send({ token: tokenOf(confirmLink) })
      .expect(200);
    expect(confirmed.body).toMatchObject({ confirmed: true, frequency: 'daily' });
    expect(confirmed.body.searchSummary).toContain('near 89117');
    expect((await alertsOf(email))[0].confirmed_at).not.toBeNull();

    // A matching school listed after the confirmation; others that do not match.
    const school = await createSchool(t, `Alert ${tag} Robotics Academy`, { features: [feature, 'STEM'] });
    await createSchool(t, `Alert ${tag} Other Feature`, { features: ['Arts'] });
    await createSchool(t, `Alert ${tag} Far Away`, { features: [feature], latitude: 36.9, longitude: -114.2 });

    // Two workers run the digest at the same moment: one mail.
    const second = await startTestWorker({ ...WORKER_ENV, SMTP_URL: smtp.url });
    try {
      const runs = await Promise.all([runDigests(worker), runDigests(second), runDigests(worker), runDigests(second)]);
      expect(runs.reduce((sum, queued) => sum + queued, 0)).toBe(1);
    } finally {
      await second.close();
    }
    await smtp.waitFor(() => smtp.receivedBy(email).length === 2, 15_000, 'the digest');
    const digest = smtp.receivedBy(email)[1];
    expect(digest.subject).toContain('New for your school search');
    expect(digest.text).toContain(school.name);
    expect(digest.text).not.toContain(early.name);
    expect(digest.text).not.toContain('Other Feature');
    expect(digest.text).not.toContain('Far Away');
    const listUnsubscribe = header(digest, 'List-Unsubscribe');
    expect(listUnsubscribe).toMatch(/^<https?:\/\/[^>]+\/api\/alerts\/unsubscribe\?token=[^>]+>$/);
    expect(header(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(linkIn(digest, '/alerts/manage?token=')).toMatch(/^\/alerts\/manage\?token=/);

    // The same period again (a restart, a repeated run): nothing.
    expect(await runDigests(worker)).toBe(0);

    // Next day: tuition changed at a matching school, and an open house announced there.
    await sql(t, 'update school set tuition_min = 12345 where id = ?', [school.id]);
    await sql(
      t,
      `insert into open_house (id, school_id, title, starts_at, duration_minutes, format, capacity, seats_taken, grade_min, grade_max, description, status, created_at, updated_at)
       values (?, ?, 'Robotics open house', ?, 60, 'in_person', 20, 0, 0, 5, '', 'scheduled', now(), now())`,
      [randomUUID(), school.id, new Date(Date.now() + 10 * DAY)],
    );
    expect(await runDigests(worker, new Date(Date.now() + DAY))).toBe(1);
    await smtp.waitFor(() => smtp.receivedBy(email).length === 3, 15_000, 'the second digest');
    const nextDay = smtp.receivedBy(email)[2];
    expect(nextDay.text).toContain('Tuition or openings changed');
    expect(nextDay.text).toContain('$12,345');
    expect(nextDay.text).toContain(`Robotics open house at ${school.name}`);
    expect(nextDay.text).not.toContain('Newly listed schools');
    // Nothing new the day after: no mail.
    expect(await runDigests(worker, new Date(Date.now() + 2 * DAY))).toBe(0);

    // The same address opened in a browser leads to the page with the one-click button, and changes nothing.
    const unsubscribeUrl = new URL(listUnsubscribe!.slice(1, -1));
    const opened = await api().get(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`).expect(303);
    expect(opened.headers.location).toBe(`/alerts/unsubscribe${unsubscribeUrl.search}`);
    expect(await alertsOf(email)).toHaveLength(1);
    // One-click unsubscribe as a mail provider sends it: a cross-site form POST, no session, no CSRF token.
    await api()
      .post(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`)
      .set('Origin', 'https://mail.example.net')
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200)
      .expect({ unsubscribed: true });
    expect(await alertsOf(email)).toEqual([]);
    expect(await sql(t, 'select key from mail_outbox where recipient = ?', [email])).toEqual([]);
    // Repeating it is harmless; the next period's run sends nothing.
    await api()
      .post(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    await createSchool(t, `Alert ${tag} After Unsubscribe`, { features: [feature] });
    expect(await runDigests(worker, new Date(Date.now() + 3 * DAY))).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.receivedBy(email)).toHaveLength(3);
  });

  it('saving the same search again for the address stores and mails nothing, and mails the change link when asked (issue 35)', async () => {
    const email = newEmail('twice');
    const filters = { grades: ['Pre-K', 'Kindergarten'], features: [feature] };
    await save({ email, frequency: 'weekly', filters })
      .expect(201)
      .expect({ saved: true, existingFrequency: null, changeLinkSent: false });
    await confirmationMail(email);

    // The same search (its lists in another order, the address in capitals), another frequency: nothing new.
    await save({
      email: email.toUpperCase(),
      frequency: 'daily',
      filters: { features: [feature], grades: ['Kindergarten', 'Pre-K'] },
    })
      .expect(201)
      .expect({ saved: false, existingFrequency: 'weekly', changeLinkSent: false });
    expect(await alertsOf(email)).toHaveLength(1);

    // 'Change it': the address is mailed its manage link, the alert stays as it was until the family changes it there.
    await save({ email, frequency: 'daily', filters, changeExisting: true })
      .expect(201)
      .expect({ saved: false, existingFrequency: 'weekly', changeLinkSent: true });
    await smtp.waitFor(
      () => smtp.receivedBy(email).some((mail) => mail.subject === 'Change your school alert'),
      15_000,
      `the change link to ${email}`,
    );
    const changeMail = smtp.receivedBy(email).find((mail) => mail.subject === 'Change your school alert')!;
    expect(tokenOf(linkIn(changeMail, '/alerts/manage?token='))).toBeTruthy();
    expect(changeMail.html).toContain('>Change my alert</a>');
    expect((await alertsOf(email))[0]).toMatchObject({ frequency: 'weekly' });

    // Another search is another alert, with its own confirmation.
    await save({ email, frequency: 'daily', filters: { features: [feature] } })
      .expect(201)
      .expect({ saved: true, existingFrequency: null, changeLinkSent: false });
    await smtp.waitFor(() => smtp.receivedBy(email).length >= 3, 15_000, 'the second confirmation');
    expect(await alertsOf(email)).toHaveLength(2);
    expect(smtp.receivedBy(email).filter((mail) => mail.subject === 'Please confirm your school alert')).toHaveLength(
      2,
    );
  });

  it('manages every alert of the address with its signed link: list, change frequency and filters, delete one, delete all', async () => {
    const email = newEmail('manage');
    const other = newEmail('other');
    await save({ email, frequency: 'daily', filters: { features: [feature] } }).expect(201);
    await save({
      email: email.toUpperCase(),
      frequency: 'weekly',
      filters: { grades: ['K-5'], acceptsOpportunityScholarship: true },
    }).expect(201);
    await save({ email: other, frequency: 'daily', filters: {} }).expect(201);
    await smtp.waitFor(() => smtp.receivedBy(email).length === 2 && smtp.receivedBy(other).length === 1);
    const token = tokenOf(linkIn(smtp.receivedBy(email)[0], '/alerts/manage?token='));
    const otherAlert = (await alertsOf(other))[0];

    const list = await api()
      .get(`/api/alerts/manage?token=${encodeURIComponent(token)}`)
      .expect(200);
    expect(list.body.email).toBe(email);
    expect(list.body.alerts).toHaveLength(2);
    expect(list.body.alerts[0]).toMatchObject({ frequency: 'daily', confirmed: false });
    expect(list.body.alerts[0].searchUrl).toContain(
      `/schools?features=${encodeURIComponent(feature).replace(/%20/g, '+')}`,
    );
    const [first, secondAlert] = list.body.alerts as { id: string }[];

    const changed = await api()
      .patch(`/api/alerts/manage/${first.id}?token=${encodeURIComponent(token)}`)
      .send({ frequency: 'weekly' })
      .expect(200);
    expect(changed.body.frequency).toBe('weekly');
    await api()
      .patch(`/api/alerts/manage/${first.id}?token=${encodeURIComponent(token)}`)
      .send({ frequency: 'monthly' })
      .expect(400);

    // The search itself: checked as the directory checks it, replacing the saved filters.
    const refiltered = await api()
      .patch(`/api/alerts/manage/${first.id}?token=${encodeURIComponent(token)}`)
      .send({ filters: { near: '89117', radius: 5, grades: ['K-5'], tuitionMax: 15000, sort: 'name' } })
      .expect(200);
    expect(refiltered.body).toMatchObject({
      frequency: 'weekly',
      filters: { near: '89117', radius: 5, grades: ['K-5'], tuitionMax: 15000 },
    });
    expect(refiltered.body.searchSummary).toContain('near 89117');
    expect((await alertsOf(email))[0].filters).toEqual({
      near: '89117',
      radius: 5,
      grades: ['K-5'],
      tuitionMax: 15000,
    });
    const badFilters = await api()
      .patch(`/api/alerts/manage/${first.id}?token=${encodeURIComponent(token)}`)
      .send({ filters: { radius: 7, grades: ['Grade 99'], color: 'blue' } })
      .expect(400);
    expect(badFilters.body.errors).toEqual({
      'filters.radius': ['Radius must be one of 1, 3, 5, 10, 25 or 50 miles'],
      'filters.grades': ['grades must be grade levels such as Pre-K, K-5 or 9-12'],
      'filters.color': ['property color should not exist'],
    });
    const outside = await api()
      .patch(`/api/alerts/manage/${first.id}?token=${encodeURIComponent(token)}`)
      .send({ filters: { near: 'Paris' } })
      .expect(400);
    expect(outside.body.message).toBe('Enter a ZIP code or place in the Las Vegas valley');
    const nothing = await api()
      .patch(`/api/alerts/manage/${first.id}?token=${encodeURIComponent(token)}`)
      .send({})
      .expect(400);
    expect(nothing.body.errors).toEqual({ frequency: ['Please choose daily or weekly'] });
    expect((await alertsOf(email))[0].filters).toEqual({
      near: '89117',
      radius: 5,
      grades: ['K-5'],
      tuitionMax: 15000,
    });
    // Another address's alert cannot be changed with this link.
    await api()
      .patch(`/api/alerts/manage/${otherAlert.id}?token=${encodeURIComponent(token)}`)
      .send({ filters: {} })
      .expect(404);
    // Keeping needs a confirmed alert.
    const unconfirmedKeep = await api()
      .post(`/api/alerts/manage/${first.id}/keep?token=${encodeURIComponent(token)}`)
      .expect(409);
    expect(unconfirmedKeep.body.message).toBe(
      'Please confirm this alert first, with the link in the confirmation e-mail.',
    );
    // Another address's alert cannot be reached with this link.
    await api()
      .delete(`/api/alerts/manage/${otherAlert.id}?token=${encodeURIComponent(token)}`)
      .expect(404);
    await api()
      .delete(`/api/alerts/manage/not-a-uuid?token=${encodeURIComponent(token)}`)
      .expect(404);

    await api()
      .delete(`/api/alerts/manage/${first.id}?token=${encodeURIComponent(token)}`)
      .expect(200)
      .expect({ deleted: 1 });
    expect((await alertsOf(email)).map((alert) => alert.id)).toEqual([secondAlert.id]);
    await api()
      .delete(`/api/alerts/manage?token=${encodeURIComponent(token)}`)
      .expect(200)
      .expect({ deleted: 1 });
    expect(await alertsOf(email)).toEqual([]);
    expect(await sql(t, 'select key from mail_outbox where recipient = ?', [email])).toEqual([]);
    expect(await alertsOf(other)).toHaveLength(1);
  });

  it('deletes alerts left unconfirmed for 7 days', async () => {
    const email = newEmail('late');
    const insert = (createdAgo: number) =>
      sql(
        t,
        `insert into saved_search_alert (id, email, filters, frequency, created_at) values (?, ?, '{}', 'daily', ?)`,
        [randomUUID(), email, new Date(Date.now() - createdAgo)],
      );
    await insert(8 * DAY);
    await insert(6 * DAY);
    expect(await worker.module.get(SweepExpiredAlerts).execute()).toBeGreaterThanOrEqual(1);
    expect(await alertsOf(email)).toHaveLength(1);
  });

  it('keeps a confirmed alert 12 months: its last month’s digests say so, Keep this alert renews it, the sweep deletes lapsed ones', async () => {
    const email = newEmail('lapse');
    const lapsedEmail = newEmail('lapsed');
    const insert = (address: string, confirmedAgo: number, filters: Record<string, unknown>) =>
      sql(
        t,
        `insert into saved_search_alert (id, email, filters, frequency, confirmed_at, last_digest_at, created_at)
         values (?, ?, ?::jsonb, 'daily', ?, ?, ?)`,
        [
          randomUUID(),
          address,
          JSON.stringify(filters),
          new Date(Date.now() - confirmedAgo),
          new Date(Date.now() - DAY / 2),
          new Date(Date.now() - confirmedAgo),
        ],
      );
    const lapseFeature = `Lapse ${tag}`;
    await insert(email, 340 * DAY, { features: [lapseFeature] });
    await insert(lapsedEmail, 366 * DAY, { features: [lapseFeature] });
    await createSchool(t, `Alert ${tag} Lapse Academy`, { features: [lapseFeature] });

    // In its last 30 days the digest says when it ends and offers to keep it (the manage page).
    await runDigests(worker);
    await smtp.waitFor(() => smtp.receivedBy(email).length === 1, 15_000, 'the digest of the lapsing alert');
    const digest = smtp.receivedBy(email)[0];
    expect(digest.text).toMatch(/This alert ends on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(digest.text).toContain('Keep this alert');
    const token = tokenOf(linkIn(digest, '/alerts/manage?token='));
    const listed = await api()
      .get(`/api/alerts/manage?token=${encodeURIComponent(token)}`)
      .expect(200);
    expect(listed.body.alerts[0]).toMatchObject({ lapsesSoon: true });

    // 'Keep this alert': a POST from the manage page; another 12 months from now.
    const kept = await api()
      .post(`/api/alerts/manage/${listed.body.alerts[0].id}/keep?token=${encodeURIComponent(token)}`)
      .expect(200);
    expect(kept.body.lapsesSoon).toBe(false);
    expect(new Date(kept.body.lapsesAt).getTime()).toBeGreaterThan(Date.now() + 364 * DAY);

    // The daily sweep: the alert not kept for 12 months goes, with its stored mails; the kept one stays.
    await runDigests(worker);
    expect(await worker.module.get(SweepExpiredAlerts).execute()).toBeGreaterThanOrEqual(1);
    expect(await alertsOf(lapsedEmail)).toEqual([]);
    expect(await sql(t, 'select key from mail_outbox where recipient = ?', [lapsedEmail])).toEqual([]);
    expect(await alertsOf(email)).toHaveLength(1);
    // After the sweep: a year on, without keeping, it would go too.
    expect(
      await worker.module.get(SweepExpiredAlerts).execute(new Date(Date.now() + 366 * DAY)),
    ).toBeGreaterThanOrEqual(1);
    expect(await alertsOf(email)).toEqual([]);
  });
});
