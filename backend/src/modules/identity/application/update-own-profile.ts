import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { UserNotFoundError } from '../domain/identity.errors';
import { UserRepository } from './ports/user.repository';
import { toSessionUser, type SessionUser } from './session-user';

/** The signed-in person's own name (the profile page); blank is none. Audited as `user.profile_updated`. */
@Injectable()
export class UpdateOwnProfile {
  constructor(
    private readonly users: UserRepository,
    private readonly audit: AuditTrail,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(
    input: { userId: string; firstName: string | null; lastName: string | null },
    now = new Date(),
  ): Promise<SessionUser> {
    return this.unitOfWork.transaction(async () => {
      const user = await this.users.findById(input.userId);
      if (!user || !user.isActive) throw new UserNotFoundError();
      const before = { firstName: user.firstName, lastName: user.lastName };
      const after = { firstName: input.firstName?.trim() || null, lastName: input.lastName?.trim() || null };
      if (before.firstName === after.firstName && before.lastName === after.lastName) return toSessionUser(user);
      user.rename(after.firstName, after.lastName, now);
      await this.users.save(user);
      await this.audit.record(
        { actorId: user.id, action: 'user.profile_updated', targetType: 'app_user', targetId: user.id, before, after },
        now,
      );
      return toSessionUser(user);
    });
  }
}
