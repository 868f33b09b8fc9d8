import { Module } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { processorProvider } from '../../../shared/queue';
import { MailRenderer } from '../application/mail-renderer';
import { Mailer } from '../application/ports/mailer';
import { FileMailer } from '../infrastructure/file-mailer';
import { SmtpMailer } from '../infrastructure/smtp-mailer';
import { MailModule } from '../mail.module';
import { MailOutboxRelay } from './mail-outbox.relay';
import { MailProcessor, mailWorkerSettings } from './mail.processor';
import { MAIL_QUEUE } from './mail.queue';
import { SendOutboxMail } from './send-outbox-mail';

/**
 * The sending side of mail (imported by worker.module.ts only): the `mail`
 * queue's processor, the outbox relay and the mailer. SMTP when SMTP_URL is
 * set; otherwise (development and tests only, config refuses it in
 * production) .eml files under MAIL_DIR.
 */
@Module({
  imports: [MailModule],
  providers: [
    MailRenderer,
    {
      provide: Mailer,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => (config.mail.smtpUrl ? new SmtpMailer(config) : new FileMailer(config)),
    },
    SendOutboxMail,
    processorProvider(MailProcessor, MAIL_QUEUE, mailWorkerSettings),
    MailOutboxRelay,
  ],
  exports: [MailRenderer],
})
export class MailJobsModule {}
