import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { EraseExpiredLeads } from '../../src/modules/leads/application/erase-expired-leads';
import { redisOptionsFromUrl } from '../../src/shared/queue';
import { createTestApp, type TestApp } from '../support/test-app';
import { startTestWorker, type TestWorker } from '../mail/test-worker';
import { createSchool, newTag, sql } from '../moderation/moderation-fixtures';
import { insertLeads, waitUntil } from './lead-fixtures';

const DAY = 24 * 3_600_000;

interface Row {
  id: string;
  parent_first_name: string;
  email: string;
  phone: string | null;
  message: string;
  source_page: string | null;
  status: string;
  child_grade: string;
  erased_at: Date | null;
}

describe('leads: retention (LEAD_RETENTION_MONTHS) run by the worker', () => {
  let t: TestApp;
  let worker: TestWorker | undefined;
  let schoolId: number;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp();
    schoolId = (await createSchool(t, `Retention ${tag}`)).id;
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  const rowOf = async (id: string) => (await sql<Row>(t, 'select * from lead where id = ?', [id]))[0];

  it('erases leads older than the retention period once scheduled, and leaves younger ones alone', async () => {
    const now = Date.now();
    const [expired] = await insertLeads(t, schoolId, [
      { status: 'contacted', createdAt: new Date(now - 13 * 30 * DAY), email: `old-${tag}@example.com` },
    ]);
    const [kept] = await insertLeads(t, schoolId, [{ createdAt: new Date(now - 11 * 30 * DAY) }]);
    await sql(
      t,
      `insert into lead_activity (id, lead_id, kind, actor_name, text, created_at) values (?, ?, 'note', 'Paula', 'Called Pat at home', now())`,
      [randomUUID(), expired],
    );
    for (const key of [`lead-confirmation:${expired}`, `lead-notification:${expired}:0`, `lead-confirmation:${kept}`])
      await sql(
        t,
        `insert into mail_outbox (id, key, template, recipient, data, created_at, sent_at) values (?, ?, 'lead-confirmation', 'old@example.com', '{"firstName":"Pat"}', now(), now())`,
        [randomUUID(), key],
      );

    worker = await startTestWorker({ LEAD_RETENTION_MONTHS: '12' });
    await waitUntil(async () => (await rowOf(expired)).erased_at !== null, 15_000, 'the retention job');

    expect(await rowOf(expired)).toMatchObject({
      parent_first_name: '',
      email: '',
      phone: null,
      message: '',
      source_page: null,
      status: 'contacted',
      child_grade: 'Kindergarten',
    });
    expect(await rowOf(kept)).toMatchObject({ parent_first_name: 'Pat', erased_at: null });
    expect(await sql(t, 'select text from lead_activity where lead_id = ?', [expired])).toEqual([{ text: '' }]);
    const keys = await sql<{ key: string }>(t, `select key from mail_outbox where key like 'lead-%' order by key`);
    expect(keys.map((row) => row.key)).toEqual([`lead-confirmation:${kept}`]);

    // The schedule: one repeatable job, daily.
    const queue = new Queue('leads', {
      connection: redisOptionsFromUrl(t.config.redisUrl),
      prefix: t.config.redisPrefix,
    });
    try {
      const scheduler = await queue.getJobScheduler('lead-retention');
      expect(scheduler).toMatchObject({ key: 'lead-retention', every: DAY });
    } finally {
      await queue.close();
    }
  });

  it('erases in batches and can run again without changing anything', async () => {
    const old = new Date(Date.now() - 400 * DAY);
    await sql(
      t,
      `insert into lead (id, school_id, type, status, parent_first_name, parent_last_name, email, child_grade, intended_start,
         message, preferred_times, consented_at, newsletter, idempotency_key, created_at, updated_at)
       select gen_random_uuid(), ?, 'information', 'new', 'Bulk', 'Parent', 'bulk' || n || '@example.com', 'Pre-K', '2025-2026',
              'Tell me more please', '[]', ?, false, gen_random_uuid(), cast(? as timestamptz) - n * interval '1 second', ?
         from generate_series(1, 1203) as n`,
      [schoolId, old, old, old],
    );
    const erase = worker!.module.get(EraseExpiredLeads);
    expect(await erase.execute()).toBe(1203);
    expect(await erase.execute()).toBe(0);
    const [left] = await sql<{ count: number }>(
      t,
      `select count(*)::int as count from lead where school_id = ? and erased_at is null and created_at < now() - interval '12 months'`,
      [schoolId],
    );
    expect(left.count).toBe(0);
  });
});
