import { Injectable } from '@nestjs/common';

export interface MailSent {
  /** The key the mail was queued with, e.g. `contact-notification:{messageId}`. */
  key: string;
  sentAt: Date;
}

export type MailSentHook = (sent: MailSent) => Promise<void>;

/**
 * Lets a module record that one of its mails went out, in the same transaction
 * that marks the outbox row sent: a hook's repositories join that transaction
 * as they join any other (MikroORM's async-local context). Hooks are matched by
 * key prefix and run in the worker process, so register them from a module the
 * worker imports.
 */
@Injectable()
export class MailSentHooks {
  private readonly hooks: { prefix: string; hook: MailSentHook }[] = [];

  register(keyPrefix: string, hook: MailSentHook): void {
    this.hooks.push({ prefix: keyPrefix, hook });
  }

  async run(sent: MailSent): Promise<void> {
    for (const { prefix, hook } of this.hooks) if (sent.key.startsWith(prefix)) await hook(sent);
  }
}
