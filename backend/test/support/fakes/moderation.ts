import { PendingChangeRepository } from '../../../src/modules/moderation/application/ports/pending-change.repository';
import { Submitters } from '../../../src/modules/moderation/application/ports/submitters';
import { TeamReviewNotice } from '../../../src/modules/moderation/application/team-review-notice';
import type { Submitter } from '../../../src/modules/moderation/application/submitter';
import type { PendingSchoolChange } from '../../../src/modules/moderation/domain/pending-school-change';
import { fakeConfig } from './config';
import { FakeMailOutbox } from './mail';
import { MemoryTable, type FakeUnitOfWork } from './unit-of-work';

export class MemoryPendingChanges extends PendingChangeRepository {
  readonly table: MemoryTable<PendingSchoolChange>;
  readonly locked: number[] = [];

  constructor(unitOfWork: FakeUnitOfWork) {
    super();
    this.table = new MemoryTable<PendingSchoolChange>(unitOfWork);
  }

  async findByIdForUpdate(id: number) {
    this.locked.push(id);
    return this.table.get(id);
  }
  async findByAppliedEntryForUpdate(entryId: number) {
    return [...this.table.rows.values()].find((change) => change.appliedEntryId === entryId) ?? null;
  }
  async save(change: PendingSchoolChange) {
    this.table.save(change);
  }
}

export class MemorySubmitters extends Submitters {
  readonly submitters: Submitter[] = [];

  async byId(userId: string) {
    return this.submitters.find((s) => s.id === userId) ?? null;
  }
}

/** The team inbox's 'waiting for review' notice over a fake outbox (`mail.queued` holds what it sent). */
export function memoryTeamNotice(unitOfWork: FakeUnitOfWork, submitters = new MemorySubmitters()) {
  const mail = new FakeMailOutbox(unitOfWork);
  return { notice: new TeamReviewNotice(mail, submitters, fakeConfig()), mail, submitters };
}
