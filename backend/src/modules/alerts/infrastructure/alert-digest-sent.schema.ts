import { EntitySchema } from '@mikro-orm/core';
import { AlertDigestSent } from '../domain/alert-digest-sent';

/** The never-twice rule: the primary key (alert, period) admits one digest run per alert and period. */
export const AlertDigestSentSchema = new EntitySchema<AlertDigestSent>({
  class: AlertDigestSent,
  tableName: 'alert_digest_sent',
  properties: {
    alertId: {
      kind: 'm:1',
      entity: 'SavedSearchAlert',
      mapToPk: true,
      primary: true,
      fieldName: 'alert_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
    },
    periodKey: { type: 'string', length: 20, primary: true },
    sentAt: { type: 'Date', columnType: 'timestamptz' },
    items: { type: 'integer' },
  },
});
