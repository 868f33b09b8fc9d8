import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { mailJobId, MAIL_QUEUE } from '../../src/modules/mail/jobs/mail.queue';
import { retryFailedMails } from '../../src/modules/mail/jobs/retry-failed-mails';
import { workerRedisOptions } from '../../src/shared/queue';
import { createTestApp, type TestApp } from '../support/test-app';

interface Row {
  id: string;
  failed_at: string | null;
  attempts: number;
  queued_at: string | null;
  sent_at: string | null;
}

/** `npm run mail:retry-failed`: mails that gave up during a long SMTP outage get a fresh set of attempts. */
describe('mail: retrying mails that used up their attempts', () => {
  let t: TestApp;
  let queue: Queue;
  const sql = <T>(query: string, params: unknown[] = []) =>
    t.app.get(EntityManager).getConnection().execute<T[]>(query, params);

  beforeAll(async () => {
    t = await createTestApp();
    queue = new Queue(MAIL_QUEUE, { connection: workerRedisOptions(t.config.redisUrl), prefix: t.config.redisPrefix });
  });
  afterAll(async () => {
    await queue.close();
    await t.close();
  });

  async function insertMail(state: 'failed' | 'sent'): Promise<string> {
    const id = randomUUID();
    await sql(
      `insert into "mail_outbox" ("id", "key", "template", "recipient", "data", "created_at", "attempts", "queued_at", "failed_at", "sent_at", "last_error")
       values (?, ?, 'contact-confirmation', 'parent@example.com', '{}'::jsonb, now(), 8, now(), ?, ?, 'connect ECONNREFUSED')`,
      [id, `retry-test:${id}`, state === 'failed' ? new Date() : null, state === 'sent' ? new Date() : null],
    );
    return id;
  }

  it('frees the failed job id and reopens only unsent failed rows for the relay', async () => {
    const failed = await insertMail('failed');
    const sent = await insertMail('sent');
    // The job BullMQ kept for the failed mail: while it exists, the relay's add with the same id would be ignored.
    await queue.add('send', { outboxId: failed }, { jobId: mailJobId(failed) });

    expect(await retryFailedMails(t.app.get(EntityManager).fork(), queue)).toBeGreaterThanOrEqual(1);

    const rows = await sql<Row>(`select * from "mail_outbox" where "id" in (?, ?)`, [failed, sent]);
    const byId = new Map(rows.map((row: Row) => [row.id, row]));
    expect(byId.get(failed)).toMatchObject({ failed_at: null, attempts: 0, queued_at: null, sent_at: null });
    expect(byId.get(sent)?.attempts).toBe(8);
    expect(byId.get(sent)?.sent_at).not.toBeNull();
    expect(await queue.getJob(mailJobId(failed))).toBeUndefined();
    expect(await retryFailedMails(t.app.get(EntityManager).fork(), queue)).toBe(0);
  });
});
