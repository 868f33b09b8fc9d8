import { Module } from '@nestjs/common';
import { MailModule } from '../../mail';
import { ContactMessageRepository } from '../application/ports/contact-message.repository';
import { MikroOrmContactMessageRepository } from '../infrastructure/mikro-orm-contact-message.repository';
import { ContactMailSentHook } from './contact-mail-sent.hook';

/** Worker side of contact: records when a message's mails went out. Imported by worker.module.ts only. */
@Module({
  imports: [MailModule],
  providers: [{ provide: ContactMessageRepository, useClass: MikroOrmContactMessageRepository }, ContactMailSentHook],
})
export class ContactJobsModule {}
