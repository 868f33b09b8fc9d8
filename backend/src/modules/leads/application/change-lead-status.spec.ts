import type { UnitOfWork } from '../../../shared/database';
import { SchoolOwnership, type SessionUser } from '../../identity';
import { Lead } from '../domain/lead';
import type { LeadActivity } from '../domain/lead-activity';
import { LeadNotFoundError } from '../domain/leads.errors';
import { AddLeadNote } from './add-lead-note';
import { ChangeLeadStatus } from './change-lead-status';
import { LeadAccess, leadActorOf } from './lead-access';
import { LeadRepository } from './ports/lead.repository';

class MemoryLeads extends LeadRepository {
  readonly saved: Lead[] = [];
  readonly activity: LeadActivity[] = [];
  constructor(private readonly leads: Lead[]) {
    super();
  }
  async insertIfNew() {
    return true;
  }
  async findForUpdate(id: string) {
    return this.leads.find((lead) => lead.id === id) ?? null;
  }
  async save(lead: Lead) {
    this.saved.push(lead);
  }
  async addActivity(entry: LeadActivity) {
    this.activity.push(entry);
  }
  async eraseNotes() {}
  async eraseCreatedBefore() {
    return [];
  }
}

const unitOfWork: UnitOfWork = { transaction: (work) => work() };

/** Owns school 7 only; the owner-or-admin rule is identity's own. */
const ownership = Object.assign(Object.create(SchoolOwnership.prototype) as SchoolOwnership, {
  assertOwns: async (_userId: string, schoolId: number) => {
    if (schoolId !== 7) throw new Error('You do not have access to this school');
  },
});

const user = (role: SessionUser['role'] = 'school_admin'): SessionUser => ({
  id: 'u1',
  email: 'paula@example.com',
  firstName: 'Paula',
  lastName: null,
  role,
  profileImageUrl: null,
});

function leadOf(schoolId: number): Lead {
  return Lead.submit(
    {
      schoolId,
      type: 'information',
      parentFirstName: 'Maria',
      parentLastName: 'Lopez',
      email: 'maria@example.com',
      childGrade: 'Kindergarten',
      intendedStart: '2026-2027',
      message: 'Please tell us more.',
      newsletter: false,
      idempotencyKey: `k-${schoolId}`,
    },
    new Date('2026-11-01T00:00:00Z'),
    null,
  );
}

describe('ChangeLeadStatus', () => {
  it('changes an owned school’s lead, saving it and its history entry', async () => {
    const lead = leadOf(7);
    const repo = new MemoryLeads([lead]);
    const change = new ChangeLeadStatus(new LeadAccess(ownership), repo, unitOfWork);
    const result = await change.execute(user(), 7, lead.id, { status: 'contacted' }, new Date('2026-11-02T00:00:00Z'));
    expect(result.status).toBe('contacted');
    expect(repo.saved).toEqual([lead]);
    expect(repo.activity).toMatchObject([{ toStatus: 'contacted', actorName: 'Paula' }]);
    // No change, nothing written.
    await change.execute(user(), 7, lead.id, { status: 'contacted' });
    expect(repo.activity).toHaveLength(1);
  });

  it('checks ownership before anything else, and lets admins through', async () => {
    const theirs = leadOf(8);
    const repo = new MemoryLeads([theirs]);
    const change = new ChangeLeadStatus(new LeadAccess(ownership), repo, unitOfWork);
    await expect(change.execute(user(), 8, theirs.id, { status: 'contacted' })).rejects.toThrow(
      'You do not have access to this school',
    );
    expect(theirs.status).toBe('new');
    await change.execute(user('admin'), 8, theirs.id, { status: 'contacted' });
    expect(theirs.status).toBe('contacted');
  });

  it('answers not found for a lead of another school under the owner’s school', async () => {
    const theirs = leadOf(8);
    const change = new ChangeLeadStatus(new LeadAccess(ownership), new MemoryLeads([theirs]), unitOfWork);
    await expect(change.execute(user(), 7, theirs.id, { status: 'contacted' })).rejects.toBeInstanceOf(
      LeadNotFoundError,
    );
  });
});

describe('AddLeadNote', () => {
  it('adds a trimmed note by the user, and refuses erased leads', async () => {
    const lead = leadOf(7);
    const repo = new MemoryLeads([lead]);
    const add = new AddLeadNote(new LeadAccess(ownership), repo, unitOfWork);
    const note = await add.execute(user(), 7, lead.id, '  Called back  ');
    expect(note).toMatchObject({ kind: 'note', text: 'Called back', actorId: 'u1', leadId: lead.id });
    lead.erase(new Date());
    await expect(add.execute(user(), 7, lead.id, 'Again')).rejects.toThrow(
      "This lead's personal data was erased; it can no longer be changed",
    );
    expect(repo.activity).toHaveLength(1);
  });
});

describe('leadActorOf', () => {
  it('names the user by first and last name, or by e-mail', () => {
    expect(leadActorOf({ ...user(), lastName: 'Owner' })).toEqual({ userId: 'u1', name: 'Paula Owner' });
    expect(leadActorOf({ ...user(), firstName: null })).toEqual({ userId: 'u1', name: 'paula@example.com' });
  });
});
