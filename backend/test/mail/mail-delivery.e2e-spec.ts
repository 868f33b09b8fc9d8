import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { MailOutbox } from '../../src/modules/mail';
import { UnitOfWork } from '../../src/shared/database';
import { TestSmtpServer } from '../support/smtp';
import { startTestWorker, type TestWorker } from './test-worker';

interface OutboxRow {
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
}

describe('mail outbox → worker → SMTP', () => {
  let smtp: TestSmtpServer;
  let worker: TestWorker;
  let orm: MikroORM;
  let outbox: MailOutbox;
  let unitOfWork: UnitOfWork;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    worker = await startTestWorker({ SMTP_URL: smtp.url, MAIL_ATTEMPTS: '8' });
    orm = worker.module.get(MikroORM);
    outbox = worker.module.get(MailOutbox, { strict: false });
    unitOfWork = worker.module.get(UnitOfWork);
  });

  afterAll(async () => {
    await worker?.close();
    await smtp?.close();
  });

  const uniqueAddress = () => `parent-${randomUUID().slice(0, 8)}@example.com`;

  async function rowByKey(key: string): Promise<OutboxRow | undefined> {
    const rows = await orm.em
      .fork()
      .getConnection()
      .execute<OutboxRow[]>('select sent_at, attempts, last_error from mail_outbox where key = ?', [key]);
    return rows[0];
  }

  it('sends a queued mail once its transaction commits, and records it as sent', async () => {
    const to = uniqueAddress();
    const key = `password-reset:${randomUUID()}`;
    await unitOfWork.transaction(async () => {
      await outbox.queue({
        template: 'password-reset',
        to,
        key,
        data: { firstName: 'Ana', resetUrl: 'http://localhost:3000/set-password?token=abc' },
      });
    });

    await smtp.waitFor(() => smtp.receivedBy(to).length === 1);
    const [mail] = smtp.receivedBy(to);
    expect(mail.subject).toBe('Reset your Vegas Private Schools password');
    expect(mail.text).toContain('http://localhost:3000/set-password?token=abc');
    expect(mail.html).toContain('href="http://localhost:3000/set-password?token=abc"');
    await waitUntil(async () => (await rowByKey(key))?.sent_at != null);
  });

  it('stores and sends a repeated key once', async () => {
    const to = uniqueAddress();
    const key = `claim-received:${randomUUID()}`;
    for (let i = 0; i < 2; i++) {
      await unitOfWork.transaction(async () => {
        await outbox.queue({
          template: 'claim-received',
          to,
          key,
          data: { firstName: 'Bo', schoolName: 'Desert Oak' },
        });
      });
    }
    await smtp.waitFor(() => smtp.receivedBy(to).length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.receivedBy(to)).toHaveLength(1);
  });

  it('sends nothing when the caller’s transaction rolls back', async () => {
    const to = uniqueAddress();
    const key = `claim-received:${randomUUID()}`;
    await expect(
      unitOfWork.transaction(async () => {
        await outbox.queue({ template: 'claim-received', to, key, data: { firstName: 'Cy', schoolName: 'Mesa' } });
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await rowByKey(key)).toBeUndefined();
    expect(smtp.receivedBy(to)).toHaveLength(0);
  });

  it('refuses to queue outside a transaction, or with bad data', async () => {
    const mail = { template: 'claim-received' as const, to: uniqueAddress(), key: `x:${randomUUID()}` };
    await expect(outbox.queue({ ...mail, data: { firstName: 'A', schoolName: 'B' } })).rejects.toThrow(
      /inside a transaction/,
    );
    await expect(unitOfWork.transaction(() => outbox.queue({ ...mail, data: { firstName: 'A' } }))).rejects.toThrow(
      /schoolName is required/,
    );
    await expect(
      unitOfWork.transaction(() =>
        outbox.queue({
          ...mail,
          to: 'a@example.com\r\nBcc: b@example.com',
          data: { firstName: 'A', schoolName: 'B' },
        }),
      ),
    ).rejects.toThrow(/single e-mail address/);
  });

  it('delivers exactly once when the SMTP server refuses the first attempts', async () => {
    const to = uniqueAddress();
    const key = `change-approved:${randomUUID()}`;
    let refusals = 0;
    smtp.verdict = (mail) => (mail.to.includes(to) && refusals++ < 3 ? 'reject' : 'accept');
    try {
      await unitOfWork.transaction(async () => {
        await outbox.queue({ template: 'change-approved', to, key, data: { schoolName: 'Red Rock Academy' } });
      });
      await smtp.waitFor(() => smtp.receivedBy(to).length === 1, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(refusals).toBe(4); // three refused, then the accepted one
      expect(smtp.receivedBy(to)).toHaveLength(1);
      await waitUntil(async () => (await rowByKey(key))?.sent_at != null);
      const row = await rowByKey(key);
      expect(row?.attempts).toBe(4);
      expect(row?.last_error).toBeNull();
    } finally {
      smtp.verdict = () => 'accept';
    }
  });

  it('gives up at once on a mail that cannot be rendered, and keeps the reason', async () => {
    const key = `article-rejected:${randomUUID()}`;
    // Written by hand: MailOutbox.queue would refuse this data up front.
    await orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into mail_outbox (id, key, template, recipient, data, created_at) values (?, ?, 'article-rejected', ?, ?::jsonb, now())`,
        [randomUUID(), key, uniqueAddress(), JSON.stringify({ notes: 'no title' })],
      );
    await waitUntil(async () => {
      const [row] = await orm.em
        .fork()
        .getConnection()
        .execute<{ failed_at: Date | null }[]>('select failed_at from mail_outbox where key = ?', [key]);
      return row?.failed_at != null;
    });
    const row = await rowByKey(key);
    expect(row).toMatchObject({ sent_at: null, attempts: 1 });
    expect(row?.last_error).toMatch(/articleTitle is required/);
  });

  it('re-queues a mail the queue lost (Redis keeps nothing on disk)', async () => {
    const to = uniqueAddress();
    const key = `article-approved:${randomUUID()}`;
    // A row marked queued an hour ago, with no job in Redis: what a Redis restart leaves behind.
    await orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into mail_outbox (id, key, template, recipient, data, created_at, queued_at) values (?, ?, 'article-approved', ?, ?::jsonb, now(), now() - interval '1 hour')`,
        [randomUUID(), key, to, JSON.stringify({ articleTitle: 'Choosing a Preschool' })],
      );
    await smtp.waitFor(() => smtp.receivedBy(to).length === 1);
    expect(smtp.receivedBy(to)[0].subject).toBe('Your article "Choosing a Preschool" is published');
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
