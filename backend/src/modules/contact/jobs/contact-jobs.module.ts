import { Module } from '@nestjs/common';
import { MailModule } from '../../mail';
import { ContactMailSentHook } from './contact-mail-sent.hook';

/** Worker side of contact: records when a message's mails went out. Imported by worker.module.ts only. */
@Module({
  imports: [MailModule],
  providers: [ContactMailSentHook],
})
export class ContactJobsModule {}
