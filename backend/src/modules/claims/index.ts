export { ClaimsModule, ClaimsJobsModule } from './claims.module';
// Read only: the admin header's count of claims waiting for a decision (moderation's review queue).
export { ClaimReads } from './infrastructure/claim-reads';
// MikroORM mappings, listed by the composition root (backend/src/entities.ts)
export { ClaimRequestSchema } from './infrastructure/claim-request.schema';
