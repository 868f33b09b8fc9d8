import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { UnitOfWork } from '../../../shared/database';
import { MailOutbox } from '../../mail';
import { ContactMessage, contactMailKey } from '../domain/contact-message';
import { contactSubjectLabel, type ContactSubject } from '../domain/contact-subject';
import { ContactMessageRepository } from './ports/contact-message.repository';

export interface ContactMessageInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  subject: ContactSubject;
  message: string;
}

/**
 * Stores the message and its two outbox mails in one transaction: once this
 * returns, the message is safe in PostgreSQL and will be mailed (a notification
 * to the site inbox, replying to the sender, and a confirmation to the sender)
 * whether or not Redis or the mail server is up right now.
 */
@Injectable()
export class SubmitContactMessage {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly messages: ContactMessageRepository,
    private readonly mail: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  async execute(input: ContactMessageInput): Promise<ContactMessage> {
    const message = ContactMessage.create(input);
    const subject = contactSubjectLabel(message.subject);
    await this.unitOfWork.transaction(async () => {
      await this.messages.add(message);
      await this.mail.queue({
        template: 'contact-notification',
        to: this.config.mail.contactInbox,
        replyTo: message.email,
        key: contactMailKey('notification', message.id),
        data: {
          firstName: message.firstName,
          lastName: message.lastName,
          email: message.email,
          ...(message.phone ? { phone: message.phone } : {}),
          subject,
          message: message.message,
        },
      });
      await this.mail.queue({
        template: 'contact-confirmation',
        to: message.email,
        key: contactMailKey('confirmation', message.id),
        data: { firstName: message.firstName, subject, message: message.message },
      });
    });
    return message;
  }
}
