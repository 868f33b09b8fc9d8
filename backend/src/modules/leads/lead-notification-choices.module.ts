import { Module } from '@nestjs/common';
import { LeadNotificationChoices } from './application/ports/lead-notification-choices';
import { MikroOrmLeadNotificationStore } from './infrastructure/mikro-orm-lead-notification.store';
import { SqlLeadNotificationChoices } from './infrastructure/sql-lead-notification-choices';

/**
 * The owners' notification choice for other modules (reviews), read only, without leads' routes or use
 * cases: imported by the web app's and the worker's modules that notify owners.
 */
@Module({
  providers: [
    MikroOrmLeadNotificationStore,
    { provide: LeadNotificationChoices, useClass: SqlLeadNotificationChoices },
  ],
  exports: [LeadNotificationChoices],
})
export class LeadNotificationChoicesModule {}
