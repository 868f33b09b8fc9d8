import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { UserNotFoundError } from '../domain/identity.errors';
import { UserRepository } from './ports/user.repository';

/** Lets a disabled account sign in again (its old sessions stay ended). */
@Injectable()
export class EnableUser {
  constructor(
    private readonly users: UserRepository,
    private readonly audit: AuditTrail,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: { actorId: string; userId: string }, now = new Date()): Promise<void> {
    await this.unitOfWork.transaction(async () => {
      const user = await this.users.findById(input.userId);
      if (!user) throw new UserNotFoundError();
      if (user.isActive) return;
      user.enable(now);
      await this.users.save(user);
      await this.audit.record(
        {
          actorId: input.actorId,
          action: 'user.enabled',
          targetType: 'app_user',
          targetId: user.id,
          before: { isActive: false },
          after: { isActive: true },
        },
        now,
      );
    });
  }
}
