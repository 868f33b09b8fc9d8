export { ClaimsModule, ClaimsJobsModule } from './claims.module';
export { ApproveClaim } from './application/approve-claim';
export type { ApproveClaimInput, ApprovedClaim, NewSchoolFromClaim } from './application/approve-claim';
export { MarkClaimPaymentCompleted } from './application/mark-claim-payment-completed';
export { ClaimRequestSchema } from './infrastructure/claim-request.schema';
