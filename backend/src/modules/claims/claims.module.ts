import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { BillingModule } from '../billing';
import { BillingJobsModule } from '../billing/adapters';
import { DirectoryModule } from '../directory';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { ApproveClaim } from './application/approve-claim';
import { ClaimConflicts } from './application/claim-conflicts';
import { MarkClaimPaymentCompleted } from './application/mark-claim-payment-completed';
import { ClaimRepository } from './application/ports/claim.repository';
import { RecordClaimPayment } from './application/record-claim-payment';
import { RejectClaim } from './application/reject-claim';
import { SubmitClaim } from './application/submit-claim';
import { AdminClaimsController } from './http/admin-claims.controller';
import { ClaimsController } from './http/claims.controller';
import { ClaimReads } from './infrastructure/claim-reads';
import { MikroOrmClaimRepository } from './infrastructure/mikro-orm-claim.repository';

/**
 * Claim requests: the public claim form and its checkout, the payment recorded
 * from the provider's webhook, and the admin's approval or rejection (with a
 * refund through billing's payment port). Each use case runs in
 * one `UnitOfWork` transaction; the school, account, subscription, audit and
 * mail writes it needs go through their modules' use cases and join it.
 * Imported by the web app and, through ClaimsJobsModule, by the worker, where
 * RecordClaimPayment listens to completed checkouts.
 */
@Module({
  imports: [AuditModule, BillingModule, DirectoryModule, IdentityModule, MailModule],
  controllers: [ClaimsController, AdminClaimsController],
  providers: [
    { provide: ClaimRepository, useClass: MikroOrmClaimRepository },
    SubmitClaim,
    RecordClaimPayment,
    ApproveClaim,
    RejectClaim,
    MarkClaimPaymentCompleted,
    ClaimConflicts,
    ClaimReads,
  ],
  exports: [ApproveClaim, MarkClaimPaymentCompleted, ClaimReads],
})
export class ClaimsModule {}

/** The worker's claims part: only the listener that records claim payments from the payment events billing's jobs apply. */
@Module({
  imports: [BillingJobsModule, MailModule],
  providers: [{ provide: ClaimRepository, useClass: MikroOrmClaimRepository }, RecordClaimPayment],
})
export class ClaimsJobsModule {}
