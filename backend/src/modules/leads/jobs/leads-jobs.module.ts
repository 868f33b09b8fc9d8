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
import { MikroOrmLeadNotificationStore } from '../infrastructure/mikro-orm-lead-notification.store';
import { MikroOrmLeadRepository } from '../infrastructure/mikro-orm-lead.repository';
import { OutboxLeadMailer } from '../infrastructure/outbox-lead-mailer';
import { LEADS_QUEUE, LeadRetentionProcessor, leadRetentionWorkerSettings } from './lead-retention.processor';

/**
 * The worker's lead jobs: the daily retention run and the owners' daily summaries. Imported by
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
    EraseExpiredLeads,
    SendLeadSummaries,
    processorProvider(LeadRetentionProcessor, LEADS_QUEUE, leadRetentionWorkerSettings),
  ],
  exports: [EraseExpiredLeads, SendLeadSummaries],
})
export class LeadsJobsModule {}
