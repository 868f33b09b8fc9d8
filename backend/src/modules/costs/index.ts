export { CostsModule } from './costs.module';
export type { CostSchedule, CostScheduleInput, TuitionBand } from './domain/cost-schedule';
export type { ScholarshipRules } from './domain/opportunity-scholarship';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { CostScheduleSchema } from './infrastructure/cost-schedule.schema';
export { ScholarshipRulesSchema } from './infrastructure/scholarship-rules.schema';
