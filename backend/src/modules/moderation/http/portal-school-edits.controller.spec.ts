import { memoryAuditTrail } from '../../../../test/support/fakes/audit';
import { fakeConfig } from '../../../../test/support/fakes/config';
import { memoryDirectory } from '../../../../test/support/fakes/directory';
import { memoryIdentity } from '../../../../test/support/fakes/identity';
import { MemoryPendingChanges, memoryTeamNotice } from '../../../../test/support/fakes/moderation';
import { FakeUnitOfWork } from '../../../../test/support/fakes/unit-of-work';
import { SchoolIdMismatchError } from '../../directory';
import { NotSchoolOwnerError } from '../../identity';
import { SubmitOwnerEdit } from '../application/submit-owner-edit';
import { PortalSchoolEditsController } from './portal-school-edits.controller';

function setUp() {
  const unitOfWork = new FakeUnitOfWork();
  const audit = memoryAuditTrail(unitOfWork);
  const directory = memoryDirectory(unitOfWork, audit.trail);
  const identity = memoryIdentity(fakeConfig());
  const changes = new MemoryPendingChanges(unitOfWork);
  const owner = identity.account('owner@school.example');
  const mine = directory.schools.add({ name: 'Mine' }, 'mine');
  const other = directory.schools.add({ name: 'Other' }, 'other');
  identity.owners.link(owner.id, mine.id);
  const team = memoryTeamNotice(unitOfWork);
  const submit = new SubmitOwnerEdit(
    unitOfWork,
    directory.lookup,
    directory.updateSchoolFacts,
    changes,
    audit.trail,
    team.notice,
  );
  const controller = new PortalSchoolEditsController(identity.ownership, submit);
  const user = {
    id: owner.id,
    email: owner.email,
    firstName: 'Ann',
    lastName: null,
    role: 'school_admin' as const,
    profileImageUrl: null,
  };
  return { audit: audit.entries.entries, changes, controller, user, mine, other };
}

describe('PortalSchoolEditsController', () => {
  it('publishes a fact at once and answers the school as the owner sees it', async () => {
    const { controller, user, mine, audit } = setUp();
    const saved = await controller.updatePortalSchool(user, mine.id, { id: mine.id, description: 'Small classes.' });
    expect(saved).toMatchObject({
      school: { id: mine.id, description: 'Small classes.', isPublished: true },
      publishedFields: ['description'],
      reviewedFields: [],
      pendingChangeId: null,
    });
    expect(audit[0]).toMatchObject({ actorId: user.id, action: 'school.updated' });
  });

  it('sends the name to review while the phone goes live', async () => {
    const { controller, user, mine, changes } = setUp();
    const saved = await controller.updatePortalSchool(user, mine.id, { name: 'Mine Academy', phone: '702-555-0100' });
    expect(saved).toMatchObject({ publishedFields: ['phone'], reviewedFields: ['name'] });
    expect(saved.school).toMatchObject({ name: 'Mine', phone: '702-555-0100' });
    expect(changes.table.all().map((change) => change.profileChanges())).toEqual([{ name: 'Mine Academy' }]);
  });

  it('refuses another owner’s school and a body naming a different school, changing nothing', async () => {
    const { controller, user, mine, other, audit, changes } = setUp();
    await expect(controller.updatePortalSchool(user, other.id, { city: 'Reno' })).rejects.toBeInstanceOf(
      NotSchoolOwnerError,
    );
    await expect(controller.updatePortalSchool(user, mine.id, { id: other.id, city: 'Reno' })).rejects.toBeInstanceOf(
      SchoolIdMismatchError,
    );
    expect([mine.city, other.city]).toEqual(['Las Vegas', 'Las Vegas']);
    expect(audit).toHaveLength(0);
    expect(changes.table.all()).toHaveLength(0);
  });
});
