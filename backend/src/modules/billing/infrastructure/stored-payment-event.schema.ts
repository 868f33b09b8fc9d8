import { EntitySchema } from '@mikro-orm/core';
import { StoredPaymentEvent } from '../domain/stored-payment-event';

export const StoredPaymentEventSchema = new EntitySchema<StoredPaymentEvent>({
  class: StoredPaymentEvent,
  tableName: 'payment_event',
  properties: {
    id: { type: 'string', length: 255, primary: true },
    type: { type: 'string', length: 100 },
    payload: { type: 'json' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
    receivedAt: { type: 'Date', columnType: 'timestamptz' },
    queuedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    processedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    outcome: { type: 'string', length: 20, nullable: true },
  },
  indexes: [
    // The relay's scan: only events still to apply.
    {
      name: 'payment_event_pending_idx',
      expression:
        'create index "payment_event_pending_idx" on "payment_event" ("received_at") where "processed_at" is null',
    },
  ],
});
