import { Injectable } from '@nestjs/common';
import { MailOutbox } from '../../mail';
import { PasswordLinkMailer } from '../application/ports/password-link-mailer';

/** The reset e-mail through the mail module's outbox, inside the transaction that stored the link. */
@Injectable()
export class OutboxPasswordLinkMailer extends PasswordLinkMailer {
  constructor(private readonly outbox: MailOutbox) {
    super();
  }

  async sendPasswordReset(mail: {
    linkId: string;
    to: string;
    firstName: string | null;
    url: string;
    expiresInMinutes: number;
    sentByTeam?: boolean;
  }): Promise<void> {
    await this.outbox.queue({
      template: 'password-reset',
      to: mail.to,
      key: `password-reset:${mail.linkId}`,
      data: {
        ...(mail.firstName ? { firstName: mail.firstName } : {}),
        resetUrl: mail.url,
        expiresInMinutes: mail.expiresInMinutes,
        ...(mail.sentByTeam ? { sentByTeam: true } : {}),
      },
    });
  }
}
