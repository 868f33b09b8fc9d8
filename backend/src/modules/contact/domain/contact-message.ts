import { randomUUID } from 'node:crypto';
import type { ContactSubject } from './contact-subject';

/** Where a message stands in the admin's inbox. */
export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export function isContactStatus(value: unknown): value is ContactStatus {
  return typeof value === 'string' && (CONTACT_STATUSES as readonly string[]).includes(value);
}

/** Field limits, shared by the request DTO and the table. */
export const CONTACT_LIMITS = { name: 50, email: 254, phone: 30, message: 5000, messageMin: 10 } as const;

/**
 * A message sent through the contact form. Stored before anything is mailed,
 * so an accepted message survives a queue or mail-server outage; the two
 * `…SentAt` fields record when its mails actually went out.
 */
export class ContactMessage {
  id!: string;
  firstName!: string;
  lastName!: string;
  email!: string;
  phone: string | null = null;
  subject!: ContactSubject;
  message!: string;
  createdAt!: Date;
  /** When the notification reached the site inbox's mail server. */
  notificationSentAt: Date | null = null;
  /** When the sender's confirmation went out. */
  confirmationSentAt: Date | null = null;
  /** The admin's inbox state: every message starts new. */
  status: ContactStatus = 'new';

  static create(input: {
    firstName: string;
    lastName: string;
    email: string;
    phone?: string | null;
    subject: ContactSubject;
    message: string;
  }): ContactMessage {
    return Object.assign(new ContactMessage(), {
      id: randomUUID(),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email.trim(),
      phone: input.phone?.trim() || null,
      subject: input.subject,
      message: input.message.trim(),
      status: 'new',
      createdAt: new Date(),
    });
  }
}

/** Outbox key prefixes of a message's two mails; the message id follows, so each is queued once, ever. */
export const CONTACT_MAIL_KEYS = {
  notification: 'contact-notification:',
  confirmation: 'contact-confirmation:',
} as const;

export function contactMailKey(kind: keyof typeof CONTACT_MAIL_KEYS, messageId: string): string {
  return `${CONTACT_MAIL_KEYS[kind]}${messageId}`;
}
