import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AuditEntryRepository } from '../application/ports/audit-entry.repository';
import { AuditEntry } from '../domain/audit-entry';

@Injectable()
export class MikroOrmAuditEntryRepository extends AuditEntryRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(entry: AuditEntry): Promise<void> {
    // A plain insert, not persist + flush: the caller's other pending changes are not flushed early.
    await this.em.insert(AuditEntry, entry);
  }
}
