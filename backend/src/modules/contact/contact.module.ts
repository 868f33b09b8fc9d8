import { Module } from '@nestjs/common';
import { MailModule } from '../mail';
import { ContactMessageRepository } from './application/ports/contact-message.repository';
import { SubmitContactMessage } from './application/submit-contact-message';
import { ContactController } from './http/contact.controller';
import { MikroOrmContactMessageRepository } from './infrastructure/mikro-orm-contact-message.repository';

@Module({
  imports: [MailModule],
  controllers: [ContactController],
  providers: [{ provide: ContactMessageRepository, useClass: MikroOrmContactMessageRepository }, SubmitContactMessage],
})
export class ContactModule {}
