export { AlertsModule } from './alerts.module';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { SavedSearchAlertSchema } from './infrastructure/saved-search-alert.schema';
export { AlertDigestSentSchema } from './infrastructure/alert-digest-sent.schema';
