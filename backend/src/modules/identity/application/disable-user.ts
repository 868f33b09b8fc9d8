import { Injectable } from '@nestjs/common';
import { UserNotFoundError } from '../domain/identity.errors';
import { SessionRegistry } from './ports/session-registry';
import { UnitOfWork } from '../../../shared/database';
import { UserRepository } from './ports/user.repository';

/** Disables an account and ends all of its sessions at once (sign-in refuses it from then on). */
@Injectable()
export class DisableUser {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRegistry,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(userId: string, now = new Date()): Promise<void> {
    await this.unitOfWork.transaction(async () => {
      const user = await this.users.findById(userId);
      if (!user) throw new UserNotFoundError();
      user.disable(now);
      await this.users.save(user);
      await this.sessions.revokeAllForUser(user.id);
    });
  }
}
