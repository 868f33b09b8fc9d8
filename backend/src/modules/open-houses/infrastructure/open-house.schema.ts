import { EntitySchema } from '@mikro-orm/core';
import { OpenHouse } from '../domain/open-house';

/** `open_house`. The school is referenced by entity name, so this module does not load the directory's code. */
export const OpenHouseSchema = new EntitySchema<OpenHouse>({
  class: OpenHouse,
  tableName: 'open_house',
  checks: [{ name: 'open_house_seats_check', expression: '"seats_taken" >= 0 and "seats_taken" <= "capacity"' }],
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
    title: { type: 'string', length: 120 },
    startsAt: { type: 'Date', columnType: 'timestamptz' },
    durationMinutes: { type: 'integer' },
    format: { type: 'string', length: 10 },
    location: { type: 'string', length: 300, nullable: true },
    virtualUrl: { type: 'string', length: 500, nullable: true },
    capacity: { type: 'integer' },
    seatsTaken: { type: 'integer', default: 0 },
    gradeMin: { type: 'smallint' },
    gradeMax: { type: 'smallint' },
    description: { type: 'text' },
    status: { type: 'string', length: 10 },
    cancelledAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    calendarSequence: { type: 'integer', default: 0 },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
    updatedAt: { type: 'Date', columnType: 'timestamptz' },
  },
  indexes: [
    {
      name: 'open_house_school_idx',
      expression: 'create index "open_house_school_idx" on "open_house" ("school_id", "starts_at" desc)',
    },
    {
      name: 'open_house_upcoming_idx',
      expression: `create index "open_house_upcoming_idx" on "open_house" ("starts_at") where "status" = 'scheduled'`,
    },
  ],
});
