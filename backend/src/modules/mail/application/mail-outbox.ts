import type { TemplateName } from '../domain/mail-template';

export interface QueuedMail {
  template: TemplateName;
  to: string;
  /** Fields of the template (see MailTemplateData); links absolute, built from AppConfig.publicUrl. */
  data: Record<string, unknown>;
  replyTo?: string;
  /**
   * The sender's display name, when the mail speaks for someone other than the product (a school's reply to
   * a family: docs/decisions/lead-replies.md). The address stays MAIL_FROM's, so SPF and DKIM hold.
   */
  fromName?: string;
  /** Unique per logical mail, e.g. `password-reset:{tokenId}`: a repeated key is stored (and sent) once. */
  key: string;
}

/**
 * How every module sends e-mail. `queue` writes an outbox row inside the
 * transaction the caller has open (call it within `UnitOfWork.transaction(...)`
 * from `shared/database`; it throws outside one); once that transaction commits
 * the mail is handed to the `mail` queue, and the worker's relay catches
 * anything the queue did not take. Nothing is sent if the transaction rolls back.
 */
export abstract class MailOutbox {
  abstract queue(mail: QueuedMail): Promise<void>;

  /**
   * Many mails at once, as `queue` each (same transaction rule, a repeated key
   * stored once); the outbox may write them in one statement and hand them to
   * the queue in one call (the alert digests queue thousands per run).
   * `bulk`: mails nobody waits for at once (digests); they are sent after
   * every other queued mail, at the queue's steady pace.
   */
  async queueMany(mails: QueuedMail[], _options: { bulk?: boolean } = {}): Promise<void> {
    for (const mail of mails) await this.queue(mail);
  }
}
