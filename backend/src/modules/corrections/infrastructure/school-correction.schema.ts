import { EntitySchema } from '@mikro-orm/core';
import { SchoolCorrection } from '../domain/correction';

/**
 * `school_correction`: families' suggested corrections (docs/decisions/corrections.md). The school is referenced
 * by entity name ('School'), so this module does not load the directory's code; a school's corrections go with it.
 */
export const SchoolCorrectionSchema = new EntitySchema<SchoolCorrection>({
  class: SchoolCorrection,
  tableName: 'school_correction',
  indexes: [
    { name: 'school_correction_school_status_idx', properties: ['schoolId', 'status', 'createdAt'] },
    // The daily retention sweep: decided corrections that still hold an e-mail.
    {
      name: 'school_correction_email_retention_idx',
      expression:
        'create index "school_correction_email_retention_idx" on "school_correction" ("decided_at") where "email" is not null and "decided_at" is not null',
    },
  ],
  properties: {
    id: { type: 'uuid', primary: true },
    schoolId: {
      kind: 'm:1',
      entity: 'School',
      mapToPk: true,
      fieldName: 'school_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
    },
    field: { type: 'string', length: 30 },
    suggestedValue: { type: 'string', length: 300 },
    currentValue: { type: 'text', nullable: true },
    note: { type: 'text', nullable: true },
    email: { type: 'string', length: 254, nullable: true },
    status: { type: 'string', length: 20 },
    declineReason: { type: 'text', nullable: true },
    decidedBy: {
      kind: 'm:1',
      entity: 'User',
      mapToPk: true,
      fieldName: 'decided_by',
      nullable: true,
      deleteRule: 'set null',
      updateRule: 'cascade',
    },
    decidedAs: { type: 'string', length: 10, nullable: true },
    decidedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});
