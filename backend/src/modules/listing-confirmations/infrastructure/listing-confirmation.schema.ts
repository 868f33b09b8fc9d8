import { EntitySchema } from '@mikro-orm/core';
import { ListingConfirmation, ListingReminder } from '../domain/listing-confirmation';

/**
 * `listing_confirmation`: each time an owner said the school's listing is still correct (docs/decisions/
 * listing-confirmations.md). The school and the user are referenced by entity name, so this module loads neither
 * directory's nor identity's code; a school's confirmations go with it, a deleted account leaves them unsigned.
 */
export const ListingConfirmationSchema = new EntitySchema<ListingConfirmation>({
  class: ListingConfirmation,
  tableName: 'listing_confirmation',
  indexes: [{ name: 'listing_confirmation_school_idx', properties: ['schoolId', 'confirmedAt'] }],
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
    confirmedAt: { type: 'Date', columnType: 'timestamptz' },
    confirmedBy: {
      kind: 'm:1',
      entity: 'User',
      mapToPk: true,
      fieldName: 'confirmed_by',
      nullable: true,
      deleteRule: 'set null',
      updateRule: 'cascade',
    },
    via: { type: 'string', length: 10 },
  },
});

/** `listing_reminder`: one row per school and six-month period; its unique key mails a period once. */
export const ListingReminderSchema = new EntitySchema<ListingReminder>({
  class: ListingReminder,
  tableName: 'listing_reminder',
  uniques: [{ name: 'listing_reminder_school_period_unique', properties: ['schoolId', 'period'] }],
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
    period: { type: 'Date', columnType: 'timestamptz' },
    sentAt: { type: 'Date', columnType: 'timestamptz' },
    mailKey: { type: 'string', length: 100 },
    recipients: { type: 'integer' },
  },
});
