import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { fakeConfig } from '../../../../test/support/fakes/config';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { memoryIdentity } from '../../../../test/support/fakes/identity';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import { PortalSchoolsController } from './portal-schools.controller';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const audit = memoryAuditTrail(unitOfWork);
  const directory = memoryDirectory(unitOfWork, audit.trail);
  const identity = memoryIdentity(fakeConfig());
  const owner = identity.account('owner@school.example');
  const mine = directory.schools.add({ name: 'Mine' }, 'mine');
  directory.schools.add({ name: 'Other' }, 'other');
  identity.owners.link(owner.id, mine.id);
  const controller = new PortalSchoolsController(identity.ownership, directory.lookup);
  const user = {
    id: owner.id,
    email: owner.email,
    firstName: 'Ann',
    lastName: null,
    role: 'school_admin' as const,
    profileImageUrl: null,
  };
  return { controller, user, mine };
}

describe('PortalSchoolsController', () => {
  it('lists only the schools the user actively owns', async () => {
    const { controller, user, mine } = setUp();
    expect((await controller.listPortalSchools(user)).map((link) => link.schoolId)).toEqual([mine.id]);
  });
});
