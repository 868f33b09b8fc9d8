import { Module } from '@nestjs/common';
import { BillingModule } from '../billing';
import { DirectoryModule } from '../directory';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { ModerationModule } from '../moderation';
import { ApproveClaim } from './application/approve-claim';
import { MarkClaimPaymentCompleted } from './application/mark-claim-payment-completed';
import { RecordClaimPayment } from './application/record-claim-payment';
import { SubmitClaim } from './application/submit-claim';
import { AdminClaimsController } from './http/admin-claims.controller';
import { ClaimsController } from './http/claims.controller';
import { ClaimReads } from './infrastructure/claim-reads';

/**
 * Claim requests: the public claim form and its checkout, the payment recorded
 * from the provider's webhook, and the admin's approval. Use cases are
 * transaction scripts over the EntityManager (the mail outbox and the audit
 * trail join the caller's transaction through it). Imported by the web app and,
 * through ClaimsJobsModule, by the worker, where RecordClaimPayment listens to
 * completed checkouts.
 */
@Module({
  imports: [BillingModule, DirectoryModule, IdentityModule, MailModule, ModerationModule],
  controllers: [ClaimsController, AdminClaimsController],
  providers: [SubmitClaim, RecordClaimPayment, ApproveClaim, MarkClaimPaymentCompleted, ClaimReads],
  exports: [ApproveClaim, MarkClaimPaymentCompleted],
})
export class ClaimsModule {}

/** The worker's claims part: only the listener that records claim payments from payment events. */
@Module({
  imports: [BillingModule],
  providers: [RecordClaimPayment],
})
export class ClaimsJobsModule {}
