import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { MemoryPendingChanges } from '../../../../test/support/fakes/moderation';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import { SchoolNotFoundError } from '../../directory';
import { NothingToSubmitError } from '../domain/moderation.errors';
import { SubmitOwnerEdit } from './submit-owner-edit';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const audit = memoryAuditTrail(unitOfWork);
  const directory = memoryDirectory(unitOfWork, audit.trail);
  const changes = new MemoryPendingChanges(unitOfWork);
  const submit = new SubmitOwnerEdit(unitOfWork, directory.lookup, directory.updateSchoolFacts, changes, audit.trail);
  const school = directory.schools.add({ name: 'Canyon Day School', city: 'Las Vegas', features: ['Arts'] });
  return { audit: audit.entries.entries, changes, submit, school };
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

  it('publishes a facts-only edit without a pending change', async () => {
    const { submit, changes, school } = setUp();
    const outcome = await submit.execute({
      userId: 'owner-1',
      schoolId: school.id,
      proposed: { phone: '702-555-0100' },
    });
    expect(outcome).toMatchObject({ publishedFields: ['phone'], reviewedFields: [], change: null });
    expect(school.phone).toBe('702-555-0100');
    expect(changes.table.all()).toHaveLength(0);
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
