export { ClaimsModule, ClaimsJobsModule } from './claims.module';
// Read only: the admin header's count of claims waiting for a decision (moderation's review queue).
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { ClaimRequestSchema } from './infrastructure/claim-request.schema';
