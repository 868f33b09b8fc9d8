import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { AuditTrail } from '../../moderation';
import { ClaimRequest } from '../domain/claim-request';
import { ClaimNotFoundError, ClaimPaymentAlreadyCompletedError } from '../domain/claims.errors';

/**
 * The admin's 'Mark payment completed', for a payment made outside the
 * provider (DECISIONS.md). Recorded as manual on the claim and in the audit
 * trail, so it is never mistaken for a provider-verified payment.
 */
@Injectable()
export class MarkClaimPaymentCompleted {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { claimId: number; adminId: string }, now = new Date()): Promise<ClaimRequest> {
    return this.em.transactional(async (em) => {
      const claim = await em.findOne(ClaimRequest, { id: input.claimId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!claim) throw new ClaimNotFoundError();
      if (!claim.markPaidManually(now)) throw new ClaimPaymentAlreadyCompletedError();
      await em.flush();
      await this.audit.record(em, {
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
