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

/** The inbox's own fields: the team's notes and a reply to the sender. */
export const CONTACT_INBOX_LIMITS = { notes: 5000, reply: 10_000 } as const;

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
  /** The team's notes on the message (never sent). */
  notes: string | null = null;
  /** The admin who looks after it (an app_user id, no foreign key: a deleted admin leaves no name). */
  assigneeId: string | null = null;

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

/**
 * A reply the team sent from the inbox, kept on the message. Its mail (outbox key `contact-reply:<id>`)
 * goes to the sender with Reply-To the team's inbox, so their answer comes back to the team.
 */
export class ContactReply {
  id!: string;
  messageId!: string;
  /** No foreign key: the history keeps who wrote it after that account is gone. */
  authorId: string | null = null;
  authorName!: string;
  body!: string;
  createdAt!: Date;

  static write(
    input: { messageId: string; authorId: string; authorName: string; body: string },
    now = new Date(),
  ): ContactReply {
    return Object.assign(new ContactReply(), {
      id: randomUUID(),
      messageId: input.messageId,
      authorId: input.authorId,
      authorName: input.authorName,
      body: input.body.trim(),
      createdAt: now,
    });
  }

  mailKey(): string {
    return contactReplyMailKey(this.id);
  }
}

export function contactReplyMailKey(replyId: string): string {
  return `contact-reply:${replyId}`;
}

/** Outbox key prefixes of a message's two mails; the message id follows, so each is queued once, ever. */
export const CONTACT_MAIL_KEYS = {
  notification: 'contact-notification:',
  confirmation: 'contact-confirmation:',
} as const;

export function contactMailKey(kind: keyof typeof CONTACT_MAIL_KEYS, messageId: string): string {
  return `${CONTACT_MAIL_KEYS[kind]}${messageId}`;
}
