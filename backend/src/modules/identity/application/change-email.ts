import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import {
  EmailTakenError,
  InvalidPasswordLinkError,
  SameEmailError,
  WrongCurrentPasswordError,
} from '../domain/identity.errors';
import { PASSWORD_LINK_TTL_MS, hashPasswordLinkToken } from '../domain/password-link';
import { normalizeEmail } from '../domain/user';
import { IssuePasswordLink } from './issue-password-link';
import { PasswordHasher } from './ports/password-hasher';
import { PasswordLinkMailer } from './ports/password-link-mailer';
import { PasswordLinkRepository } from './ports/password-link.repository';
import { UserRepository } from './ports/user.repository';

const TAKEN = 'Another account already uses this e-mail address';

/**
 * The signed-in person asks to sign in with another address: the current password is asked again (an open
 * session alone cannot move the account), and a one-time `email` link goes to the new address. Nothing
 * changes until that link is used (ConfirmEmailChange).
 */
@Injectable()
export class RequestEmailChange {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly issueLink: IssuePasswordLink,
    private readonly mailer: PasswordLinkMailer,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(
    input: { userId: string; newEmail: string; currentPassword: string },
    now = new Date(),
  ): Promise<string> {
    const newEmail = normalizeEmail(input.newEmail);
    const user = await this.users.findById(input.userId);
    const matches = user?.passwordHash ? await this.hasher.verify(user.passwordHash, input.currentPassword) : false;
    if (!user || !user.isActive || !matches) throw new WrongCurrentPasswordError();
    if (newEmail === user.email) throw new SameEmailError();
    await this.unitOfWork.transaction(async () => {
      if (await this.users.findByEmail(newEmail)) throw new EmailTakenError(TAKEN, 'newEmail');
      const issued = await this.issueLink.execute(user.id, 'email', now, newEmail);
      await this.mailer.sendEmailChangeLink({
        linkId: issued.linkId,
        to: newEmail,
        firstName: user.firstName,
        url: issued.url,
        expiresInHours: PASSWORD_LINK_TTL_MS.email / 3_600_000,
      });
    });
    return newEmail;
  }
}

/**
 * The link mailed to the new address was opened: the account's address becomes it, every other unused
 * link of the account dies (a reset link mailed to the old address included), the old address is told,
 * and `user.email_changed` is audited. Sessions stay: the person is the same.
 */
@Injectable()
export class ConfirmEmailChange {
  constructor(
    private readonly users: UserRepository,
    private readonly links: PasswordLinkRepository,
    private readonly mailer: PasswordLinkMailer,
    private readonly audit: AuditTrail,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(token: string, now = new Date()): Promise<string> {
    return this.unitOfWork.transaction(async () => {
      const link = await this.links.findByTokenHashForUpdate(hashPasswordLinkToken(token));
      if (!link || !link.isUsable(now) || link.purpose !== 'email' || !link.newEmail) {
        throw new InvalidPasswordLinkError();
      }
      const user = await this.users.findById(link.userId);
      if (!user || !user.isActive) throw new InvalidPasswordLinkError();
      const taken = await this.users.findByEmail(link.newEmail);
      if (taken && taken.id !== user.id) throw new EmailTakenError(TAKEN, 'token');
      const oldEmail = user.email;
      link.markUsed(now);
      await this.links.save(link);
      await this.links.invalidateAllForUser(user.id, now);
      user.changeEmail(link.newEmail, now);
      await this.users.save(user);
      await this.mailer.sendEmailChanged({
        linkId: link.id,
        to: oldEmail,
        firstName: user.firstName,
        newEmail: user.email,
      });
      await this.audit.record(
        {
          actorId: user.id,
          action: 'user.email_changed',
          targetType: 'app_user',
          targetId: user.id,
          before: { email: oldEmail },
          after: { email: user.email },
        },
        now,
      );
      return user.email;
    });
  }
}
