import { Module } from '@nestjs/common';
import { QueueModule, processorProvider } from '../../../shared/queue';
import { SchoolOwnerContacts } from '../../identity';
import { SqlSchoolOwnerContacts } from '../../identity/adapters';
import { MailModule } from '../../mail';
import { EraseExpiredLeads } from '../application/erase-expired-leads';
import { LeadMailer } from '../application/ports/lead-mailer';
import { LeadNotificationStore } from '../application/ports/lead-notification.store';
import { LeadRepository } from '../application/ports/lead.repository';
import { SendLeadSummaries } from '../application/send-lead-summaries';
import { RefreshResponseTimes } from '../application/refresh-response-times';
import { ResponseTimes } from '../application/ports/response-times';
import { MikroOrmResponseTimes } from '../infrastructure/mikro-orm-response-times';
import { MikroOrmLeadNotificationStore } from '../infrastructure/mikro-orm-lead-notification.store';
import { MikroOrmLeadRepository } from '../infrastructure/mikro-orm-lead.repository';
import { OutboxLeadMailer } from '../infrastructure/outbox-lead-mailer';
import { LEADS_QUEUE, LeadRetentionProcessor, leadRetentionWorkerSettings } from './lead-retention.processor';

/**
 * The worker's lead jobs: the daily retention run, the owners' daily summaries and the hourly response times. Imported by
 * worker.module.ts only; it wires just what retention needs, so the worker
 * does not load the inbox's controllers or the sign-in machinery.
 */
@Module({
  imports: [MailModule, QueueModule.registerQueues(LEADS_QUEUE)],
  providers: [
    { provide: LeadRepository, useClass: MikroOrmLeadRepository },
    { provide: LeadMailer, useClass: OutboxLeadMailer },
    { provide: LeadNotificationStore, useClass: MikroOrmLeadNotificationStore },
    // identity's read of a school's owners (a plain query), provided here so the worker does not load identity's module.
    { provide: SchoolOwnerContacts, useClass: SqlSchoolOwnerContacts },
    { provide: ResponseTimes, useClass: MikroOrmResponseTimes },
    EraseExpiredLeads,
    SendLeadSummaries,
    RefreshResponseTimes,
    processorProvider(LeadRetentionProcessor, LEADS_QUEUE, leadRetentionWorkerSettings),
  ],
  exports: [EraseExpiredLeads, SendLeadSummaries, RefreshResponseTimes],
})
export class LeadsJobsModule {}
