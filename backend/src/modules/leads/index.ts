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
