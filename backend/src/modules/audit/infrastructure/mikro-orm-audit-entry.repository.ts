import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AuditEntryRepository } from '../application/ports/audit-entry.repository';
import { AuditEntry, REVERT_OF_KEY, type AuditEntryRef } from '../domain/audit-entry';

/** `audit_log.id` is a PostgreSQL integer: a larger id names no entry (and must not reach the query). */
const MAX_ID = 2_147_483_647;

@Injectable()
export class MikroOrmAuditEntryRepository extends AuditEntryRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async add(entry: AuditEntry): Promise<number> {
    // A plain insert, not persist + flush: the caller's other pending changes are not flushed early.
    const id = (await this.em.insert(AuditEntry, entry)) as number;
    entry.id = id;
    return id;
  }

  async findById(id: number): Promise<AuditEntry | null> {
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) return null;
    return this.em.findOne(AuditEntry, { id });
  }

  async findReverts(entries: readonly AuditEntryRef[]): Promise<Map<number, number>> {
    if (!entries.length) return new Map();
    // A revert is recorded on the same target as the entry it undoes, so the target index narrows the search
    // to those records' own entries before `after.revertOf` is read.
    const targets = entries.map(() => '(?, ?)').join(', ');
    const ids = entries.map(() => '?').join(', ');
    const rows = await this.em.getConnection().execute<{ id: number; reverted: string }[]>(
      `select min(id) as id, after ->> '${REVERT_OF_KEY}' as reverted from audit_log
       where (target_type, target_id) in (${targets}) and after ->> '${REVERT_OF_KEY}' in (${ids})
       group by after ->> '${REVERT_OF_KEY}'`,
      [...entries.flatMap((entry) => [entry.targetType, entry.targetId]), ...entries.map((entry) => String(entry.id))],
      'all',
      this.em.getTransactionContext(),
    );
    return new Map(rows.map((row) => [Number(row.reverted), Number(row.id)]));
  }
}
