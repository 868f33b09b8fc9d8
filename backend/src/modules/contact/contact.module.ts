import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { ContactMessageRepository } from './application/ports/contact-message.repository';
import { ReplyToContactMessage, UpdateContactMessage } from './application/manage-contact-message';
import { RetryContactMail } from './application/retry-contact-mail';
import { SetContactMessageStatus } from './application/set-contact-message-status';
import { SubmitContactMessage } from './application/submit-contact-message';
import { AdminContactMessagesController } from './http/admin-contact-messages.controller';
import { ContactController } from './http/contact.controller';
import { ContactInboxReads } from './infrastructure/contact-inbox-reads';
import { MikroOrmContactMessageRepository } from './infrastructure/mikro-orm-contact-message.repository';

@Module({
  imports: [MailModule, AuditModule, IdentityModule],
  controllers: [ContactController, AdminContactMessagesController],
  providers: [
    { provide: ContactMessageRepository, useClass: MikroOrmContactMessageRepository },
    SubmitContactMessage,
    SetContactMessageStatus,
    RetryContactMail,
    UpdateContactMessage,
    ReplyToContactMessage,
    ContactInboxReads,
  ],
})
export class ContactModule {}
