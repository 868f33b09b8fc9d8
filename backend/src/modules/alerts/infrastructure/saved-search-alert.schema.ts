import { EntitySchema } from '@mikro-orm/core';
import { SavedSearchAlert } from '../domain/saved-search-alert';

export const SavedSearchAlertSchema = new EntitySchema<SavedSearchAlert>({
  class: SavedSearchAlert,
  tableName: 'saved_search_alert',
  indexes: [
    { name: 'saved_search_alert_email_idx', properties: ['email'] },
    // The daily sweep of alerts never confirmed.
    {
      name: 'saved_search_alert_unconfirmed_idx',
      expression:
        'create index "saved_search_alert_unconfirmed_idx" on "saved_search_alert" ("created_at") where "confirmed_at" is null',
    },
    // The daily sweep of lapsed alerts (12 months after confirming or keeping).
    {
      name: 'saved_search_alert_lapse_idx',
      expression:
        'create index "saved_search_alert_lapse_idx" on "saved_search_alert" ((coalesce("renewed_at", "confirmed_at"))) where "confirmed_at" is not null',
    },
  ],
  properties: {
    id: { type: 'uuid', primary: true },
    email: { type: 'string', length: 254 },
    filters: { type: 'json', columnType: 'jsonb' },
    frequency: { type: 'string', length: 10 },
    confirmedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    renewedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    lastDigestAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});
