export { ModerationModule } from './moderation.module';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { PendingSchoolChangeSchema } from './infrastructure/pending-school-change.schema';
