import { Injectable, OnModuleInit } from '@nestjs/common';
import { MailSentHooks, type MailSent } from '../../mail';
import { ContactMessageRepository } from '../application/ports/contact-message.repository';
import { CONTACT_MAIL_KEYS } from '../domain/contact-message';

/**
 * Records on the contact message when each of its mails went out, in the
 * worker's transaction that marks the mail sent.
 */
@Injectable()
export class ContactMailSentHook implements OnModuleInit {
  constructor(
    private readonly hooks: MailSentHooks,
    private readonly messages: ContactMessageRepository,
  ) {}

  onModuleInit(): void {
    this.hooks.register(CONTACT_MAIL_KEYS.notification, (sent) => this.record(sent, 'notification'));
    this.hooks.register(CONTACT_MAIL_KEYS.confirmation, (sent) => this.record(sent, 'confirmation'));
  }

  private async record(sent: MailSent, mail: 'notification' | 'confirmation'): Promise<void> {
    const id = sent.key.slice(sent.key.indexOf(':') + 1);
    await this.messages.recordMailSent(id, mail, sent.sentAt);
  }
}
