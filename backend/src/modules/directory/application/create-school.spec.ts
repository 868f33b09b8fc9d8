import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  return { unitOfWork, ...memoryDirectory(unitOfWork, memoryAuditTrail(unitOfWork).trail) };
}

const facts = { address: '9 Sage Rd', city: 'Henderson', zipCode: '89052', grades: 'Pre-K-8', schoolType: 'Christian' };

describe('CreateSchool', () => {
  it('stores the listing under the first free slug of its name, with the grade span parsed', async () => {
    const { createSchool, schools, unitOfWork } = setUp();
    schools.add({ name: 'Sage Hill Academy' }, 'sage-hill-academy');

    const school = await createSchool.execute({ name: 'Sage Hill Academy', ...facts });

    expect(school.slug).toBe('sage-hill-academy-2');
    expect([school.gradeMin, school.gradeMax]).toEqual([-1, 8]);
    expect(school.isActive).toBe(true);
    expect(schools.table.get(school.id)).toBe(school);
    expect(unitOfWork.commits).toBe(1);
  });

  it('joins the caller’s transaction, so a failure after it leaves no school behind', async () => {
    const { createSchool, schools, unitOfWork } = setUp();
    await expect(
      unitOfWork.transaction(async () => {
        await createSchool.execute({ name: 'Mesa Prep', ...facts });
        throw new Error('the claim approval failed later');
      }),
    ).rejects.toThrow('the claim approval failed later');
    expect(schools.table.all()).toHaveLength(0);
  });
});
