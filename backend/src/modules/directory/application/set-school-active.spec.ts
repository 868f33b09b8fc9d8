import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import { SchoolNotFoundError } from '../domain/directory.errors';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const audit = memoryAuditTrail(unitOfWork);
  return { audit: audit.entries, ...memoryDirectory(unitOfWork, audit.trail) };
}

describe('SetSchoolActive', () => {
  it('sets Live/Draft as asked, or flips it without a value, recording each switch', async () => {
    const { setSchoolActive, schools, audit } = setUp();
    const school = schools.add({ name: 'Aspen Academy' });

    await setSchoolActive.execute({ adminId: 'admin-1', schoolId: school.id, isActive: false });
    expect(school.isActive).toBe(false);
    await setSchoolActive.execute({ adminId: 'admin-1', schoolId: school.id });
    expect(school.isActive).toBe(true);

    expect(schools.locked).toEqual([school.id, school.id]);
    expect(audit.entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'school.status_changed', before: { isActive: true }, after: { isActive: false } },
      { action: 'school.status_changed', before: { isActive: false }, after: { isActive: true } },
    ]);
  });

  it('answers SchoolNotFoundError for an unknown school', async () => {
    const { setSchoolActive } = setUp();
    await expect(setSchoolActive.execute({ adminId: 'admin-1', schoolId: 7 })).rejects.toBeInstanceOf(
      SchoolNotFoundError,
    );
  });
});
