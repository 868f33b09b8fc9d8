export { LeadsModule } from './leads.module';
export { LeadsJobsModule } from './jobs/leads-jobs.module';
export { LeadSchema } from './infrastructure/lead.schema';
export { LeadActivitySchema } from './infrastructure/lead-activity.schema';
export { LeadCountSchema } from './infrastructure/lead-count.schema';
export {
  LeadNotificationSettingSchema,
  LeadSummarySentSchema,
} from './infrastructure/lead-notification-setting.schema';
export { RecordOpenHouseLead } from './application/record-open-house-lead';
export type { OpenHouseRsvpLead } from './application/record-open-house-lead';
export { LeadStatistics } from './infrastructure/lead-statistics';
export type {
  LeadDayCount,
  LeadDayRange,
  LeadTypeCount,
  SchoolLeadTotal,
  SchoolLeadWindow,
} from './infrastructure/lead-statistics';
