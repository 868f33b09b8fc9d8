import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import { SchoolNameTakenError } from '../domain/directory.errors';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const audit = memoryAuditTrail(unitOfWork);
  return { unitOfWork, audit: audit.entries, ...memoryDirectory(unitOfWork, audit.trail) };
}

describe('UpdateSchoolFacts', () => {
  it('saves the edited facts at once and records school.updated with before and after', async () => {
    const { updateSchoolFacts, schools, audit } = setUp();
    const school = schools.add({ name: 'Juniper School', phone: '702-555-0100', grades: 'K-5' });
    const before = school.updatedAt;

    const saved = await updateSchoolFacts.execute({
      actorId: 'owner-1',
      schoolId: school.id,
      facts: { phone: '', grades: 'K-8' },
      as: 'school',
    });

    expect(saved.phone).toBeNull();
    // Both changed facts are now the school's (issue 44); the others stay the team's, who created the listing.
    const fromSchool = Object.entries(saved.factSources).filter(([, entry]) => entry.source === 'school');
    expect(fromSchool.map(([field]) => field).sort()).toEqual(['grades', 'phone']);
    expect(saved.factSources.name.source).toBe('team');
    expect(saved.factSources.phone).toEqual({ source: 'school', at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect([saved.grades, saved.gradeMax]).toEqual(['K-8', 8]);
    expect(saved.updatedAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(audit.entries).toEqual([
      expect.objectContaining({
        actorId: 'owner-1',
        action: 'school.updated',
        before: { grades: 'K-5', phone: '702-555-0100' },
        after: { grades: 'K-8', phone: null },
      }),
    ]);
  });

  it('keeps a blank required field as it is and records nothing when nothing changed', async () => {
    const { updateSchoolFacts, schools, audit } = setUp();
    const school = schools.add({ name: 'Juniper School' });

    await updateSchoolFacts.execute({
      actorId: 'admin-1',
      schoolId: school.id,
      facts: { name: '  ', city: 'Las Vegas' },
      as: 'school',
    });

    expect(school.name).toBe('Juniper School');
    expect(audit.entries).toHaveLength(0);
  });

  it('turns a slug taken at the same moment into SchoolNameTakenError and rolls the audit back', async () => {
    const { updateSchoolFacts, schools, audit, unitOfWork } = setUp();
    const school = schools.add({ name: 'First' }, 'first');
    // Another school took the slug after ours was assigned: the unique index (here the fake's check) decides.
    schools.save = async () => {
      throw new SchoolNameTakenError();
    };

    await expect(
      updateSchoolFacts.execute({ actorId: 'admin-1', schoolId: school.id, facts: { name: 'Second' }, as: 'team' }),
    ).rejects.toBeInstanceOf(SchoolNameTakenError);
    expect(audit.entries).toHaveLength(0);
    expect(unitOfWork.rollbacks).toBe(1);
  });
});
