import type { AuditEntry } from '../../domain/audit-entry';

/** The audit trail's table. `add` writes at once, in the caller's transaction when one is open. */
export abstract class AuditEntryRepository {
  abstract add(entry: AuditEntry): Promise<void>;
}
