import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { School } from '../../src/modules/directory';
import { TestSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { FAST_MAIL_ENV, startTestWorker, type TestWorker } from '../mail/test-worker';
import { createSchool, linkOwner, newTag, signInAs, sql, type Session } from '../moderation/moderation-fixtures';
import { leadForm, leadsByEmail, newLeadEmail, nextWeekdays, outboxKeysOf, waitUntil } from './lead-fixtures';

const RECEIVED = { received: true };

describe('leads: a family’s request from a premium school’s page', () => {
  let t: TestApp;
  let premium: School;
  let free: School;
  let inactive: School;
  let owner: Session;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp(FAST_MAIL_ENV);
    premium = await createSchool(t, `Lead ${tag} Academy`, { isPremium: true });
    free = await createSchool(t, `Lead ${tag} Free`, { isPremium: false });
    inactive = await createSchool(t, `Lead ${tag} Closed`, { isPremium: true, isActive: false });
    owner = await signInAs(t, 'school_admin', 'Paula');
    await linkOwner(t, owner.id, premium.id);
  });
  afterAll(() => t.close());

  const post = (slug: string, body: Record<string, unknown>, app = t) =>
    request(app.app.getHttpServer()).post(`/api/schools/${slug}/leads`).send(body);

  describe('validation', () => {
    it('lists each failing field with the form’s message and stores nothing', async () => {
      const res = await post(premium.slug, {}).expect(400);
      expect(res.body.errors).toEqual({
        type: ['Please choose information or a tour'],
        parentFirstName: ['First name is required'],
        parentLastName: ['Last name is required'],
        email: ['Please enter a valid email address'],
        childGrade: ["Please select your child's grade"],
        intendedStart: ['Please select when your child would start'],
        message: ['Message must be at least 10 characters'],
        consent: ['Please agree to be contacted by the school'],
        newsletter: ['newsletter must be true or false'],
        formStartedAt: ['formStartedAt must be a time in milliseconds'],
        idempotencyKey: ['idempotencyKey must be a UUID'],
      });
    });

    it('checks lengths, line breaks, the grade list, the start year and the consent', async () => {
      const email = newLeadEmail();
      const res = await post(
        premium.slug,
        leadForm({
          email,
          parentFirstName: 'Eve\r\nBcc: victim@example.com',
          parentLastName: 'L'.repeat(51),
          phone: '702\n555',
          childGrade: '3rd',
          intendedStart: '2019-2020',
          message: 'short',
          consent: false,
        }),
      ).expect(400);
      expect(res.body.errors).toEqual({
        parentFirstName: ['First name must not contain line breaks'],
        parentLastName: ['Last name must be at most 50 characters'],
        phone: ['Please enter a valid phone number'],
        childGrade: ["Please select your child's grade"],
        intendedStart: ['Please select when your child would start'],
        message: ['Message must be at least 10 characters'],
        consent: ['Please agree to be contacted by the school'],
      });
      const long = await post(premium.slug, leadForm({ email, message: 'm'.repeat(1001) })).expect(400);
      expect(long.body.errors).toEqual({ message: ['Message must be at most 1000 characters'] });
      expect(await leadsByEmail(t, email)).toEqual([]);
    });

    it('takes up to three future weekdays with morning or afternoon, for a tour only', async () => {
      const [d1, d2, d3, d4] = nextWeekdays(4);
      const times = (...dates: string[]) => dates.map((date) => ({ date, period: 'morning' }));
      const check = async (body: Record<string, unknown>, message: string) => {
        const res = await post(premium.slug, leadForm(body)).expect(400);
        expect(res.body.errors).toEqual({ preferredTimes: [message] });
      };
      await check({ type: 'tour', preferredTimes: times(d1, d2, d3, d4) }, 'Please choose at most 3 preferred times');
      await check({ type: 'tour', preferredTimes: times('2020-01-06') }, 'Please choose a future weekday');
      const saturday = new Date(`${d1}T00:00:00Z`);
      while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1);
      await check(
        { type: 'tour', preferredTimes: times(saturday.toISOString().slice(0, 10)) },
        'Please choose a future weekday',
      );
      await check(
        { type: 'tour', preferredTimes: [{ date: d1, period: 'evening' }] },
        'Please choose morning or afternoon',
      );
      await check({ type: 'tour', preferredTimes: times(d1, d1) }, 'Please choose each preferred time once');
      await check(
        { type: 'information', preferredTimes: times(d1) },
        'Preferred times are only given for a tour request',
      );
      await post(premium.slug, leadForm({ type: 'tour', preferredTimes: times(d1, d2, d3) }))
        .expect(201)
        .expect(RECEIVED);
    });
  });

  it('answers 404 for an unknown or inactive school and 409 for one without a premium listing', async () => {
    const email = newLeadEmail();
    const unknown = await post(`no-such-school-${tag}`, leadForm({ email })).expect(404);
    expect(unknown.body.message).toBe('School not found');
    await post(inactive.slug, leadForm({ email })).expect(404);
    const notPremium = await post(free.slug, leadForm({ email })).expect(409);
    expect(notPremium.body.message).toBe(
      'This school does not take requests through our site. Please contact the school directly.',
    );
    expect(await leadsByEmail(t, email)).toEqual([]);
  });

  it('stores the lead as new with the owner’s notification and the family’s confirmation in the outbox', async () => {
    const email = newLeadEmail();
    await post(premium.slug, leadForm({ email, phone: '' }))
      .expect(201)
      .expect(RECEIVED);
    const [lead] = await leadsByEmail(t, email);
    expect(lead).toMatchObject({ school_id: premium.id, status: 'new', spam_reason: null, parent_first_name: 'Maria' });
    expect(await outboxKeysOf(t, lead.id)).toEqual([`lead-confirmation:${lead.id}`, `lead-notification:${lead.id}:0`]);
  });

  it('stores a repeated request (same idempotency key) once, even when the repeats race', async () => {
    const email = newLeadEmail();
    const form = leadForm({ email });
    await post(premium.slug, form).expect(201).expect(RECEIVED);
    const answers = await Promise.all([post(premium.slug, form), post(premium.slug, form), post(premium.slug, form)]);
    expect(answers.map((res) => [res.status, res.body])).toEqual([
      [201, RECEIVED],
      [201, RECEIVED],
      [201, RECEIVED],
    ]);
    const raced = leadForm({ email });
    await Promise.all([post(premium.slug, raced), post(premium.slug, raced)]);
    const leads = await leadsByEmail(t, email);
    expect(leads).toHaveLength(2);
    for (const lead of leads) expect(await outboxKeysOf(t, lead.id)).toHaveLength(2);
  });

  it('gives spam the normal answer, stores it as spam and queues no mail', async () => {
    const honeypot = newLeadEmail('bot');
    await post(premium.slug, leadForm({ email: honeypot, website: 'http://cheap-pills.example' }))
      .expect(201)
      .expect(RECEIVED);
    const tooFast = newLeadEmail('bot');
    await post(premium.slug, leadForm({ email: tooFast, formStartedAt: Date.now() - 1000 }))
      .expect(201)
      .expect(RECEIVED);
    const [caught] = await leadsByEmail(t, honeypot);
    const [fast] = await leadsByEmail(t, tooFast);
    expect(caught).toMatchObject({ status: 'spam', spam_reason: 'honeypot' });
    expect(fast).toMatchObject({ status: 'spam', spam_reason: 'too_fast' });
    expect(await outboxKeysOf(t, caught.id)).toEqual([]);
    expect(await outboxKeysOf(t, fast.id)).toEqual([]);
    // A clock running ahead of ours (start in the future) says nothing about the sender.
    const aheadClock = newLeadEmail();
    await post(premium.slug, leadForm({ email: aheadClock, formStartedAt: Date.now() + 120_000 })).expect(201);
    expect((await leadsByEmail(t, aheadClock))[0].status).toBe('new');
  });

  it('refuses a cross-site post', async () => {
    await request(t.app.getHttpServer())
      .post(`/api/schools/${premium.slug}/leads`)
      .set('Origin', 'https://evil.example')
      .send(leadForm())
      .expect(403);
  });

  describe('rate limits', () => {
    it('limits posts per client address (429 with Retry-After)', async () => {
      const limited = await createTestApp({ RATE_LIMIT_PUBLIC_FORM_PER_HOUR: '2', TRUST_PROXY: 'true' });
      const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
      try {
        const send = (body: Record<string, unknown>) =>
          request(limited.app.getHttpServer())
            .post(`/api/schools/${premium.slug}/leads`)
            .set('X-Forwarded-For', ip)
            .send(body);
        await send(leadForm()).expect(201);
        await send({}).expect(400);
        const refused = await send(leadForm()).expect(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    });

    it('limits posts per e-mail address, whatever the client address or the letter case', async () => {
      const limited = await createTestApp({ RATE_LIMIT_PUBLIC_FORM_PER_EMAIL_PER_HOUR: '2', TRUST_PROXY: 'true' });
      const email = newLeadEmail('limited');
      const from = (ip: string, body: Record<string, unknown>) =>
        request(limited.app.getHttpServer())
          .post(`/api/schools/${premium.slug}/leads`)
          .set('X-Forwarded-For', ip)
          .send(body);
      try {
        await from('198.51.100.1', leadForm({ email })).expect(201);
        await from('198.51.100.2', leadForm({ email: email.toUpperCase() })).expect(201);
        const refused = await from('198.51.100.3', leadForm({ email: ` ${email} ` })).expect(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        await from('198.51.100.3', leadForm({ email: newLeadEmail() })).expect(201);
        expect(await leadsByEmail(t, email)).toHaveLength(1);
      } finally {
        await limited.close();
      }
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

    const startWorker = async () => {
      worker = await startTestWorker({ SMTP_URL: smtp.url });
    };
    const mailsFor = (email: string) => ({
      confirmation: smtp.receivedBy(email),
      notification: smtp.received.filter((mail) => mail.replyTo === email),
    });
    /** Both mails arrived, and a moment later still exactly one of each. */
    const expectDeliveredOnce = async (email: string) => {
      await smtp.waitFor(() => mailsFor(email).confirmation.length === 1 && mailsFor(email).notification.length === 1);
      await new Promise((done) => setTimeout(done, 600));
      expect(mailsFor(email).confirmation).toHaveLength(1);
      expect(mailsFor(email).notification).toHaveLength(1);
    };

    it('delivers a request sent while the worker was down once it starts', async () => {
      const email = newLeadEmail();
      await post(premium.slug, leadForm({ email })).expect(201);
      await startWorker();
      await expectDeliveredOnce(email);
    });

    it('mails the owner (reply-to the family, link to the inbox) and the family a copy, once each', async () => {
      const email = newLeadEmail();
      const [d1] = nextWeekdays(1);
      await post(
        premium.slug,
        leadForm({ email, type: 'tour', preferredTimes: [{ date: d1, period: 'afternoon' }] }),
      ).expect(201);
      await expectDeliveredOnce(email);
      const [lead] = await leadsByEmail(t, email);

      const [notification] = mailsFor(email).notification;
      expect(notification.to).toEqual([owner.email.toLowerCase()]);
      expect(notification.subject).toBe(`New tour request for ${premium.name} from Maria Lopez`);
      expect(notification.text).toContain('Hi Paula,');
      expect(notification.text).toContain(`Email: ${email}`);
      expect(notification.text).toContain("Child's grade: Kindergarten");
      expect(notification.text).toMatch(/Preferred times: \w{3}, \w{3} \d{1,2}, \d{4} \(afternoon\)/);
      // The link opens this lead's detail in the right school's inbox (an owner may have several schools).
      expect(notification.text).toContain(`/school-dashboard?tab=leads&school=${premium.id}&lead=${lead.id}`);
      expect(notification.html).toContain('&lt;small&gt; classes &amp; aftercare');
      expect(notification.html).not.toContain('<small>');

      const [confirmation] = mailsFor(email).confirmation;
      expect(confirmation.subject).toBe(`Your request to ${premium.name} was sent`);
      expect(confirmation.text).toContain('Hi Maria,');
      expect(confirmation.text).toContain('which will answer you by e-mail or phone');
      expect(confirmation.text).toContain('> We are moving to Henderson');
      expect(confirmation.text).toContain(`/schools/${premium.slug}`);
    });

    it('never mails spam', async () => {
      const bot = newLeadEmail('bot');
      const person = newLeadEmail();
      await post(premium.slug, leadForm({ email: bot, website: 'x' })).expect(201);
      await post(premium.slug, leadForm({ email: person })).expect(201);
      await expectDeliveredOnce(person);
      expect(mailsFor(bot)).toEqual({ confirmation: [], notification: [] });
    });

    it('accepts a request while Redis is unreachable, then delivers it once Redis is back', async () => {
      const offline = await createTestApp({ ...FAST_MAIL_ENV, REDIS_URL: 'redis://127.0.0.1:1' });
      const email = newLeadEmail();
      try {
        const started = Date.now();
        await post(premium.slug, leadForm({ email }), offline).expect(201).expect(RECEIVED);
        expect(Date.now() - started).toBeLessThan(1500);
      } finally {
        await offline.close();
      }
      // The worker's relay (its Redis is up) queues what the web app could not.
      await expectDeliveredOnce(email);
    });

    it('keeps retrying while the mail server refuses, then delivers once it recovers', async () => {
      const email = newLeadEmail();
      smtp.verdict = (mail) => (mail.to.includes(email) || mail.replyTo === email ? 'reject' : 'accept');
      try {
        await post(premium.slug, leadForm({ email })).expect(201);
        const [lead] = await leadsByEmail(t, email);
        await waitUntil(
          async () => {
            const rows = await sql<{ attempts: number }>(t, 'select attempts from mail_outbox where key = ?', [
              `lead-confirmation:${lead.id}`,
            ]);
            return (rows[0]?.attempts ?? 0) >= 1;
          },
          15_000,
          'a refused attempt',
        );
        expect(mailsFor(email)).toEqual({ confirmation: [], notification: [] });
      } finally {
        smtp.verdict = () => 'accept';
      }
      await expectDeliveredOnce(email);
    });
  });

  it('keeps the idempotency key unique across schools', async () => {
    // With an e-mail to receive it: a school nobody receives requests for refuses them (requests-reach.e2e-spec).
    const other = await createSchool(t, `Lead ${tag} Second`, { isPremium: true, email: `second-${tag}@example.com` });
    const key = randomUUID();
    const email = newLeadEmail();
    await post(premium.slug, leadForm({ email, idempotencyKey: key })).expect(201);
    await post(other.slug, leadForm({ email, idempotencyKey: key }))
      .expect(201)
      .expect(RECEIVED);
    const leads = await leadsByEmail(t, email);
    expect(leads.map((lead) => lead.school_id)).toEqual([premium.id]);
  });
});
