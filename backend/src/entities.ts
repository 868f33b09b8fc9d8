import type { EntitySchema } from '@mikro-orm/core';
import {
  AnalyticsDailySchema,
  AnalyticsEventSchema,
  AnalyticsHourlySchema,
  AnalyticsRollupStateSchema,
  AnalyticsSaltSchema,
  AnalyticsSearchDailySchema,
  AnalyticsSearchSchema,
} from './modules/analytics';
import { AlertDigestSentSchema, SavedSearchAlertSchema } from './modules/alerts';
import { ArticleSchema, FormerArticleSlugSchema } from './modules/articles';
import { AuditEntrySchema } from './modules/audit';
import {
  PremiumCompSchema,
  SchoolSubscriptionSchema,
  StoredPaymentEventSchema,
  SubscriptionPlanSchema,
} from './modules/billing';
import { ClaimRequestSchema } from './modules/claims';
import { ContactMessageSchema, ContactReplySchema } from './modules/contact';
import { ValleyPlaceSchema } from './modules/catalogue';
import { CostScheduleSchema, ScholarshipRulesSchema } from './modules/costs';
import { FormerSchoolSlugSchema, SchoolSchema } from './modules/directory';
import { PasswordLinkSchema, SchoolOwnerSchema, StoredSessionSchema, UserSchema } from './modules/identity';
import { OutboxMailSchema } from './modules/mail';
import { PendingSchoolChangeSchema } from './modules/moderation';
import {
  LeadActivitySchema,
  LeadCountSchema,
  LeadNotificationSettingSchema,
  LeadReplySchema,
  LeadReplyTemplateSchema,
  LeadResponseTimeSchema,
  LeadSchema,
  LeadSummarySentSchema,
} from './modules/leads';
import { NeighborhoodSchema } from './modules/neighborhoods';
import { OpenHouseRsvpSchema, OpenHouseSchema } from './modules/open-houses';
import { SandboxObjectSchema } from './modules/payment-sandbox';
import {
  ReviewActivityDaySchema,
  ReviewHelpfulVoteSchema,
  ReviewReportSchema,
  ReviewSchema,
  ReviewSummarySentSchema,
} from './modules/reviews';
import { SchoolCorrectionSchema } from './modules/corrections';
import { ListingConfirmationSchema, ListingReminderSchema } from './modules/listing-confirmations';

/**
 * Every mapped schema, each from its module's index.ts, listed by hand (no
 * globbing). The composition roots hand this list to shared/database, which
 * knows no module: `app.module.ts` and `worker.module.ts`
 * (`DatabaseModule.forRoot`), the CLI scripts, the tests' set-up and the bench
 * scripts (`createOrmConfig`). A new module adds its schemas here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ENTITIES: EntitySchema<any>[] = [
  NeighborhoodSchema,
  SchoolSchema,
  ArticleSchema,
  OutboxMailSchema,
  ContactMessageSchema,
  ContactReplySchema,
  UserSchema,
  SchoolOwnerSchema,
  PasswordLinkSchema,
  StoredSessionSchema,
  SubscriptionPlanSchema,
  SchoolSubscriptionSchema,
  PremiumCompSchema,
  StoredPaymentEventSchema,
  SandboxObjectSchema,
  LeadSchema,
  LeadActivitySchema,
  LeadCountSchema,
  LeadNotificationSettingSchema,
  LeadSummarySentSchema,
  LeadReplySchema,
  LeadReplyTemplateSchema,
  LeadResponseTimeSchema,
  OpenHouseSchema,
  OpenHouseRsvpSchema,
  CostScheduleSchema,
  ScholarshipRulesSchema,
  ClaimRequestSchema,
  PendingSchoolChangeSchema,
  AuditEntrySchema,
  FormerSchoolSlugSchema,
  ValleyPlaceSchema,
  FormerArticleSlugSchema,
  AnalyticsEventSchema,
  AnalyticsSearchSchema,
  AnalyticsHourlySchema,
  AnalyticsDailySchema,
  AnalyticsSearchDailySchema,
  AnalyticsSaltSchema,
  AnalyticsRollupStateSchema,
  SavedSearchAlertSchema,
  AlertDigestSentSchema,
  ReviewSchema,
  ReviewReportSchema,
  ReviewHelpfulVoteSchema,
  ReviewSummarySentSchema,
  ReviewActivityDaySchema,
  SchoolCorrectionSchema,
  ListingConfirmationSchema,
  ListingReminderSchema,
];
