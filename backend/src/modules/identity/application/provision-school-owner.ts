import { Injectable } from '@nestjs/common';
import { SchoolOwner } from '../domain/school-owner';
import { User } from '../domain/user';
import { SchoolOwnerRepository } from './ports/school-owner.repository';
import { UserRepository } from './ports/user.repository';

export interface ProvisionedOwner {
  userId: string;
  /** True when the account was created now (it has no password yet: send it a set-password link). */
  created: boolean;
}

/**
 * Claim approval's identity step (docs/product.md "Claims"): finds the account by
 * e-mail or creates it as `school_admin`, promotes a plain `user`, and links
 * the school through an active `school_owner` row. Idempotent; joins the
 * caller's transaction.
 */
@Injectable()
export class ProvisionSchoolOwner {
  constructor(
    private readonly users: UserRepository,
    private readonly owners: SchoolOwnerRepository,
  ) {}

  async execute(
    input: { email: string; firstName?: string | null; lastName?: string | null; schoolId: number },
    now = new Date(),
  ): Promise<ProvisionedOwner> {
    let user = await this.users.findByEmail(input.email);
    const created = !user;
    if (!user) {
      user = User.create(
        { email: input.email, firstName: input.firstName, lastName: input.lastName, role: 'school_admin' },
        now,
      );
    } else {
      user.promoteToSchoolAdmin(now);
    }
    await this.users.save(user);

    const link = await this.owners.find(user.id, input.schoolId);
    if (link) link.activate(now);
    await this.owners.save(link ?? SchoolOwner.create(user.id, input.schoolId, now));
    return { userId: user.id, created };
  }
}
