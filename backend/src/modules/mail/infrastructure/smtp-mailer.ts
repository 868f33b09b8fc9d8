import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../../../config';
import { Mailer, type OutgoingMail } from '../application/ports/mailer';

/** Sends over SMTP_URL (e.g. smtp://mailpit:1025, smtps://user:pass@smtp.example.com). */
@Injectable()
export class SmtpMailer extends Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(config: AppConfig) {
    super();
    this.transport = nodemailer.createTransport(config.mail.smtpUrl, {
      // A hung server must fail the attempt (and be retried), not block the worker.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail(toNodemailer(mail));
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}

export function toNodemailer(mail: OutgoingMail): nodemailer.SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: mail.headers,
    // Content given as text by a template (never a path or URL: see the two flags below).
    attachments: mail.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    // Plain addresses only: nodemailer must not read files or URLs named in the content.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
