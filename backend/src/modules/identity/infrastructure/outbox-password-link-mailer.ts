import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { MailOutbox } from '../../mail';
import { PasswordLinkMailer } from '../application/ports/password-link-mailer';

/** The reset e-mail through the mail module's outbox, inside the transaction that stored the link. */
@Injectable()
export class OutboxPasswordLinkMailer extends PasswordLinkMailer {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {
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

  async sendInvitation(mail: {
    key: string;
    to: string;
    firstName: string | null;
    invitedAs: string;
    url: string;
    setsPassword: boolean;
    expiresInHours?: number;
  }): Promise<void> {
    await this.outbox.queue({
      template: 'account-invitation',
      to: mail.to,
      key: mail.key,
      data: {
        ...(mail.firstName ? { firstName: mail.firstName } : {}),
        invitedAs: mail.invitedAs,
        actionUrl: mail.url,
        ...(mail.setsPassword ? { setsPassword: true } : {}),
        ...(mail.expiresInHours ? { expiresInHours: mail.expiresInHours } : {}),
      },
    });
  }

  async sendEmailChangeLink(mail: {
    linkId: string;
    to: string;
    firstName: string | null;
    url: string;
    expiresInHours: number;
  }): Promise<void> {
    await this.outbox.queue({
      template: 'email-change-confirm',
      to: mail.to,
      key: `email-change-confirm:${mail.linkId}`,
      data: {
        ...(mail.firstName ? { firstName: mail.firstName } : {}),
        newEmail: mail.to,
        confirmUrl: mail.url,
        expiresInHours: mail.expiresInHours,
      },
    });
  }

  async sendEmailChanged(mail: {
    linkId: string;
    to: string;
    firstName: string | null;
    newEmail: string;
  }): Promise<void> {
    await this.outbox.queue({
      template: 'email-changed',
      to: mail.to,
      key: `email-changed:${mail.linkId}`,
      data: {
        ...(mail.firstName ? { firstName: mail.firstName } : {}),
        newEmail: mail.newEmail,
        contactUrl: `${this.config.publicUrl}/contact`,
      },
    });
  }
}
