import { randomUUID } from 'node:crypto';
import { intendedStartOptions, localDate } from '../../src/modules/leads/domain/lead-form';
import type { TestApp } from '../support/test-app';
import { sql } from '../moderation/moderation-fixtures';

/** The next `count` weekdays after today (Las Vegas time), as YYYY-MM-DD. */
export function nextWeekdays(count: number, now = new Date()): string[] {
  const days: string[] = [];
  const day = new Date(`${localDate(now)}T00:00:00Z`);
  while (days.length < count) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

export const newLeadEmail = (label = 'family') => `lead-${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A form a person filled in (opened a minute ago), for an information request unless overridden. */
export function leadForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'information',
    parentFirstName: 'Maria',
    parentLastName: 'Lopez',
    email: newLeadEmail(),
    phone: '(702) 555-0142',
    childGrade: 'Kindergarten',
    intendedStart: intendedStartOptions(new Date())[1],
    message: 'We are moving to Henderson and would like to know about <small> classes & aftercare.',
    consent: true,
    newsletter: false,
    website: '',
    formStartedAt: Date.now() - 60_000,
    idempotencyKey: randomUUID(),
    sourcePage: '/schools/some-school',
    ...overrides,
  };
}

export interface StoredLead {
  id: string;
  school_id: number;
  status: string;
  spam_reason: string | null;
  email: string;
  parent_first_name: string;
  first_responded_at: Date | null;
  erased_at: Date | null;
  created_at: Date;
}

export async function leadsByEmail(t: TestApp, email: string): Promise<StoredLead[]> {
  return sql<StoredLead>(t, 'select * from lead where email = ? order by created_at', [email]);
}

export async function outboxKeysOf(t: TestApp, leadId: string): Promise<string[]> {
  const rows = await sql<{ key: string }>(t, `select key from mail_outbox where key like ? order by key`, [
    `lead-%:${leadId}%`,
  ]);
  return rows.map((row) => row.key);
}

/** Inserts leads straight into the table (for inbox, export and retention tests), returning their ids. */
export async function insertLeads(
  t: TestApp,
  schoolId: number,
  rows: Array<{
    status?: string;
    type?: string;
    createdAt?: Date;
    firstName?: string;
    lastName?: string;
    email?: string;
    message?: string;
  }>,
): Promise<string[]> {
  const ids: string[] = [];
  for (const row of rows) {
    const id = randomUUID();
    const created = row.createdAt ?? new Date();
    await sql(
      t,
      `insert into lead (id, school_id, type, status, parent_first_name, parent_last_name, email, phone, child_grade,
         intended_start, message, preferred_times, consented_at, newsletter, source_page, idempotency_key, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, '702-555-0100', 'Kindergarten', '2026-2027', ?, '[]', ?, false, '/schools/x', ?, ?, ?)`,
      [
        id,
        schoolId,
        row.type ?? 'information',
        row.status ?? 'new',
        row.firstName ?? 'Pat',
        row.lastName ?? 'Parent',
        row.email ?? newLeadEmail('seed'),
        row.message ?? 'Please send information about your school.',
        created,
        randomUUID(),
        created,
        created,
      ],
    );
    ids.push(id);
  }
  return ids;
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 15_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
