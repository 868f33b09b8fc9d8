import { Injectable, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../../config';
import {
  PaymentEventListeners,
  type CheckoutCompletedEvent,
  type CheckoutCompletedListener,
  type CheckoutOwner,
} from '../../billing';
import { MailOutbox } from '../../mail';
import { ClaimRepository } from './ports/claim.repository';
import { claimAwaitingReviewMail } from './team-review-notice';

/**
 * A verified `checkout.session.completed` for a claim: payment completed, the
 * provider's customer and subscription recorded. Runs inside the worker's
 * event transaction with the claim row locked, the same lock approval takes,
 * so whichever of the two comes second sees the other: an already approved
 * claim hands its school to billing, which links the subscription to it.
 * The payment that makes an undecided claim reviewable tells the team inbox,
 * in the same transaction (the outbox: never lost, once per claim).
 */
@Injectable()
export class RecordClaimPayment implements CheckoutCompletedListener, OnModuleInit {
  constructor(
    private readonly listeners: PaymentEventListeners,
    private readonly claims: ClaimRepository,
    private readonly mail: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.listeners.onCheckoutCompleted(this);
  }

  async onCheckoutCompleted(event: CheckoutCompletedEvent): Promise<CheckoutOwner | null> {
    const claimId = event.metadata.claimId;
    if (!claimId || !/^\d+$/.test(claimId)) return null;
    const claim = await this.claims.findByIdForUpdate(Number(claimId));
    if (!claim) return null;
    const becamePaid = claim.recordProviderPayment({
      customerId: event.customerId,
      subscriptionId: event.subscriptionId,
      at: event.occurredAt,
    });
    claim.stripeSessionId ??= event.checkoutSessionId;
    await this.claims.save(claim);
    if (becamePaid && !claim.isDecided()) await this.mail.queue(claimAwaitingReviewMail(claim, this.config));
    return claim.isApproved() ? { schoolId: claim.schoolId, userId: claim.userId } : null;
  }
}
