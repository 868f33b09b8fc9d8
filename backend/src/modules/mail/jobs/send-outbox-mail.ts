import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { MailRenderer } from '../application/mail-renderer';
import { MailSentHooks } from '../application/mail-sent-hooks';
import { Mailer } from '../application/ports/mailer';
import { senderWithName } from '../domain/mail-address';
import { MikroOrmOutboxRepository } from '../infrastructure/mikro-orm-outbox.repository';

export type SendOutcome = 'sent' | 'already-sent' | 'missing';

/**
 * Sends one outbox mail at most once: the row is locked and re-read, skipped
 * when already sent, and marked sent (with the owner's hooks) in the same
 * transaction. Only a crash between the server accepting the mail and that
 * commit can send it twice. It is the mail processor's work, so it lives
 * beside it and uses the outbox table directly, as the queue and relay do.
 */
@Injectable()
export class SendOutboxMail {
  private readonly logger = new Logger('SendOutboxMail');

  constructor(
    private readonly outbox: MikroOrmOutboxRepository,
    private readonly renderer: MailRenderer,
    private readonly mailer: Mailer,
    private readonly hooks: MailSentHooks,
    private readonly config: AppConfig,
  ) {}

  async execute(outboxId: string): Promise<SendOutcome> {
    return this.outbox.withLockedMail(outboxId, async (mail) => {
      if (mail === null) {
        // The transaction that queued it rolled back (or the row was deleted): nothing to send.
        this.logger.warn(`Mail ${outboxId} not found; skipped`);
        return 'missing';
      }
      if (mail.sentAt) return 'already-sent';

      const content = this.renderer.render(mail.template, mail.data);
      await this.mailer.send({
        from: senderWithName(this.config.mail.from, mail.fromName),
        to: mail.recipient,
        replyTo: mail.replyTo ?? undefined,
        ...content,
        messageId: `<${mail.id}@${new URL(this.config.publicUrl).hostname || 'localhost'}>`,
      });
      mail.sentAt = new Date();
      mail.attempts += 1;
      mail.lastError = null;
      await this.hooks.run({ key: mail.key, sentAt: mail.sentAt });
      return 'sent';
    });
  }

  /** Remembers why an attempt failed; `final` marks the mail failed so the relay stops re-queuing it. */
  async recordFailure(outboxId: string, error: unknown, final: boolean): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    await this.outbox.recordFailure(outboxId, message, final);
  }
}
