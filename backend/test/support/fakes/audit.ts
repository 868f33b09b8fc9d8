import { AuditLookup, AuditTrail, revertOfEntry } from '../../../src/modules/audit';
import { AuditEntryRepository } from '../../../src/modules/audit/application/ports/audit-entry.repository';
import type { AuditEntry, AuditEntryRef } from '../../../src/modules/audit/domain/audit-entry';
import type { FakeUnitOfWork } from './unit-of-work';

export class MemoryAuditEntries extends AuditEntryRepository {
  readonly entries: AuditEntry[] = [];
  private nextId = 1;

  constructor(private readonly unitOfWork: FakeUnitOfWork) {
    super();
  }

  async add(entry: AuditEntry): Promise<number> {
    entry.id = this.nextId++;
    this.entries.push(entry);
    this.unitOfWork.onRollback(() => this.entries.splice(this.entries.indexOf(entry), 1));
    return entry.id;
  }

  async findById(id: number): Promise<AuditEntry | null> {
    return this.entries.find((entry) => entry.id === id) ?? null;
  }

  async findReverts(refs: readonly AuditEntryRef[]): Promise<Map<number, number>> {
    const reverts = new Map<number, number>();
    for (const ref of refs) {
      const revert = this.entries.find(
        (entry) =>
          entry.targetType === ref.targetType &&
          entry.targetId === ref.targetId &&
          revertOfEntry(entry.after) === ref.id,
      );
      if (revert) reverts.set(ref.id, revert.id);
    }
    return reverts;
  }

  actions(): string[] {
    return this.entries.map((entry) => entry.action);
  }
}

/** A real AuditTrail (and AuditLookup) over an in-memory table. */
export function memoryAuditTrail(unitOfWork: FakeUnitOfWork): {
  trail: AuditTrail;
  lookup: AuditLookup;
  entries: MemoryAuditEntries;
} {
  const entries = new MemoryAuditEntries(unitOfWork);
  return { trail: new AuditTrail(entries), lookup: new AuditLookup(entries), entries };
}
