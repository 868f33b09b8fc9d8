import { Injectable } from '@nestjs/common';
import { UserNotFoundError } from '../domain/identity.errors';
import { IssuePasswordLink, type IssuedPasswordLink } from './issue-password-link';
import { UserRepository } from './ports/user.repository';

/**
 * The first-password link for an account an admin created (claim approval).
 * Call it inside the caller's transaction; the caller puts `url` in its own
 * e-mail (`claim-approved`), so the person gets one message, not two.
 */
@Injectable()
export class IssueSetPasswordLink {
  constructor(
    private readonly users: UserRepository,
    private readonly issueLink: IssuePasswordLink,
  ) {}

  async execute(userId: string, now = new Date()): Promise<IssuedPasswordLink & { expiresInHours: number }> {
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFoundError();
    const issued = await this.issueLink.execute(user.id, 'set', now);
    return { ...issued, expiresInHours: issued.expiresInMinutes / 60 };
  }
}
