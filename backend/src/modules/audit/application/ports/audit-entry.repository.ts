import type { AuditEntry, AuditEntryRef } from '../../domain/audit-entry';

/**
 * The audit trail's table. `add` writes at once, in the caller's transaction
 * when one is open, and answers the new entry's id; the reads see that
 * transaction's rows too.
 */
export abstract class AuditEntryRepository {
  abstract add(entry: AuditEntry): Promise<number>;
  abstract findById(id: number): Promise<AuditEntry | null>;
  /** For each of `entries` that was reverted: its id → the id of the (first) entry that reverted it. */
  abstract findReverts(entries: readonly AuditEntryRef[]): Promise<Map<number, number>>;
}
