import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import { InvalidTuitionRangeError, SchoolNotFoundError } from '../domain/directory.errors';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const audit = memoryAuditTrail(unitOfWork);
  return { unitOfWork, audit: audit.entries, ...memoryDirectory(unitOfWork, audit.trail) };
}

describe('ApplyProfileChange', () => {
  it('applies what still differs, locks the row, and records the reviewer as school.change_applied', async () => {
    const { applyProfileChange, schools, audit } = setUp();
    const school = schools.add({ name: 'Red Rock Academy', tuitionMin: 9000, features: ['STEM'] });

    const { applied } = await applyProfileChange.execute({
      reviewerId: 'admin-1',
      schoolId: school.id,
      changes: { tuitionMin: 12000, features: ['STEM', 'Arts'], city: 'Las Vegas' },
    });

    expect(applied.after).toEqual({ tuitionMin: 12000, features: ['STEM', 'Arts'] });
    expect(applied.before).toEqual({ tuitionMin: 9000, features: ['STEM'] });
    expect(school.tuitionMin).toBe(12000);
    expect(schools.locked).toEqual([school.id]);
    expect(audit.entries).toEqual([
      expect.objectContaining({
        actorId: 'admin-1',
        action: 'school.change_applied',
        targetType: 'school',
        targetId: String(school.id),
      }),
    ]);
  });

  it('moves the slug with a new name and names both slugs in the audit entry', async () => {
    const { applyProfileChange, schools, audit } = setUp();
    schools.add({ name: 'Canyon School' }, 'canyon-school');
    const school = schools.add({ name: 'Old Name' }, 'old-name');

    await applyProfileChange.execute({
      reviewerId: 'admin-1',
      schoolId: school.id,
      changes: { name: 'Canyon School' },
    });

    expect(school.slug).toBe('canyon-school-2');
    expect(audit.entries[0]).toMatchObject({
      before: { name: 'Old Name', slug: 'old-name' },
      after: { name: 'Canyon School', slug: 'canyon-school-2' },
    });
  });

  it('refuses a change that would leave minimum tuition above maximum, and records nothing', async () => {
    const { applyProfileChange, schools, audit } = setUp();
    const school = schools.add({ name: 'Summit Prep', tuitionMax: 10000 });

    await expect(
      applyProfileChange.execute({ reviewerId: 'admin-1', schoolId: school.id, changes: { tuitionMin: 20000 } }),
    ).rejects.toBeInstanceOf(InvalidTuitionRangeError);
    expect(school.tuitionMin).toBeNull();
    expect(audit.entries).toHaveLength(0);
  });

  it('answers SchoolNotFoundError for a school that is gone', async () => {
    const { applyProfileChange } = setUp();
    await expect(
      applyProfileChange.execute({ reviewerId: 'admin-1', schoolId: 404, changes: { city: 'Reno' } }),
    ).rejects.toBeInstanceOf(SchoolNotFoundError);
  });
});
