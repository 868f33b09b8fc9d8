import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { RefundPayment } from '../../billing';
import { MailOutbox } from '../../mail';
import type { ClaimRequest } from '../domain/claim-request';
import { ClaimAlreadyDecidedError, ClaimNotFoundError } from '../domain/claims.errors';
import { ClaimRepository } from './ports/claim.repository';

export interface RejectClaimInput {
  claimId: number;
  reviewerId: string;
  /** Why: sent to the claimant and kept on the claim. */
  notes: string;
}

/**
 * An admin rejects a claim (docs/product.md "Claims"), in one transaction with
 * the claim row locked: the payment made through the checkout is refunded
 * through the payment provider and its subscription ended (an unpaid checkout
 * is closed so it cannot be paid later), the claim is marked rejected with
 * reviewer, time and notes, the claimant is e-mailed the notes, and the
 * decision is audited. A rejected claim grants nothing: no account, no owner
 * link, no premium.
 *
 * The provider call happens under the lock, so an approval cannot slip in
 * between; its idempotency key names the claim, so a retry after a failure
 * (the transaction rolled back, nothing recorded) never refunds twice, and a
 * second rejection finds the claim rejected and answers 409 without calling
 * the provider at all.
 */
@Injectable()
export class RejectClaim {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly claims: ClaimRepository,
    private readonly refunds: RefundPayment,
    private readonly mail: MailOutbox,
    private readonly audit: AuditTrail,
    private readonly config: AppConfig,
  ) {}

  async execute(input: RejectClaimInput, now = new Date()): Promise<ClaimRequest> {
    return this.unitOfWork.transaction(async () => {
      const claim = await this.claims.findByIdForUpdate(input.claimId);
      if (!claim) throw new ClaimNotFoundError();
      if (claim.isApproved()) throw new ClaimAlreadyDecidedError('approved');
      if (claim.isRejected()) throw new ClaimAlreadyDecidedError('rejected');

      const before = { status: claim.status, paymentStatus: claim.paymentStatus };
      const target = claim.refundTarget();
      const refund = target
        ? await this.refunds.execute({
            ...target,
            idempotencyKey: `claim:${claim.id}:refund`,
            metadata: { claimId: String(claim.id) },
          })
        : null;
      if (refund?.refundId) claim.recordRefund({ refundId: refund.refundId, amount: refund.amountRefunded }, now);
      claim.reject({ reviewerId: input.reviewerId, notes: input.notes, at: now });
      await this.claims.save(claim);

      await this.mail.queue({
        template: 'claim-rejected',
        to: claim.email,
        data: {
          firstName: claim.firstName,
          schoolName: claim.schoolName,
          notes: input.notes,
          ...(claim.refundAmount ? { refundedCents: claim.refundAmount } : {}),
          ...(!claim.refundAmount && claim.paymentSource === 'manual' ? { paidOutsideCheckout: true } : {}),
        },
        key: `claim-rejected:${claim.id}`,
        // The mail invites a reply; the From address is a no-reply one, so replies go to the team (issue 36).
        replyTo: this.config.contactEmail,
      });
      await this.audit.record({
        actorId: input.reviewerId,
        action: 'claim.reject',
        targetType: 'school_claim_request',
        targetId: String(claim.id),
        before,
        after: {
          status: claim.status,
          notes: input.notes,
          refundId: claim.refundId,
          refundAmount: claim.refundAmount,
          subscriptionEnded: refund?.subscriptionId ?? null,
        },
      });
      return claim;
    });
  }
}
