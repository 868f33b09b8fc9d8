import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { AlreadyInvitedError, EmailTakenError, UnknownSchoolError, UserStateError } from '../domain/identity.errors';
import { PASSWORD_LINK_TTL_MS } from '../domain/password-link';
import { SchoolOwner } from '../domain/school-owner';
import { User, normalizeEmail } from '../domain/user';
import { AccountChecks } from './ports/account-checks';
import { IssuePasswordLink } from './issue-password-link';
import { PasswordLinkMailer } from './ports/password-link-mailer';
import { SchoolOwnerRepository } from './ports/school-owner.repository';
import { UserRepository } from './ports/user.repository';

export type Invitation =
  | { role: 'admin'; email: string; firstName?: string | null; lastName?: string | null }
  | { role: 'school_admin'; schoolId: number; email: string; firstName?: string | null; lastName?: string | null };

/**
 * An admin invites a new admin, or a person to manage a school (its second owner): the account is
 * created without a password (or, for a school, an existing account gets the school), and the person
 * is e-mailed a one-time link to choose a password (`invite`, a week; the password-link mechanism
 * every link of the product uses). An account that already has a password is sent to the sign-in
 * page instead. Account, link, mail and `user.invited` audit entry commit together.
 */
@Injectable()
export class InviteUser {
  constructor(
    private readonly users: UserRepository,
    private readonly owners: SchoolOwnerRepository,
    private readonly checks: AccountChecks,
    private readonly issueLink: IssuePasswordLink,
    private readonly mailer: PasswordLinkMailer,
    private readonly audit: AuditTrail,
    private readonly unitOfWork: UnitOfWork,
    private readonly config: AppConfig,
  ) {}

  async execute(input: { actorId: string; invitation: Invitation }, now = new Date()): Promise<{ userId: string }> {
    const invitation = input.invitation;
    const email = normalizeEmail(invitation.email);
    return this.unitOfWork.transaction(async () => {
      let user = await this.users.findByEmail(email);
      let invitedAs: string;
      if (invitation.role === 'admin') {
        if (user) {
          throw new EmailTakenError('An account with this e-mail already exists: change its role in the list instead');
        }
        user = User.create(
          { email, role: 'admin', firstName: invitation.firstName, lastName: invitation.lastName },
          now,
        );
        invitedAs = `an administrator of ${this.config.appName}`;
      } else {
        const schoolName = await this.checks.schoolName(invitation.schoolId);
        if (schoolName === null) throw new UnknownSchoolError();
        if (user && !user.isActive) {
          throw new UserStateError('This account is disabled: enable it before inviting it');
        }
        user ??= User.create(
          { email, role: 'school_admin', firstName: invitation.firstName, lastName: invitation.lastName },
          now,
        );
        user.promoteToSchoolAdmin(now);
        await this.users.save(user);
        const link = await this.owners.find(user.id, invitation.schoolId);
        if (link?.isActive) throw new AlreadyInvitedError('This person already manages this school');
        if (link) link.activate(now);
        await this.owners.save(link ?? SchoolOwner.create(user.id, invitation.schoolId, now));
        invitedAs = `an owner of ${schoolName}`;
      }
      await this.users.save(user);

      if (user.passwordHash === null) {
        const issued = await this.issueLink.execute(user.id, 'invite', now);
        await this.mailer.sendInvitation({
          key: `account-invitation:${issued.linkId}`,
          to: user.email,
          firstName: user.firstName,
          invitedAs,
          url: issued.url,
          setsPassword: true,
          expiresInHours: PASSWORD_LINK_TTL_MS.invite / 3_600_000,
        });
      } else {
        await this.mailer.sendInvitation({
          key: `account-invitation:${user.id}:${invitation.role === 'school_admin' ? invitation.schoolId : 'admin'}:${now.getTime()}`,
          to: user.email,
          firstName: user.firstName,
          invitedAs,
          url: `${this.config.publicUrl}/login`,
          setsPassword: false,
        });
      }
      await this.audit.record(
        {
          actorId: input.actorId,
          action: 'user.invited',
          targetType: 'app_user',
          targetId: user.id,
          after: {
            email: user.email,
            role: user.role,
            ...(invitation.role === 'school_admin' ? { schoolId: invitation.schoolId } : {}),
          },
        },
        now,
      );
      return { userId: user.id };
    });
  }
}
