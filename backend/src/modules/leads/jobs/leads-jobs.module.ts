import { Module } from '@nestjs/common';
import { QueueModule, processorProvider } from '../../../shared/queue';
import { MailModule } from '../../mail';
import { EraseExpiredLeads } from '../application/erase-expired-leads';
import { LeadMailer } from '../application/ports/lead-mailer';
import { LeadRepository } from '../application/ports/lead.repository';
import { MikroOrmLeadRepository } from '../infrastructure/mikro-orm-lead.repository';
import { OutboxLeadMailer } from '../infrastructure/outbox-lead-mailer';
import { LEADS_QUEUE, LeadRetentionProcessor, leadRetentionWorkerSettings } from './lead-retention.processor';

/**
 * The worker's lead jobs: the daily retention run. Imported by
 * worker.module.ts only; it wires just what retention needs, so the worker
 * does not load the inbox's controllers or the sign-in machinery.
 */
@Module({
  imports: [MailModule, QueueModule.registerQueues(LEADS_QUEUE)],
  providers: [
    { provide: LeadRepository, useClass: MikroOrmLeadRepository },
    { provide: LeadMailer, useClass: OutboxLeadMailer },
    EraseExpiredLeads,
    processorProvider(LeadRetentionProcessor, LEADS_QUEUE, leadRetentionWorkerSettings),
  ],
  exports: [EraseExpiredLeads],
})
export class LeadsJobsModule {}
