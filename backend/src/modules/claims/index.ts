export { ClaimsModule, ClaimsJobsModule } from './claims.module';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { ClaimRequestSchema } from './infrastructure/claim-request.schema';
