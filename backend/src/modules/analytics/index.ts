export { AnalyticsModule } from './analytics.module';
export { RollUpAnalytics } from './application/roll-up-analytics';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export {
  AnalyticsDailySchema,
  AnalyticsEventSchema,
  AnalyticsHourlySchema,
  AnalyticsRollupStateSchema,
  AnalyticsSaltSchema,
  AnalyticsSearchDailySchema,
  AnalyticsSearchSchema,
} from './infrastructure/analytics.schemas';
