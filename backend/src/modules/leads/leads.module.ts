import { Module } from '@nestjs/common';
import { HttpRules } from '../../shared/http';
import { CatalogueCoreModule } from '../catalogue';
import { DirectoryModule } from '../directory';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { AddLeadNote } from './application/add-lead-note';
import { ChangeLeadStatus } from './application/change-lead-status';
import { EraseLead } from './application/erase-lead';
import { LeadAccess } from './application/lead-access';
import { MarkLeadSpam } from './application/mark-lead-spam';
import { LeadNotificationSettings } from './application/lead-notification-settings';
import { LeadReplyTemplates } from './application/lead-reply-templates';
import { LeadReplyStore } from './application/ports/lead-reply.store';
import { ResponseTimes } from './application/ports/response-times';
import { ReplyToLead, RetryLeadReplyMail } from './application/reply-to-lead';
import { LeadMailer } from './application/ports/lead-mailer';
import { LeadNotificationStore } from './application/ports/lead-notification.store';
import { LeadRepository } from './application/ports/lead.repository';
import { RecordOpenHouseLead } from './application/record-open-house-lead';
import { SubmitLead } from './application/submit-lead';
import { AdminLeadsController } from './http/admin-leads.controller';
import { LeadNotificationsController } from './http/lead-notifications.controller';
import { LeadsController } from './http/leads.controller';
import { SchoolLeadsController } from './http/school-leads.controller';
import { LeadReads } from './infrastructure/lead-reads';
import { MikroOrmLeadReplyStore } from './infrastructure/mikro-orm-lead-reply.store';
import { MikroOrmResponseTimes } from './infrastructure/mikro-orm-response-times';
import { MikroOrmLeadNotificationStore } from './infrastructure/mikro-orm-lead-notification.store';
import { MikroOrmLeadRepository } from './infrastructure/mikro-orm-lead.repository';
import { OutboxLeadMailer } from './infrastructure/outbox-lead-mailer';

/**
 * Families' requests to premium schools and the schools' lead inbox (issue
 * 17). The web app's side; the worker's retention job is LeadsJobsModule.
 */
@Module({
  imports: [DirectoryModule, CatalogueCoreModule, IdentityModule, MailModule],
  controllers: [LeadsController, SchoolLeadsController, LeadNotificationsController, AdminLeadsController],
  providers: [
    { provide: LeadRepository, useClass: MikroOrmLeadRepository },
    { provide: LeadMailer, useClass: OutboxLeadMailer },
    { provide: LeadNotificationStore, useClass: MikroOrmLeadNotificationStore },
    { provide: LeadReplyStore, useClass: MikroOrmLeadReplyStore },
    { provide: ResponseTimes, useClass: MikroOrmResponseTimes },
    LeadReads,
    LeadNotificationSettings,
    LeadAccess,
    SubmitLead,
    ChangeLeadStatus,
    AddLeadNote,
    MarkLeadSpam,
    EraseLead,
    RecordOpenHouseLead,
    ReplyToLead,
    RetryLeadReplyMail,
    LeadReplyTemplates,
  ],
  exports: [RecordOpenHouseLead],
})
export class LeadsModule {
  constructor(rules: HttpRules) {
    // The directory's 'Replies within a day' and the school page's response time read school_response_time,
    // the view of lead_response_time: changed figures clear the cached answers and pages (change triggers:
    // Migration20270210090000_response_time_notify; claimed-ness comes from school_owner, declared by catalogue).
    rules.publicAnswersReadFrom('lead_response_time');
  }
}
