import type { UnitOfWork } from '../../../shared/database';
import type { SchoolCatalogue } from '../../catalogue';
import type { SchoolOwnerContacts } from '../../identity';
import type { Lead } from '../domain/lead';
import { LeadSchoolNotFoundError, SchoolNotAcceptingLeadsError, SchoolUnclaimedError } from '../domain/leads.errors';
import { LeadMailer, type LeadRecipient, type LeadSchool } from './ports/lead-mailer';
import type { LeadNotificationMode } from '../domain/lead-notification';
import type { LeadNotificationStore } from './ports/lead-notification.store';
import { LeadRepository } from './ports/lead.repository';
import { SubmitLead, type LeadSubmission } from './submit-lead';

class MemoryLeads extends LeadRepository {
  readonly stored: Lead[] = [];
  events: string[] = [];
  async insertIfNew(lead: Lead) {
    this.events.push('insert');
    if (this.stored.some((s) => s.idempotencyKey === lead.idempotencyKey)) return false;
    this.stored.push(lead);
    return true;
  }
  async findForUpdate(id: string) {
    return this.stored.find((lead) => lead.id === id) ?? null;
  }
  async save() {}
  async addActivity() {}
  async eraseNotes() {}
  async eraseCreatedBefore() {
    return [];
  }
}

class RecordingMailer extends LeadMailer {
  readonly queued: { lead: Lead; school: LeadSchool; owners: LeadRecipient[] }[] = [];
  constructor(private readonly events: string[]) {
    super();
  }
  async queueSubmitted(lead: Lead, school: LeadSchool, owners: LeadRecipient[]) {
    this.events.push('mail');
    this.queued.push({ lead, school, owners: [...owners] });
  }
  async queueSummary() {}
  async forgetSummaries() {}
  async queueReply() {}
  async forget() {}
}

/** Runs the work as one "transaction" and records where it began and ended. */
const unitOfWork = (events: string[]): UnitOfWork => ({
  transaction: async <T>(work: () => Promise<T>) => {
    events.push('begin');
    const result = await work();
    events.push('commit');
    return result;
  },
});

const school = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  name: 'Desert Oak Academy',
  slug: 'desert-oak-academy',
  isPremium: true,
  email: 'office@desertoak.example',
  ...overrides,
});

function setUp(
  options: { school?: Record<string, unknown> | null; owners?: LeadRecipient[]; mode?: LeadNotificationMode } = {},
) {
  const leads = new MemoryLeads();
  const mailer = new RecordingMailer(leads.events);
  const found = options.school === null ? null : school(options.school);
  const catalogue = { findBySlug: async (slug: string) => (found && slug === found.slug ? found : null) };
  const owners = { activeOwnersOf: async () => options.owners ?? [{ email: 'paula@example.com', firstName: 'Paula' }] };
  const submit = new SubmitLead(
    catalogue as unknown as SchoolCatalogue,
    owners as unknown as SchoolOwnerContacts,
    leads,
    mailer,
    { modeOf: async () => options.mode ?? 'immediate' } as unknown as LeadNotificationStore,
    unitOfWork(leads.events),
  );
  return { submit, leads, mailer };
}

const now = new Date('2026-11-23T20:00:00Z');
const form = (overrides: Partial<LeadSubmission> = {}): LeadSubmission => ({
  type: 'information',
  parentFirstName: 'Maria',
  parentLastName: 'Lopez',
  email: 'maria@example.com',
  childGrade: 'Kindergarten',
  intendedStart: '2026-2027',
  message: 'Please tell us about aftercare.',
  newsletter: false,
  idempotencyKey: 'k-1',
  website: '',
  formStartedAt: now.getTime() - 60_000,
  ...overrides,
});

describe('SubmitLead', () => {
  it('stores the lead and queues its mails in the same transaction', async () => {
    const { submit, leads, mailer } = setUp();
    await submit.execute('desert-oak-academy', form(), now);
    expect(leads.events).toEqual(['begin', 'insert', 'mail', 'commit']);
    expect(leads.stored[0]).toMatchObject({ schoolId: 7, status: 'new', email: 'maria@example.com' });
    expect(mailer.queued[0]).toMatchObject({
      school: { id: 7, name: 'Desert Oak Academy', slug: 'desert-oak-academy' },
      owners: [{ email: 'paula@example.com', firstName: 'Paula' }],
    });
  });

  it('tells the school’s public address when nobody owns the school yet', async () => {
    const { submit, mailer } = setUp({ owners: [] });
    await submit.execute('desert-oak-academy', form(), now);
    expect(mailer.queued[0].owners).toEqual([{ email: 'office@desertoak.example', firstName: null }]);
  });

  it('refuses a request nobody would receive (neither owner nor address), storing and mailing nothing', async () => {
    // Issue 35: the family was told 'Request Sent' while nobody was notified.
    for (const mode of ['immediate', 'daily_summary'] as const) {
      const { submit, leads, mailer } = setUp({ owners: [], school: { email: null }, mode });
      await expect(submit.execute('desert-oak-academy', form(), now)).rejects.toBeInstanceOf(SchoolUnclaimedError);
      expect(leads.events).toEqual([]);
      expect(mailer.queued).toEqual([]);
    }
  });

  it('confirms to the family but leaves the owners (and the public address) to the daily summary', async () => {
    const { submit, leads, mailer } = setUp({ mode: 'daily_summary', owners: [] });
    await submit.execute('desert-oak-academy', form(), now);
    expect(leads.stored).toHaveLength(1);
    expect(mailer.queued).toHaveLength(1);
    expect(mailer.queued[0].owners).toEqual([]);
  });

  it('stores spam without mailing anyone', async () => {
    const { submit, leads, mailer } = setUp();
    await submit.execute('desert-oak-academy', form({ website: 'buy now' }), now);
    await submit.execute(
      'desert-oak-academy',
      form({ idempotencyKey: 'k-2', formStartedAt: now.getTime() - 500 }),
      now,
    );
    expect(leads.stored.map((lead) => [lead.status, lead.spamReason])).toEqual([
      ['spam', 'honeypot'],
      ['spam', 'too_fast'],
    ]);
    expect(mailer.queued).toEqual([]);
  });

  it('stores and mails a repeated request (same key) only once', async () => {
    const { submit, leads, mailer } = setUp();
    await submit.execute('desert-oak-academy', form(), now);
    await submit.execute('desert-oak-academy', form({ message: 'A second click on the button.' }), now);
    expect(leads.stored).toHaveLength(1);
    expect(mailer.queued).toHaveLength(1);
  });

  it('refuses unknown schools and schools without a premium listing, storing nothing', async () => {
    const missing = setUp({ school: null });
    await expect(missing.submit.execute('desert-oak-academy', form(), now)).rejects.toBeInstanceOf(
      LeadSchoolNotFoundError,
    );
    const free = setUp({ school: { isPremium: false } });
    await expect(free.submit.execute('desert-oak-academy', form(), now)).rejects.toBeInstanceOf(
      SchoolNotAcceptingLeadsError,
    );
    expect([...missing.leads.events, ...free.leads.events]).toEqual([]);
  });
});
