import { Module } from '@nestjs/common';
import { MailModule } from '../mail';
import { SubmitContactMessage } from './application/submit-contact-message';
import { ContactController } from './http/contact.controller';

@Module({
  imports: [MailModule],
  controllers: [ContactController],
  providers: [SubmitContactMessage],
})
export class ContactModule {}
