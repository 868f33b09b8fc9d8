import { Injectable } from '@nestjs/common';
import { AuditEntry, type AuditEntryInput } from '../domain/audit-entry';
import { AuditEntryRepository } from './ports/audit-entry.repository';

/**
 * Records who did what (docs/product.md "Edits and moderation"). Call it inside
 * the use case's `UnitOfWork.transaction`: the row is inserted at once in that
 * transaction, so it commits or rolls back with the change it describes, and
 * it never flushes the caller's other pending work early. Answers the entry's id.
 */
@Injectable()
export class AuditTrail {
  constructor(private readonly entries: AuditEntryRepository) {}

  async record(entry: AuditEntryInput, now = new Date()): Promise<number> {
    return this.entries.add(new AuditEntry(entry, now));
  }
}
