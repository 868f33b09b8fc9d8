import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import { MailSentHooks, type MailSent } from '../../mail';
import { CONTACT_MAIL_KEYS, ContactMessage } from '../domain/contact-message';

/**
 * Records on the contact message when each of its mails went out, in the
 * worker's transaction that marks the mail sent.
 */
@Injectable()
export class ContactMailSentHook implements OnModuleInit {
  constructor(private readonly hooks: MailSentHooks) {}

  onModuleInit(): void {
    this.hooks.register(CONTACT_MAIL_KEYS.notification, (em, sent) => this.record(em, sent, 'notificationSentAt'));
    this.hooks.register(CONTACT_MAIL_KEYS.confirmation, (em, sent) => this.record(em, sent, 'confirmationSentAt'));
  }

  private async record(
    em: EntityManager,
    sent: MailSent,
    field: 'notificationSentAt' | 'confirmationSentAt',
  ): Promise<void> {
    const id = sent.key.slice(sent.key.indexOf(':') + 1);
    await em.nativeUpdate(ContactMessage, { id }, { [field]: sent.sentAt });
  }
}
