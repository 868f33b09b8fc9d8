import type { AppConfig } from '../../../config';
import type { QueuedMail } from '../../mail';
import type { ClaimRequest } from '../domain/claim-request';

/**
 * The team inbox's 'Claim waiting for review' (issue 36): claimants were
 * promised a decision within 24-48 hours, so the team hears of a claim as soon
 * as it can be decided: paid through the checkout, or recorded without payment
 * because its school already pays. Keyed by the claim: told once, whatever
 * retries or resubmissions follow.
 */
export function claimAwaitingReviewMail(claim: ClaimRequest, config: AppConfig): QueuedMail {
  return {
    template: 'claim-awaiting-review',
    to: config.mail.contactInbox,
    data: {
      schoolName: claim.schoolName,
      claimantName: `${claim.firstName} ${claim.lastName}`,
      claimantEmail: claim.email,
      position: claim.position,
      payment: claim.needsNoPayment()
        ? 'No payment needed: the school already has a premium subscription'
        : 'Paid through the checkout',
      reviewUrl: `${config.publicUrl}/admin-dashboard?tab=claims`,
    },
    key: `claim-awaiting-review:${claim.id}`,
  };
}
