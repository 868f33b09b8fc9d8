import { EntitySchema } from '@mikro-orm/core';
import { ContactMessage, ContactReply } from '../domain/contact-message';

export const ContactMessageSchema = new EntitySchema<ContactMessage>({
  class: ContactMessage,
  tableName: 'contact_message',
  properties: {
    id: { type: 'uuid', primary: true },
    firstName: { type: 'string', length: 50 },
    lastName: { type: 'string', length: 50 },
    email: { type: 'string', length: 254 },
    phone: { type: 'string', length: 30, nullable: true },
    subject: { type: 'string', length: 30 },
    message: { type: 'text' },
    createdAt: { type: 'Date', columnType: 'timestamptz', index: 'contact_message_created_at_idx' },
    notificationSentAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    confirmationSentAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    status: { type: 'string', length: 20, default: 'new' },
    notes: { type: 'text', nullable: true },
    assigneeId: { type: 'text', nullable: true },
  },
});

/** `contact_reply`: the team's replies, added only, oldest first on their message. */
export const ContactReplySchema = new EntitySchema<ContactReply>({
  class: ContactReply,
  tableName: 'contact_reply',
  properties: {
    id: { type: 'uuid', primary: true },
    messageId: {
      kind: 'm:1',
      entity: 'ContactMessage',
      mapToPk: true,
      fieldName: 'message_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
    },
    authorId: { type: 'text', nullable: true },
    authorName: { type: 'string', length: 255 },
    body: { type: 'text' },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
  indexes: [{ name: 'contact_reply_message_id_created_at_idx', properties: ['messageId', 'createdAt'] }],
});
