import { EntitySchema } from '@mikro-orm/core';
import { ContactMessage } from '../domain/contact-message';

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
  },
});
