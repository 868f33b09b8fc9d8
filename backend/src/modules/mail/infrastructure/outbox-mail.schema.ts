import { EntitySchema } from '@mikro-orm/core';
import { OutboxMail } from '../domain/outbox-mail';

export const OutboxMailSchema = new EntitySchema<OutboxMail>({
  class: OutboxMail,
  tableName: 'mail_outbox',
  indexes: [
    {
      name: 'mail_outbox_pending_idx',
      expression:
        'create index "mail_outbox_pending_idx" on "mail_outbox" ("created_at") where "sent_at" is null and "failed_at" is null',
    },
  ],
  properties: {
    id: { type: 'uuid', primary: true },
    key: { type: 'text', unique: true },
    template: { type: 'text' },
    recipient: { type: 'text' },
    replyTo: { type: 'text', nullable: true },
    fromName: { type: 'text', nullable: true },
    data: { type: 'json' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
    queuedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    sentAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    attempts: { type: 'integer', default: 0 },
    lastError: { type: 'text', nullable: true },
    failedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
});
