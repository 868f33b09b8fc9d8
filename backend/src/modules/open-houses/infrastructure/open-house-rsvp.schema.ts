import { EntitySchema } from '@mikro-orm/core';
import { OpenHouseRsvp } from '../domain/rsvp';

/** `open_house_rsvp`: a family's RSVP; goes with its open house. */
export const OpenHouseRsvpSchema = new EntitySchema<OpenHouseRsvp>({
  class: OpenHouseRsvp,
  tableName: 'open_house_rsvp',
  properties: {
    id: { type: 'uuid', primary: true },
    openHouseId: {
      kind: 'm:1',
      entity: 'OpenHouse',
      mapToPk: true,
      fieldName: 'open_house_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
    },
    schoolId: { type: 'integer' },
    name: { type: 'string', length: 100 },
    email: { type: 'string', length: 254 },
    partySize: { type: 'smallint' },
    childGrade: { type: 'string', length: 30 },
    status: { type: 'string', length: 12 },
    checkedInAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    reminderSentAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    promotedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    cancelledAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    erasedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
    updatedAt: { type: 'Date', columnType: 'timestamptz' },
  },
  indexes: [
    {
      name: 'open_house_rsvp_event_idx',
      expression:
        'create index "open_house_rsvp_event_idx" on "open_house_rsvp" ("open_house_id", "status", "created_at")',
    },
    {
      name: 'open_house_rsvp_reminder_idx',
      expression: `create index "open_house_rsvp_reminder_idx" on "open_house_rsvp" ("open_house_id") where "status" = 'confirmed' and "reminder_sent_at" is null`,
    },
  ],
});
