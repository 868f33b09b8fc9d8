export { LeadsModule } from './leads.module';
export { LeadSchema } from './infrastructure/lead.schema';
export { LeadActivitySchema } from './infrastructure/lead-activity.schema';
export { LeadCountSchema } from './infrastructure/lead-count.schema';
export {
  LeadNotificationSettingSchema,
  LeadSummarySentSchema,
} from './infrastructure/lead-notification-setting.schema';
export { LeadReplySchema, LeadReplyTemplateSchema } from './infrastructure/lead-reply.schema';
export { LeadResponseTimeSchema } from './infrastructure/lead-response-time.schema';
export { RecordOpenHouseLead } from './application/record-open-house-lead';
export type { OpenHouseRsvpLead } from './application/record-open-house-lead';
// Read-only: the owners' choice of mails at once or a daily summary, for reviews (leads stays the only writer).
export { LeadNotificationChoicesModule } from './lead-notification-choices.module';
export { LeadNotificationChoices } from './application/ports/lead-notification-choices';
export type { LeadNotificationMode } from './domain/lead-notification';
// The public forms' robot check (honeypot and minimum fill time), shared with corrections' form.
export { spamReasonOf } from './domain/lead-form';
