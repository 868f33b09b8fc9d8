import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { PendingChangeRepository } from '../application/ports/pending-change.repository';
import { PendingSchoolChange } from '../domain/pending-school-change';

@Injectable()
export class MikroOrmPendingChangeRepository extends PendingChangeRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findByIdForUpdate(id: number): Promise<PendingSchoolChange | null> {
    return this.em.findOne(PendingSchoolChange, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  findByAppliedEntryForUpdate(entryId: number): Promise<PendingSchoolChange | null> {
    return this.em.findOne(
      PendingSchoolChange,
      { appliedEntryId: entryId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  async save(change: PendingSchoolChange): Promise<void> {
    await this.em.persist(change).flush();
  }
}
