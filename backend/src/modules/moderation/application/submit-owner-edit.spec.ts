import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { MemoryPendingChanges, memoryTeamNotice } from '../../../../test/support/fakes/moderation';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import { SchoolNotFoundError } from '../../directory';
import { NothingToSubmitError } from '../domain/moderation.errors';
import { SubmitOwnerEdit } from './submit-owner-edit';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const audit = memoryAuditTrail(unitOfWork);
  const directory = memoryDirectory(unitOfWork, audit.trail);
  const changes = new MemoryPendingChanges(unitOfWork);
  const team = memoryTeamNotice(unitOfWork);
  const submit = new SubmitOwnerEdit(
    unitOfWork,
    directory.lookup,
    directory.updateSchoolFacts,
    changes,
    audit.trail,
    team.notice,
  );
  const school = directory.schools.add({ name: 'Canyon Day School', city: 'Las Vegas', features: ['Arts'] });
  return { audit: audit.entries.entries, changes, submit, school, team };
}

describe('SubmitOwnerEdit', () => {
  it('applies facts at once, stores identifying fields for review (only what differs), and audits both', async () => {
    const { submit, changes, school, audit } = setUp();

    const outcome = await submit.execute({
      userId: 'owner-1',
      schoolId: school.id,
      proposed: {
        name: 'Canyon Day School',
        city: ' Henderson ',
        features: ['Arts', 'STEM'],
        socialLinks: { facebook: 'https://facebook.com/canyon' },
      },
    });

    expect(outcome.publishedFields).toEqual(['features']);
    expect(outcome.reviewedFields.sort()).toEqual(['city', 'socialLinks']);
    expect(school.features).toEqual(['Arts', 'STEM']);
    expect(school.city).toBe('Las Vegas');
    const change = outcome.change!;
    expect(change.profileChanges()).toEqual({
      city: 'Henderson',
      socialLinks: { facebook: 'https://facebook.com/canyon' },
    });
    expect(change).toMatchObject({ schoolId: school.id, userId: 'owner-1', status: 'pending' });
    expect(changes.table.get(change.id)).toBe(change);
    expect(audit.map((entry) => entry.action)).toEqual(['school.updated', 'change.submitted']);
    expect(audit[1]).toMatchObject({
      targetType: 'pending_school_change',
      after: { schoolId: school.id, changeType: 'profile_update', changeData: change.profileChanges() },
    });
  });

  it('tells the team inbox once that a change waits for review (issue 36), naming the submitter and the fields', async () => {
    const { submit, school, team } = setUp();
    team.submitters.submitters.push({
      id: 'owner-1',
      email: 'olivia@canyon.example',
      firstName: 'Olivia',
      lastName: 'Owens',
    });
    const outcome = await submit.execute({
      userId: 'owner-1',
      schoolId: school.id,
      proposed: { city: 'Henderson', zipCode: '89052', phone: '702-555-0100' },
    });
    expect(team.mail.queued).toEqual([
      {
        template: 'change-awaiting-review',
        to: 'inbox@schools.example',
        key: `change-awaiting-review:${outcome.change!.id}`,
        data: {
          schoolName: 'Canyon Day School',
          submitterName: 'Olivia Owens (olivia@canyon.example)',
          kind: 'Profile changes',
          items: ['City', 'Zip code'],
          reviewUrl: 'https://schools.example/admin-dashboard?tab=approvals',
        },
      },
    ]);
  });

  it('publishes a facts-only edit without a pending change, and the team is not told', async () => {
    const { submit, changes, school, team } = setUp();
    const outcome = await submit.execute({
      userId: 'owner-1',
      schoolId: school.id,
      proposed: { phone: '702-555-0100' },
    });
    expect(outcome).toMatchObject({ publishedFields: ['phone'], reviewedFields: [], change: null });
    expect(school.phone).toBe('702-555-0100');
    expect(changes.table.all()).toHaveLength(0);
    expect(team.mail.queued).toEqual([]);
  });

  it('refuses an edit that changes nothing when asked to, and an unknown school', async () => {
    const { submit, changes, school } = setUp();
    await expect(
      submit.execute({
        userId: 'owner-1',
        schoolId: school.id,
        proposed: { name: 'Canyon Day School' },
        refuseEmpty: true,
      }),
    ).rejects.toBeInstanceOf(NothingToSubmitError);
    await expect(
      submit.execute({ userId: 'owner-1', schoolId: 999, proposed: { city: 'Reno' } }),
    ).rejects.toBeInstanceOf(SchoolNotFoundError);
    expect(changes.table.all()).toHaveLength(0);
  });
});
