import { Injectable } from '@nestjs/common';
import type { AuditEntry, AuditEntryRef } from '../domain/audit-entry';
import { AuditEntryRepository } from './ports/audit-entry.repository';

/**
 * Reading the trail for other modules: one entry by id (what an admin's revert
 * undoes, directory's `RevertProfileChange`) and which entries were reverted
 * (the revert itself, and the Audit tab's rows). Reading only: entries are
 * written through `AuditTrail`.
 */
@Injectable()
export class AuditLookup {
  constructor(private readonly entries: AuditEntryRepository) {}

  byId(id: number): Promise<AuditEntry | null> {
    return this.entries.findById(id);
  }

  /** The id of the entry that reverted `entry`, or null while it stands. */
  async revertedBy(entry: AuditEntryRef): Promise<number | null> {
    return (await this.entries.findReverts([entry])).get(entry.id) ?? null;
  }

  /** For a page of entries: entry id → the id of the entry that reverted it (entries that stand are absent). */
  revertsOf(entries: readonly AuditEntryRef[]): Promise<Map<number, number>> {
    return entries.length ? this.entries.findReverts(entries) : Promise.resolve(new Map());
  }
}
