import { randomUUID } from 'node:crypto';
import type { LeadActor } from './lead-activity';

/** Field limits of a reply and of an owner's saved template, shared by the request DTOs and the tables. */
export const LEAD_REPLY_LIMITS = {
  body: 10_000,
  templateName: 80,
  templateBody: 10_000,
  templatesPerOwner: 50,
} as const;

export const LEAD_REPLY_MESSAGES = {
  body: 'Please write a reply',
  bodyTooLong: `The reply must be at most ${LEAD_REPLY_LIMITS.body.toLocaleString('en-US')} characters`,
  templateName: 'Please name the template',
  templateNameTooLong: `The template name must be at most ${LEAD_REPLY_LIMITS.templateName} characters`,
  templateBody: 'Please write the template text',
  templateBodyTooLong: `The template text must be at most ${LEAD_REPLY_LIMITS.templateBody.toLocaleString('en-US')} characters`,
} as const;

/**
 * A reply the school sent from the lead inbox, kept on the lead (the thread: the family's request, then every
 * reply, oldest first). Its mail (outbox key `lead-reply:<id>`) goes to the family with the school's name as
 * sender name and Reply-To the owner who wrote it, so the family's answer lands in the owner's own mailbox.
 * Personal data under the lead's retention: erasure blanks the body and forgets the mail; the row and its
 * time stay for the response-time figures.
 */
export class LeadReply {
  id!: string;
  leadId!: string;
  /** No foreign key: the thread keeps who wrote it after that account is gone. */
  authorId: string | null = null;
  authorName!: string;
  body!: string;
  createdAt!: Date;

  static write(input: { leadId: string; author: LeadActor; body: string }, now: Date): LeadReply {
    return Object.assign(new LeadReply(), {
      id: randomUUID(),
      leadId: input.leadId,
      authorId: input.author.userId,
      authorName: input.author.name,
      body: input.body.trim(),
      createdAt: now,
    });
  }

  mailKey(): string {
    return leadReplyMailKey(this.id);
  }
}

/** One mail per reply, ever: a retried request or a double click stores and sends it once. */
export function leadReplyMailKey(replyId: string): string {
  return `lead-reply:${replyId}`;
}

/**
 * A reply an owner saved to use again ('Thank you for your interest…'), their own: no other owner of the
 * school sees it. `{firstName}` and `{schoolName}` in the text are filled in when it is put in a reply.
 */
export class LeadReplyTemplate {
  id!: string;
  ownerId!: string;
  name!: string;
  body!: string;
  createdAt!: Date;
  updatedAt!: Date;

  static create(input: { ownerId: string; name: string; body: string }, now: Date): LeadReplyTemplate {
    return Object.assign(new LeadReplyTemplate(), {
      id: randomUUID(),
      ownerId: input.ownerId,
      name: input.name.trim(),
      body: input.body.trim(),
      createdAt: now,
      updatedAt: now,
    });
  }

  change(input: { name?: string; body?: string }, now: Date): void {
    if (input.name !== undefined) this.name = input.name.trim();
    if (input.body !== undefined) this.body = input.body.trim();
    this.updatedAt = now;
  }
}
