import { AuditTrail } from '../../../src/modules/audit';
import { AuditEntryRepository } from '../../../src/modules/audit/application/ports/audit-entry.repository';
import type { AuditEntry } from '../../../src/modules/audit/domain/audit-entry';
import type { FakeUnitOfWork } from './unit-of-work';

export class MemoryAuditEntries extends AuditEntryRepository {
  readonly entries: AuditEntry[] = [];

  constructor(private readonly unitOfWork: FakeUnitOfWork) {
    super();
  }

  async add(entry: AuditEntry): Promise<void> {
    this.entries.push(entry);
    this.unitOfWork.onRollback(() => this.entries.splice(this.entries.indexOf(entry), 1));
  }

  actions(): string[] {
    return this.entries.map((entry) => entry.action);
  }
}

/** A real AuditTrail over an in-memory table. */
export function memoryAuditTrail(unitOfWork: FakeUnitOfWork): { trail: AuditTrail; entries: MemoryAuditEntries } {
  const entries = new MemoryAuditEntries(unitOfWork);
  return { trail: new AuditTrail(entries), entries };
}
