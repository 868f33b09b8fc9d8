import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { UserNotFoundError, UserStateError } from '../domain/identity.errors';
import { IssuePasswordLink } from './issue-password-link';
import { PasswordLinkMailer } from './ports/password-link-mailer';
import { UserRepository } from './ports/user.repository';

/**
 * An admin sends a person a new one-time link to set their password (the
 * first link expired, or they lost it): a 'set' link (72 hours) in the usual
 * password-link mail, stored with the link and the audit entry in one
 * transaction. Earlier links stay valid until they expire or one is used.
 */
@Injectable()
export class ResendSetPasswordLink {
  constructor(
    private readonly users: UserRepository,
    private readonly issueLink: IssuePasswordLink,
    private readonly mailer: PasswordLinkMailer,
    private readonly audit: AuditTrail,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: { actorId: string; userId: string }, now = new Date()): Promise<void> {
    await this.unitOfWork.transaction(async () => {
      const user = await this.users.findById(input.userId);
      if (!user) throw new UserNotFoundError();
      if (!user.isActive) throw new UserStateError('This account is disabled: enable it before sending a link');
      const issued = await this.issueLink.execute(user.id, 'set', now);
      await this.mailer.sendPasswordReset({
        linkId: issued.linkId,
        to: user.email,
        firstName: user.firstName,
        url: issued.url,
        expiresInMinutes: issued.expiresInMinutes,
        sentByTeam: true,
      });
      await this.audit.record(
        {
          actorId: input.actorId,
          action: 'user.password_link_sent',
          targetType: 'app_user',
          targetId: user.id,
          after: { expiresAt: issued.expiresAt.toISOString() },
        },
        now,
      );
    });
  }
}
