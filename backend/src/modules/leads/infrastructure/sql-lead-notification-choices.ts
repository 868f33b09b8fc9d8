import { Injectable } from '@nestjs/common';
import { LeadNotificationChoices } from '../application/ports/lead-notification-choices';
import type { LeadNotificationMode } from '../domain/lead-notification';
import { MikroOrmLeadNotificationStore } from './mikro-orm-lead-notification.store';

/** The store's own read of the setting (one query, the caller's transaction), behind the read-only port. */
@Injectable()
export class SqlLeadNotificationChoices extends LeadNotificationChoices {
  constructor(private readonly store: MikroOrmLeadNotificationStore) {
    super();
  }

  modeOf(schoolId: number): Promise<LeadNotificationMode> {
    return this.store.modeOf(schoolId);
  }
}
