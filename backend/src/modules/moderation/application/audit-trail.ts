import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import { AuditEntry, type AuditEntryInput } from '../domain/audit-entry';

/**
 * Records who did what (DECISIONS.md "Edits and moderation"). The row is
 * inserted through the caller's EntityManager at once, so it belongs to the
 * caller's open transaction: it commits or rolls back with the change it
 * describes, and it never flushes the caller's other pending work early.
 */
@Injectable()
export class AuditTrail {
  async record(em: EntityManager, entry: AuditEntryInput): Promise<void> {
    await em.insert(AuditEntry, new AuditEntry(entry));
  }
}
