import { EntitySchema } from '@mikro-orm/core';
import { AuditEntry } from '../domain/audit-entry';

/**
 * `audit_log`. The actor is kept as a plain id (no foreign key) so the trail
 * still says who acted after that account is deleted.
 */
export const AuditEntrySchema = new EntitySchema<AuditEntry>({
  class: AuditEntry,
  tableName: 'audit_log',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    actorId: { type: 'text', nullable: true },
    action: { type: 'string', length: 100 },
    targetType: { type: 'string', length: 50 },
    targetId: { type: 'string', length: 100 },
    before: { type: 'json', nullable: true },
    after: { type: 'json', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
  indexes: [
    { name: 'audit_log_created_at_idx', properties: ['createdAt'] },
    { name: 'audit_log_target_idx', properties: ['targetType', 'targetId'] },
  ],
});
