import { randomUUID } from 'node:crypto';
import type { TemplateName } from './mail-template';

/**
 * One e-mail to send, stored in the caller's transaction. The row is the truth:
 * a job in Redis only says "look at row {id}", so a lost queue loses nothing
 * and a repeated job sends nothing twice (`sentAt` is checked first).
 */
export class OutboxMail {
  id!: string;
  /** Unique per logical mail (e.g. `password-reset:{tokenId}`): queuing the same key twice stores one row. */
  key!: string;
  template!: TemplateName;
  recipient!: string;
  replyTo: string | null = null;
  /** The sender's display name instead of MAIL_FROM's (same address); null: MAIL_FROM as configured. */
  fromName: string | null = null;
  data!: Record<string, unknown>;
  createdAt!: Date;
  /** Last time the mail was handed to the queue; the relay re-queues it when sending takes too long. */
  queuedAt: Date | null = null;
  sentAt: Date | null = null;
  attempts = 0;
  lastError: string | null = null;
  /** Set when every attempt failed; the job stays in the queue's failed list for inspection. */
  failedAt: Date | null = null;

  static create(input: {
    key: string;
    template: TemplateName;
    recipient: string;
    replyTo?: string;
    fromName?: string;
    data: Record<string, unknown>;
  }): OutboxMail {
    return Object.assign(new OutboxMail(), {
      id: randomUUID(),
      key: input.key,
      template: input.template,
      recipient: input.recipient,
      replyTo: input.replyTo ?? null,
      fromName: input.fromName ?? null,
      data: input.data,
      createdAt: new Date(),
    });
  }
}
