export { CorrectionsModule } from './corrections.module';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { SchoolCorrectionSchema } from './infrastructure/school-correction.schema';
