import { EntitySchema } from '@mikro-orm/core';
import { SchoolOwner } from '../domain/school-owner';

/**
 * `school_owner`. Related entities are named ('User', and 'School' of the
 * directory module) rather than imported, so identity does not load the
 * directory module's code; the ORM resolves the names at discovery.
 */
export const SchoolOwnerSchema = new EntitySchema<SchoolOwner>({
  class: SchoolOwner,
  tableName: 'school_owner',
  uniques: [{ name: 'school_owner_user_id_school_id_unique', properties: ['userId', 'schoolId'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: {
      kind: 'm:1',
      entity: 'User',
      mapToPk: true,
      fieldName: 'user_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
    },
    schoolId: {
      kind: 'm:1',
      entity: 'School',
      mapToPk: true,
      fieldName: 'school_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
      index: 'school_owner_school_id_idx',
    },
    role: { type: 'string', length: 50, default: 'owner' },
    isActive: { type: 'boolean', default: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
