import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import type { SessionUser } from '../../identity';
import type { LeadNotificationMode } from '../domain/lead-notification';
import { LeadAccess } from './lead-access';
import { LeadNotificationStore } from './ports/lead-notification.store';

/** The school dashboard's 'Notify me of new leads and RSVPs' setting: the school's owners and admins. */
@Injectable()
export class LeadNotificationSettings {
  constructor(
    private readonly access: LeadAccess,
    private readonly store: LeadNotificationStore,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async get(user: SessionUser, schoolId: number): Promise<LeadNotificationMode> {
    await this.access.assertCanManage(user, schoolId);
    return this.store.modeOf(schoolId);
  }

  async set(user: SessionUser, schoolId: number, mode: LeadNotificationMode, now = new Date()) {
    await this.access.assertCanManage(user, schoolId);
    await this.unitOfWork.transaction(() => this.store.setMode(schoolId, mode, now));
    return mode;
  }
}
