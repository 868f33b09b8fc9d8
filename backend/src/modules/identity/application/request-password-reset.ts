import { Injectable } from '@nestjs/common';
import { IssuePasswordLink } from './issue-password-link';
import { PasswordLinkMailer } from './ports/password-link-mailer';
import { UnitOfWork } from '../../../shared/database';
import { UserRepository } from './ports/user.repository';

/**
 * "Forgot password": when an active account has this e-mail, stores a one-hour
 * link and queues the e-mail in the same transaction. The caller always
 * answers the same way, so the form never reveals who has an account.
 */
@Injectable()
export class RequestPasswordReset {
  constructor(
    private readonly users: UserRepository,
    private readonly issueLink: IssuePasswordLink,
    private readonly mailer: PasswordLinkMailer,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(email: string, now = new Date()): Promise<void> {
    await this.unitOfWork.transaction(async () => {
      const user = await this.users.findByEmail(email);
      if (!user || !user.isActive) return;
      const issued = await this.issueLink.execute(user.id, 'reset', now);
      await this.mailer.sendPasswordReset({
        linkId: issued.linkId,
        to: user.email,
        firstName: user.firstName,
        url: issued.url,
        expiresInMinutes: issued.expiresInMinutes,
      });
    });
  }
}
