import { EntitySchema } from '@mikro-orm/core';
import { PendingSchoolChange } from '../domain/pending-school-change';

/**
 * `pending_school_change` (docs/product.md "Records"). School and users are referenced by
 * entity name (the directory and identity modules own those mappings); the
 * domain keeps only their ids.
 */
export const PendingSchoolChangeSchema = new EntitySchema<PendingSchoolChange>({
  class: PendingSchoolChange,
  tableName: 'pending_school_change',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    schoolId: {
      kind: 'm:1',
      entity: 'School',
      mapToPk: true,
      fieldName: 'school_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
      index: 'pending_school_change_school_id_idx',
    },
    userId: {
      kind: 'm:1',
      entity: 'User',
      mapToPk: true,
      fieldName: 'user_id',
      nullable: true,
      deleteRule: 'set null',
      updateRule: 'cascade',
      index: 'pending_school_change_user_id_idx',
    },
    changeType: { type: 'string', length: 30 },
    changeData: { type: 'json' },
    status: { type: 'string', length: 20, default: 'pending' },
    adminNotes: { type: 'text', nullable: true },
    reviewedBy: {
      kind: 'm:1',
      entity: 'User',
      mapToPk: true,
      fieldName: 'reviewed_by',
      nullable: true,
      deleteRule: 'set null',
      updateRule: 'cascade',
    },
    reviewedAt: { type: 'datetime', nullable: true },
    // An audit_log id (the audit module's table, so no foreign key): the entry an admin's revert names.
    appliedEntryId: { type: 'integer', nullable: true, index: 'pending_school_change_applied_entry_id_idx' },
    revertedAt: { type: 'datetime', nullable: true },
    revertReason: { type: 'text', nullable: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
  indexes: [
    // The admin queue and the owner's list: newest first, usually filtered by status.
    { name: 'pending_school_change_status_created_at_idx', properties: ['status', 'createdAt'] },
  ],
});
