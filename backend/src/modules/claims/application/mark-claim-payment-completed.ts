import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import type { ClaimRequest } from '../domain/claim-request';
import { ClaimNotFoundError, ClaimPaymentAlreadyCompletedError } from '../domain/claims.errors';
import { ClaimRepository } from './ports/claim.repository';

/**
 * The admin's 'Mark payment completed', for a payment made outside the
 * provider (docs/product.md "Claims"). Recorded as manual on the claim and in the audit
 * trail, so it is never mistaken for a provider-verified payment.
 */
@Injectable()
export class MarkClaimPaymentCompleted {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly claims: ClaimRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { claimId: number; adminId: string }, now = new Date()): Promise<ClaimRequest> {
    return this.unitOfWork.transaction(async () => {
      const claim = await this.claims.findByIdForUpdate(input.claimId);
      if (!claim) throw new ClaimNotFoundError();
      if (!claim.markPaidManually(now)) throw new ClaimPaymentAlreadyCompletedError();
      await this.claims.save(claim);
      await this.audit.record({
        actorId: input.adminId,
        action: 'claim.payment_marked_completed',
        targetType: 'school_claim_request',
        targetId: String(claim.id),
        before: { paymentStatus: 'pending' },
        after: { paymentStatus: claim.paymentStatus, paymentSource: claim.paymentSource },
      });
      return claim;
    });
  }
}
