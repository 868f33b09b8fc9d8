import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import request from 'supertest';
import { redisOptionsFromUrl } from '../../src/shared/queue';
import { TestSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { FAST_MAIL_ENV, startTestWorker, type TestWorker } from '../mail/test-worker';

const THANK_YOU = "Thank you for contacting us. We'll get back to you within 24 hours.";
const INBOX = 'inbox@vegasprivateschools.test';

interface StoredMessage {
  id: string;
  first_name: string;
  subject: string;
  notification_sent_at: Date | null;
  confirmation_sent_at: Date | null;
}

function validMessage(email: string) {
  return {
    firstName: 'Maria',
    lastName: 'Lopez',
    email,
    phone: '(702) 555-0142',
    subject: 'school-search',
    message: 'We are moving to Henderson and need a K-5 school with <small> classes & aftercare.',
  };
}

const newEmail = () => `family-${randomUUID().slice(0, 8)}@example.com`;

describe('POST /api/contact', () => {
  let web: TestApp;
  let orm: MikroORM;

  beforeAll(async () => {
    web = await createTestApp({
      ...FAST_MAIL_ENV,
      CONTACT_INBOX: INBOX,
      CONTACT_EMAIL: 'hello@vegasprivateschools.test',
    });
    orm = web.app.get(MikroORM);
  });

  afterAll(async () => {
    await web?.close();
  });

  async function storedMessage(email: string): Promise<StoredMessage | undefined> {
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute<StoredMessage[]>('select * from contact_message where email = ?', [email]);
    return rows[0];
  }

  async function outboxRows(messageId: string): Promise<{ id: string; key: string; queued_at: Date | null }[]> {
    return orm.em
      .fork()
      .getConnection()
      .execute('select id, key, queued_at from mail_outbox where key in (?) order by key', [
        [`contact-confirmation:${messageId}`, `contact-notification:${messageId}`],
      ]);
  }

  it('gives the contact address shown on the page', async () => {
    const response = await request(web.app.getHttpServer()).get('/api/contact/info').expect(200);
    expect(response.body).toEqual({ email: 'hello@vegasprivateschools.test' });
  });

  it('lists each failing field with the product’s message', async () => {
    const response = await request(web.app.getHttpServer()).post('/api/contact').send({}).expect(400);
    expect(response.body.errors).toEqual({
      firstName: expect.arrayContaining(['First name is required']),
      lastName: expect.arrayContaining(['Last name is required']),
      email: ['Please enter a valid email address'],
      subject: ['Please select a subject'],
      message: expect.arrayContaining(['Please provide a detailed message (at least 10 characters)']),
    });

    const blank = await request(web.app.getHttpServer())
      .post('/api/contact')
      .send({ firstName: ' ', lastName: '', email: 'not-an-email', subject: 'spam', message: 'too short' })
      .expect(400);
    expect(blank.body.errors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Please enter a valid email address'],
      subject: ['Please select a subject'],
      message: ['Please provide a detailed message (at least 10 characters)'],
    });
  });

  it('refuses line breaks in names and subject (mail header injection) and over-long fields', async () => {
    const email = newEmail();
    const response = await request(web.app.getHttpServer())
      .post('/api/contact')
      .send({
        ...validMessage(email),
        firstName: 'Eve\r\nBcc: victim@example.com',
        lastName: 'X\nY',
        subject: 'general\r\nBcc: victim@example.com',
        phone: '1'.repeat(31),
        message: 'm'.repeat(5001),
      })
      .expect(400);
    expect(response.body.errors).toEqual({
      firstName: ['First name must not contain line breaks'],
      lastName: ['Last name must not contain line breaks'],
      subject: ['Please select a subject'],
      phone: ['Phone number must be at most 30 characters'],
      message: ['Message must be at most 5000 characters'],
    });
    const longName = await request(web.app.getHttpServer())
      .post('/api/contact')
      .send({ ...validMessage(email), firstName: 'a'.repeat(51), email: `${'a'.repeat(250)}@x.com` })
      .expect(400);
    expect(longName.body.errors).toEqual({
      firstName: ['First name must be at most 50 characters'],
      email: ['Please enter a valid email address'],
    });
    expect(await storedMessage(email)).toBeUndefined();
  });

  it('stores the message with both mails in the outbox and queues them at once', async () => {
    const email = newEmail();
    const response = await request(web.app.getHttpServer())
      .post('/api/contact')
      .set('Origin', 'http://localhost:3000')
      .send({ ...validMessage(email), phone: '' })
      .expect(201);
    expect(response.body).toEqual({ message: THANK_YOU });

    const stored = await storedMessage(email);
    expect(stored).toMatchObject({ first_name: 'Maria', subject: 'school-search', phone: null });
    const rows = await outboxRows(stored!.id);
    expect(rows.map((row) => row.key.split(':')[0])).toEqual(['contact-confirmation', 'contact-notification']);

    // Handed to BullMQ by the request itself (job id derived from the outbox row), not only by the relay.
    const queue = new Queue('mail', {
      connection: redisOptionsFromUrl(web.config.redisUrl),
      prefix: web.config.redisPrefix,
    });
    try {
      await waitUntil(async () => {
        const jobs = await Promise.all(rows.map((row) => queue.getJob(`mail-${row.id}`)));
        return jobs.every((job) => job?.data.outboxId !== undefined);
      });
    } finally {
      await queue.close();
    }
  });

  it('refuses a cross-site post', async () => {
    await request(web.app.getHttpServer())
      .post('/api/contact')
      .set('Origin', 'https://evil.example')
      .send(validMessage(newEmail()))
      .expect(403);
  });

  describe('with a worker and a real SMTP server', () => {
    let smtp: TestSmtpServer;
    let worker: TestWorker;

    beforeAll(async () => {
      smtp = await TestSmtpServer.start();
      worker = await startTestWorker({ SMTP_URL: smtp.url, CONTACT_INBOX: INBOX });
    });

    afterAll(async () => {
      await worker?.close();
      await smtp?.close();
    });

    it('mails the site inbox (reply-to the sender) and confirms to the sender, then records both', async () => {
      const email = newEmail();
      await request(web.app.getHttpServer()).post('/api/contact').send(validMessage(email)).expect(201);

      await smtp.waitFor(
        () => smtp.receivedBy(email).length === 1 && smtp.received.some((m) => m.replyTo.includes(email)),
      );
      const notification = smtp.received.find((m) => m.replyTo.includes(email))!;
      expect(notification.to).toEqual([INBOX]);
      expect(notification.replyTo).toBe(email);
      expect(notification.subject).toBe('New contact message: Help Finding a School from Maria Lopez');
      expect(notification.text).toContain('Email: ' + email);
      expect(notification.text).toContain('Phone: (702) 555-0142');
      expect(notification.text).toContain('> We are moving to Henderson and need a K-5 school with <small> classes');
      // User text is escaped in the HTML part.
      expect(notification.html).toContain('with &lt;small&gt; classes &amp; aftercare.');
      expect(notification.html).not.toContain('<small>');

      const [confirmation] = smtp.receivedBy(email);
      expect(confirmation.subject).toBe('We received your message - Vegas Private Schools');
      expect(confirmation.text).toContain('Hi Maria,');
      expect(confirmation.text).toContain(THANK_YOU);
      expect(confirmation.text).toContain('Subject: Help Finding a School');
      expect(confirmation.html).not.toMatch(/<img/i);

      await waitUntil(async () => {
        const stored = await storedMessage(email);
        return !!stored?.notification_sent_at && !!stored.confirmation_sent_at;
      });
    });

    it('accepts a message while Redis is unreachable, then mails it once Redis is back', async () => {
      const offline = await createTestApp({ ...FAST_MAIL_ENV, REDIS_URL: 'redis://127.0.0.1:1', CONTACT_INBOX: INBOX });
      const email = newEmail();
      try {
        const started = Date.now();
        const response = await request(offline.app.getHttpServer())
          .post('/api/contact')
          .send(validMessage(email))
          .expect(201);
        expect(Date.now() - started).toBeLessThan(1500);
        expect(response.body).toEqual({ message: THANK_YOU });
        const stored = await storedMessage(email);
        expect(stored).toBeDefined();
        // The worker (with a reachable Redis) relays the stored mails.
        await smtp.waitFor(
          () => smtp.receivedBy(email).length === 1 && smtp.received.some((m) => m.replyTo.includes(email)),
        );
        await new Promise((done) => setTimeout(done, 500));
        expect(smtp.receivedBy(email)).toHaveLength(1);
        expect(smtp.received.filter((m) => m.replyTo.includes(email))).toHaveLength(1);
      } finally {
        await offline.close();
      }
    });
  });

  it('limits submissions per client address (429 with Retry-After)', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PUBLIC_FORM_PER_HOUR: '2', TRUST_PROXY: 'true' });
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    try {
      for (let i = 0; i < 2; i++)
        await request(limited.app.getHttpServer()).post('/api/contact').set('X-Forwarded-For', ip).send({}).expect(400);
      const refused = await request(limited.app.getHttpServer())
        .post('/api/contact')
        .set('X-Forwarded-For', ip)
        .send(validMessage(newEmail()))
        .expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
