import { randomUUID } from 'node:crypto';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { SendDueReminders } from '../../src/modules/open-houses/application/send-due-reminders';
import { EraseExpiredRsvps } from '../../src/modules/open-houses/application/erase-expired-rsvps';
import { ManageOpenHouse } from '../../src/modules/open-houses/application/manage-open-house';
import type { SessionUser } from '../../src/modules/identity';
import { redisOptionsFromUrl } from '../../src/shared/queue';
import { createTestApp, type TestApp } from '../support/test-app';
import { startTestWorker, type TestWorker } from '../mail/test-worker';
import { createSchool, newTag, sql } from '../moderation/moderation-fixtures';
import { waitUntil } from '../leads/lead-fixtures';
import { HOUR } from './open-house-fixtures';

const DAY = 24 * HOUR;

describe('open houses: the 24-hour reminder and RSVP retention, run by the worker', () => {
  let t: TestApp;
  let worker: TestWorker | undefined;
  let schoolId: number;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp();
    schoolId = (await createSchool(t, `Reminder ${tag}`, { isPremium: true })).id;
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  async function openHouse(startsInMs: number, durationMinutes = 60): Promise<string> {
    const id = randomUUID();
    await sql(
      t,
      `insert into open_house (id, school_id, title, starts_at, duration_minutes, format, capacity, seats_taken, grade_min, grade_max, description, status, created_at, updated_at)
       values (?, ?, 'Reminder open house', ?, ?, 'in_person', 20, 2, 0, 5, '', 'scheduled', now(), now())`,
      [id, schoolId, new Date(Date.now() + startsInMs), durationMinutes],
    );
    return id;
  }

  async function rsvp(openHouseId: string, createdAgoMs: number, status = 'confirmed'): Promise<string> {
    const id = randomUUID();
    const created = new Date(Date.now() - createdAgoMs);
    await sql(
      t,
      `insert into open_house_rsvp (id, open_house_id, school_id, name, email, party_size, child_grade, status, created_at, updated_at)
       values (?, ?, ?, 'Rita Reminder', ?, 1, 'Kindergarten', ?, ?, ?)`,
      [id, openHouseId, schoolId, `rita-${id.slice(0, 8)}@example.com`, status, created, created],
    );
    return id;
  }

  const reminderMails = async (rsvpId: string) =>
    sql<{ key: string }>(t, `select key from mail_outbox where key like ? order by created_at, key`, [
      `open-house-reminder:${rsvpId}:%`,
    ]);

  it('queues each due reminder once, across a worker restart and repeated runs', async () => {
    const soon = await openHouse(20 * HOUR);
    const due = await rsvp(soon, 3 * DAY);
    // Signed up inside the last 24 hours: the confirmation was the reminder.
    const lastMinute = await rsvp(soon, HOUR);
    const waitlisted = await rsvp(soon, 3 * DAY, 'waitlisted');
    const farAway = await rsvp(await openHouse(5 * DAY), 3 * DAY);

    worker = await startTestWorker({ OPEN_HOUSE_REMINDER_INTERVAL_MS: '300' });
    await waitUntil(async () => (await reminderMails(due)).length === 1, 15_000, 'the reminder job');
    await worker.close();

    // A restarted worker (same schedule, the job runs again) sends nothing new.
    worker = await startTestWorker({ OPEN_HOUSE_REMINDER_INTERVAL_MS: '300' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await worker.module.get(SendDueReminders).execute()).toBe(0);
    // Two sweeps at once never queue the same reminder twice either.
    const sweeps = await Promise.all([0, 1, 2].map(() => worker!.module.get(SendDueReminders).execute()));
    expect(sweeps).toEqual([0, 0, 0]);

    expect(await reminderMails(due)).toHaveLength(1);
    for (const id of [lastMinute, waitlisted, farAway]) expect(await reminderMails(id)).toHaveLength(0);
    const [row] = await sql<{ reminder_sent_at: Date | null }>(
      t,
      'select reminder_sent_at from open_house_rsvp where id = ?',
      [due],
    );
    expect(row.reminder_sent_at).not.toBeNull();

    const queue = new Queue('open-houses', {
      connection: redisOptionsFromUrl(t.config.redisUrl),
      prefix: t.config.redisPrefix,
    });
    try {
      expect(await queue.getJobScheduler('open-house-reminders')).toMatchObject({ every: 300 });
    } finally {
      await queue.close();
    }
  });

  it('reminds again at the new time when an open house moves after its reminder went out, unless the new time is within a day', async () => {
    const admin: SessionUser = {
      id: 'admin',
      email: 'admin@example.com',
      firstName: null,
      lastName: null,
      role: 'super_admin',
      profileImageUrl: null,
    };
    const orm = t.app.get(MikroORM);
    const update = (id: string, details: Awaited<ReturnType<typeof detailsOf>>) =>
      RequestContext.create(orm.em, () => t.app.get(ManageOpenHouse).update(admin, schoolId, id, details));
    worker ??= await startTestWorker({ OPEN_HOUSE_REMINDER_INTERVAL_MS: '300' });
    const reminders = worker.module.get(SendDueReminders);
    const detailsOf = async (id: string) => {
      const [row] = await sql<{ starts_at: Date; duration_minutes: number }>(
        t,
        'select starts_at, duration_minutes from open_house where id = ?',
        [id],
      );
      return {
        title: 'Reminder open house',
        startsAt: new Date(row.starts_at),
        durationMinutes: row.duration_minutes,
        format: 'in_person' as const,
        location: null,
        virtualUrl: null,
        capacity: 20,
        gradeMin: 0,
        gradeMax: 5,
        description: '',
      };
    };
    const moved = await openHouse(20 * HOUR);
    const family = await rsvp(moved, 3 * DAY);
    const nudged = await openHouse(20 * HOUR);
    const nudgedFamily = await rsvp(nudged, 3 * DAY);
    // Sent by this sweep or by the worker the first test started (its job runs every 300 ms).
    await reminders.execute();
    await waitUntil(
      async () => (await reminderMails(family)).length === 1 && (await reminderMails(nudgedFamily)).length === 1,
      15_000,
      'the first reminders',
    );
    expect(await reminderMails(family)).toEqual([{ key: `open-house-reminder:${family}:0` }]);

    // Moved three days later: the reminder is due again 24 hours before the new time, not now.
    const later = await detailsOf(moved);
    await update(moved, { ...later, startsAt: new Date(Date.now() + 3 * DAY) });
    expect(await reminders.execute()).toBe(0);
    expect(await reminders.execute(new Date(Date.now() + 2 * DAY + HOUR))).toBe(1);
    expect(await reminderMails(family)).toEqual([
      { key: `open-house-reminder:${family}:0` },
      { key: `open-house-reminder:${family}:1` },
    ]);

    // Moved two hours later, still within a day: the change mail is the reminder; no second one.
    const soon = await detailsOf(nudged);
    await update(nudged, { ...soon, startsAt: new Date(soon.startsAt.getTime() + 2 * HOUR) });
    expect(await reminders.execute()).toBe(0);
    expect(await reminderMails(nudgedFamily)).toEqual([{ key: `open-house-reminder:${nudgedFamily}:0` }]);
    expect(
      await sql(t, 'select key from mail_outbox where key like ?', [`open-house-changed:${nudgedFamily}:%`]),
    ).toHaveLength(1);
  });

  it('erases the family’s name and e-mail some days after the open house, and their mails', async () => {
    const past = await openHouse(-40 * DAY);
    const recent = await openHouse(-2 * DAY);
    const old = await rsvp(past, 50 * DAY);
    const kept = await rsvp(recent, 10 * DAY);
    const storedMail = (key: string, template: string) =>
      sql(
        t,
        `insert into mail_outbox (id, key, template, recipient, data, created_at, sent_at) values (?, ?, ?, 'rita@example.com', '{}', now(), now())`,
        [randomUUID(), key, template],
      );
    await storedMail(`open-house-confirmation:${old}`, 'open-house-confirmation');
    await storedMail(`open-house-reminder:${old}:0`, 'open-house-reminder');
    // One mail per change of the open house: erased by their key's prefix.
    await storedMail(`open-house-changed:${old}:1700000000000`, 'open-house-changed');
    await storedMail(`open-house-changed:${old}:1700000600000`, 'open-house-changed');
    await storedMail(`open-house-changed:${kept}:1700000000000`, 'open-house-changed');
    const erase = worker!.module.get(EraseExpiredRsvps);
    expect(await erase.execute()).toBeGreaterThanOrEqual(1);
    const rows = await sql<{ id: string; name: string; email: string; erased_at: Date | null; party_size: number }>(
      t,
      'select id, name, email, erased_at, party_size from open_house_rsvp where id in (?, ?)',
      [old, kept],
    );
    expect(rows.find((row) => row.id === old)).toMatchObject({ name: '', email: '', party_size: 1 });
    expect(rows.find((row) => row.id === kept)).toMatchObject({ name: 'Rita Reminder', erased_at: null });
    expect(await sql(t, 'select key from mail_outbox where key = ?', [`open-house-confirmation:${old}`])).toEqual([]);
    expect(await sql(t, 'select key from mail_outbox where key = ?', [`open-house-reminder:${old}:0`])).toEqual([]);
    expect(
      await sql(t, `select key from mail_outbox where key like 'open-house-changed:%' and key like any(array[?, ?])`, [
        `%${old}%`,
        `%${kept}%`,
      ]),
    ).toEqual([{ key: `open-house-changed:${kept}:1700000000000` }]);
    expect(await erase.execute()).toBe(0);
  });
});
