import type { UnitOfWork } from '../../../shared/database';
import type { SessionUser } from '../../identity';
import { Lead } from '../domain/lead';
import type { LeadActivity } from '../domain/lead-activity';
import { LeadNotFoundError } from '../domain/leads.errors';
import { EraseLead } from './erase-lead';
import { MarkLeadSpam } from './mark-lead-spam';
import { LeadMailer } from './ports/lead-mailer';
import { LeadRepository } from './ports/lead.repository';

class RecordingLeads extends LeadRepository {
  readonly writes: string[] = [];
  constructor(private readonly lead: Lead) {
    super();
  }
  async insertIfNew() {
    return true;
  }
  async findForUpdate(id: string) {
    return id === this.lead.id ? this.lead : null;
  }
  async save() {
    this.writes.push('save');
  }
  async addActivity(entry: LeadActivity) {
    this.writes.push(`activity:${entry.toStatus}`);
  }
  async eraseNotes(ids: string[]) {
    this.writes.push(`notes:${ids.join()}`);
  }
  async eraseCreatedBefore() {
    return [];
  }
}

class RecordingMailer extends LeadMailer {
  constructor(private readonly writes: string[]) {
    super();
  }
  async queueSubmitted() {}
  async queueSummary() {}
  async forgetSummaries() {}
  async queueReply() {}
  async forget(ids: string[]) {
    this.writes.push(`mails:${ids.join()}`);
  }
}

const unitOfWork: UnitOfWork = { transaction: (work) => work() };
const admin: SessionUser = {
  id: 'a1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  role: 'admin',
  profileImageUrl: null,
};

function newLead(): Lead {
  return Lead.submit(
    {
      schoolId: 7,
      type: 'information',
      parentFirstName: 'Maria',
      parentLastName: 'Lopez',
      email: 'maria@example.com',
      childGrade: 'Kindergarten',
      intendedStart: '2026-2027',
      message: 'Please tell us more.',
      newsletter: false,
      idempotencyKey: 'k',
    },
    new Date('2026-11-01T00:00:00Z'),
    null,
  );
}

describe('EraseLead', () => {
  it('erases the fields, the notes and the stored mails once', async () => {
    const lead = newLead();
    const repo = new RecordingLeads(lead);
    const erase = new EraseLead(repo, new RecordingMailer(repo.writes), unitOfWork);
    const erased = await erase.execute(lead.id, new Date('2026-11-20T00:00:00Z'));
    expect(erased).toMatchObject({ email: '', message: '', erasedAt: new Date('2026-11-20T00:00:00Z') });
    expect(repo.writes).toEqual(['save', `notes:${lead.id}`, `mails:${lead.id}`]);
    await erase.execute(lead.id);
    expect(repo.writes).toHaveLength(3);
    await expect(erase.execute('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(LeadNotFoundError);
  });
});

describe('MarkLeadSpam', () => {
  it('marks the lead spam with a history entry by the admin, once', async () => {
    const lead = newLead();
    const repo = new RecordingLeads(lead);
    const mark = new MarkLeadSpam(repo, unitOfWork);
    expect((await mark.execute(admin, lead.id)).status).toBe('spam');
    await mark.execute(admin, lead.id);
    expect(repo.writes).toEqual(['save', 'activity:spam']);
    await expect(mark.execute(admin, 'nope')).rejects.toBeInstanceOf(LeadNotFoundError);
  });
});
