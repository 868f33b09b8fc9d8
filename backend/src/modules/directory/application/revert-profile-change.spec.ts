import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import { AuditEntryNotFoundError } from '../../audit';
import {
  ChangeAlreadyRevertedError,
  ChangeNotRevertibleError,
  InvalidTuitionRangeError,
  NothingToRevertError,
} from '../domain/directory.errors';
import { AssignSchoolSlug } from './assign-school-slug';
import { RevertProfileChange } from './revert-profile-change';
import { SchoolProfileEditor } from './school-profile-editor';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const audit = memoryAuditTrail(unitOfWork);
  const directory = memoryDirectory(unitOfWork, audit.trail);
  const editor = new SchoolProfileEditor(directory.schools, new AssignSchoolSlug(directory.slugs), directory.slugs);
  const revert = new RevertProfileChange(unitOfWork, directory.schools, editor, audit.lookup, audit.trail);
  return { unitOfWork, audit: audit.entries, revert, ...directory };
}

describe('RevertProfileChange', () => {
  it('sets an owner’s live edit back and records school.change_reverted naming the entry', async () => {
    const { revert, updateSchoolFacts, schools, audit } = setUp();
    const school = schools.add({ name: 'Juniper School', phone: '702-555-0100', description: 'Old words' });
    await updateSchoolFacts.execute({
      actorId: 'owner-1',
      schoolId: school.id,
      facts: { phone: '702-555-0199', description: 'New words' },
      as: 'school',
    });
    const [edit] = audit.entries;

    const outcome = await revert.execute({ adminId: 'admin-1', entryId: edit.id, reason: 'Wrong number' });

    expect([school.phone, school.description]).toEqual(['702-555-0100', 'Old words']);
    expect(outcome).toMatchObject({ revertedEntryId: edit.id, reverted: ['phone', 'description'], changedSince: [] });
    expect(audit.entries[1]).toMatchObject({
      id: outcome.revertEntryId,
      actorId: 'admin-1',
      action: 'school.change_reverted',
      targetType: 'school',
      targetId: String(school.id),
      before: { phone: '702-555-0199', description: 'New words' },
      after: { phone: '702-555-0100', description: 'Old words', revertOf: edit.id },
    });
  });

  it('leaves a field changed again since, and refuses when every field was', async () => {
    const { revert, updateSchoolFacts, schools, audit } = setUp();
    const school = schools.add({ name: 'Juniper School', phone: '702-555-0100', website: 'https://old.example' });
    await updateSchoolFacts.execute({
      actorId: 'owner-1',
      schoolId: school.id,
      facts: { phone: '702-555-0199', website: 'https://new.example' },
      as: 'school',
    });
    await updateSchoolFacts.execute({
      actorId: 'owner-1',
      schoolId: school.id,
      facts: { phone: '702-555-0111' },
      as: 'team',
    });
    const [first, second] = audit.entries;

    const outcome = await revert.execute({ adminId: 'admin-1', entryId: first.id, reason: 'Wrong number' });
    expect(outcome).toMatchObject({ reverted: ['website'], changedSince: ['phone'] });
    expect([school.phone, school.website]).toEqual(['702-555-0111', 'https://old.example']);

    // The later edit only touched the phone; set that back, and the first edit has nothing left to give.
    await revert.execute({ adminId: 'admin-1', entryId: second.id, reason: 'Wrong number' });
    await expect(
      revert.execute({ adminId: 'admin-1', entryId: first.id, reason: 'Wrong number' }),
    ).rejects.toBeInstanceOf(ChangeAlreadyRevertedError);
    await updateSchoolFacts.execute({
      actorId: 'owner-1',
      schoolId: school.id,
      facts: { phone: '702-555-0122' },
      as: 'team',
    });
    const third = audit.entries.at(-1)!;
    await updateSchoolFacts.execute({
      actorId: 'owner-1',
      schoolId: school.id,
      facts: { phone: '702-555-0133' },
      as: 'team',
    });
    const count = audit.entries.length;
    await expect(
      revert.execute({ adminId: 'admin-1', entryId: third.id, reason: 'Wrong number' }),
    ).rejects.toBeInstanceOf(NothingToRevertError);
    expect(audit.entries).toHaveLength(count);
    expect(school.phone).toBe('702-555-0133');
  });

  it('moves the slug back with a name set back; the newer slug is remembered', async () => {
    const { revert, applyProfileChange, schools, slugs, audit } = setUp();
    const school = schools.add({ name: 'Juniper School' }, 'juniper-school');
    await applyProfileChange.execute({ reviewerId: 'admin-1', schoolId: school.id, changes: { name: 'Juniper Prep' } });
    expect(school.slug).toBe('juniper-prep');

    const outcome = await revert.execute({ adminId: 'admin-2', entryId: audit.entries[0].id, reason: 'Wrong number' });

    expect([school.name, school.slug]).toEqual(['Juniper School', 'juniper-school']);
    expect(outcome.reverted).toEqual(['name']);
    expect(slugs.former.get('juniper-prep')).toBe(school.id);
    expect(slugs.former.has('juniper-school')).toBe(false);
    expect(audit.entries[1]).toMatchObject({
      before: { name: 'Juniper Prep', slug: 'juniper-prep' },
      after: { name: 'Juniper School', slug: 'juniper-school', revertOf: audit.entries[0].id },
    });
  });

  it('sets back an admin edit’s hero image beside its profile fields', async () => {
    const { revert, editSchoolListing, schools } = setUp();
    const school = schools.add({ name: 'Juniper School', city: 'Las Vegas' });
    await editSchoolListing.execute({
      adminId: 'admin-1',
      schoolId: school.id,
      facts: { city: 'Henderson' },
      extras: { imageUrl: '/images/hero.jpg' },
    });
    const outcome = await revert.execute({ adminId: 'admin-1', entryId: 1, reason: 'Wrong number' });
    expect(outcome.reverted).toEqual(['city', 'imageUrl']);
    expect([school.city, school.imageUrl]).toEqual(['Las Vegas', null]);
  });

  it('refuses an unknown entry and an entry that is no school profile change, changing nothing', async () => {
    const { revert, setSchoolActive, schools, audit, unitOfWork } = setUp();
    const school = schools.add({ name: 'Juniper School' });
    await setSchoolActive.execute({ adminId: 'admin-1', schoolId: school.id, isActive: false });

    await expect(revert.execute({ adminId: 'admin-1', entryId: 99, reason: 'Wrong number' })).rejects.toBeInstanceOf(
      AuditEntryNotFoundError,
    );
    await expect(
      revert.execute({ adminId: 'admin-1', entryId: audit.entries[0].id, reason: 'Wrong number' }),
    ).rejects.toBeInstanceOf(ChangeNotRevertibleError);
    expect(audit.entries).toHaveLength(1);
    expect(unitOfWork.rollbacks).toBe(2);
  });

  it('rolls back when the fields set back would break a cross-field rule', async () => {
    const { revert, updateSchoolFacts, schools, audit, unitOfWork } = setUp();
    const school = schools.add({ name: 'Juniper School', tuitionMin: 6000, tuitionMax: 8000 });
    await updateSchoolFacts.execute({
      actorId: 'owner-1',
      schoolId: school.id,
      facts: { tuitionMin: 2000 },
      as: 'team',
    });
    await updateSchoolFacts.execute({
      actorId: 'owner-1',
      schoolId: school.id,
      facts: { tuitionMax: 4000 },
      as: 'team',
    });
    const rollbacks = unitOfWork.rollbacks;

    await expect(revert.execute({ adminId: 'admin-1', entryId: 1, reason: 'Wrong number' })).rejects.toBeInstanceOf(
      InvalidTuitionRangeError,
    );

    expect([school.tuitionMin, school.tuitionMax]).toEqual([2000, 4000]);
    expect(audit.actions()).toEqual(['school.updated', 'school.updated']);
    expect(unitOfWork.rollbacks).toBe(rollbacks + 1);
  });
});
