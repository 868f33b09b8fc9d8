export type ClaimStatus = 'pending' | 'approved' | 'rejected';
export const CLAIM_STATUSES: readonly ClaimStatus[] = ['pending', 'approved', 'rejected'];
/**
 * `not_required`: the school the claim names already pays for its premium
 * listing (one subscription per school), so the claim is recorded without a
 * checkout and waits for the team's review like a paid one.
 */
export type ClaimPaymentStatus = 'pending' | 'completed' | 'not_required';
export const CLAIM_PAYMENT_STATUSES: readonly ClaimPaymentStatus[] = ['pending', 'completed', 'not_required'];
/** How the payment became completed: a verified provider webhook, or an admin's manual mark. */
export type ClaimPaymentSource = 'provider' | 'manual';

export interface ClaimSubmission {
  schoolName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  message: string;
  planId: number;
}

function sameSchoolName(a: string, b: string): boolean {
  const norm = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}

/** A payment given back through the provider (a rejected claim, or a co-owner whose school already pays). */
export interface ClaimRefund {
  refundId: string;
  /** Cents. */
  amount: number;
}

/**
 * A school representative's request to take over a listing (docs/product.md "Records"),
 * paid through a checkout and then approved or rejected by an admin
 * (docs/product.md "Claims": approval needs the payment completed; a claim is
 * decided once; a rejected claim grants nothing).
 */
export class ClaimRequest {
  id!: number;
  schoolName!: string;
  firstName!: string;
  lastName!: string;
  email!: string;
  phone!: string;
  position!: string;
  message!: string;
  planId: number | null = null;
  status: ClaimStatus = 'pending';
  stripeSessionId: string | null = null;
  stripeCustomerId: string | null = null;
  stripeSubscriptionId: string | null = null;
  paymentStatus: ClaimPaymentStatus = 'pending';
  paymentSource: ClaimPaymentSource | null = null;
  paymentCompletedAt: Date | null = null;
  userId: string | null = null;
  schoolId: number | null = null;
  adminNotes: string | null = null;
  reviewedBy: string | null = null;
  reviewedAt: Date | null = null;
  refundId: string | null = null;
  /** Cents given back. */
  refundAmount: number | null = null;
  refundedAt: Date | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();

  static submit(input: ClaimSubmission, now = new Date()): ClaimRequest {
    return Object.assign(new ClaimRequest(), {
      ...input,
      email: input.email.trim().toLowerCase(),
      createdAt: now,
      updatedAt: now,
    });
  }

  /**
   * A claim for a school that already pays: no plan, no checkout, nothing to
   * pay (the school keeps its one subscription); the team reviews it as it
   * would a paid one, with the co-owner banner (docs/product.md "Claims").
   */
  static submitWithoutPayment(input: Omit<ClaimSubmission, 'planId'>, now = new Date()): ClaimRequest {
    return Object.assign(new ClaimRequest(), {
      ...input,
      email: input.email.trim().toLowerCase(),
      paymentStatus: 'not_required',
      createdAt: now,
      updatedAt: now,
    });
  }

  /** An unpaid claim resent while its school pays: it needs no payment any more (its open checkout is dropped). */
  waivePayment(now = new Date()): void {
    if (this.isPaid()) return;
    this.paymentStatus = 'not_required';
    this.planId = null;
    this.updatedAt = now;
  }

  /**
   * A claimant who sends the same claim again while it is still unpaid (the
   * checkout failed, or they came back to pick another plan) resumes it
   * instead of creating a duplicate for the admins to sort out.
   */
  canBeResumedBy(input: Pick<ClaimSubmission, 'email' | 'schoolName'>, now = new Date()): boolean {
    return (
      this.status === 'pending' &&
      !this.isPaid() &&
      this.email === input.email.trim().toLowerCase() &&
      sameSchoolName(this.schoolName, input.schoolName) &&
      now.getTime() - this.createdAt.getTime() < ClaimRequest.RESUMABLE_FOR_MS
    );
  }

  /**
   * A resumed claim keeps the details first sent (the form is anonymous, so a
   * stranger who knows the e-mail must not rewrite them); only the plan may
   * change. The time marks a new checkout attempt.
   */
  resume(planId: number, now = new Date()): void {
    this.planId = planId;
    // Recorded without payment while the school paid; it no longer does, so this claim is paid for after all.
    if (this.paymentStatus === 'not_required') this.paymentStatus = 'pending';
    this.updatedAt = now;
  }

  /** How long an unpaid claim can be resumed: a day, as long as a checkout page stays open. */
  static readonly RESUMABLE_FOR_MS = 24 * 60 * 60 * 1000;

  isApproved(): boolean {
    return this.status === 'approved';
  }

  isRejected(): boolean {
    return this.status === 'rejected';
  }

  isDecided(): boolean {
    return this.status !== 'pending';
  }

  isPaid(): boolean {
    return this.paymentStatus === 'completed';
  }

  /** Recorded without payment because the school it names already pays. */
  needsNoPayment(): boolean {
    return this.paymentStatus === 'not_required';
  }

  /** Paid, or needing no payment: the team can decide it (approval waits for nothing else). */
  isReadyForReview(): boolean {
    return this.isPaid() || this.needsNoPayment();
  }

  recordCheckoutSession(sessionId: string): void {
    this.stripeSessionId = sessionId;
  }

  /**
   * A verified `checkout.session.completed`: idempotent, and it never undoes a manual mark.
   * True when this event is what made the claim paid (the team is told once).
   */
  recordProviderPayment(input: { customerId: string | null; subscriptionId: string | null; at: Date }): boolean {
    this.stripeCustomerId = input.customerId ?? this.stripeCustomerId;
    this.stripeSubscriptionId = input.subscriptionId ?? this.stripeSubscriptionId;
    if (this.isPaid()) return false;
    this.paymentStatus = 'completed';
    this.paymentSource = 'provider';
    this.paymentCompletedAt = input.at;
    return true;
  }

  /** The admin's 'Mark payment completed' for a payment made outside the provider. False when already completed. */
  markPaidManually(at: Date): boolean {
    if (this.isReadyForReview()) return false;
    this.paymentStatus = 'completed';
    this.paymentSource = 'manual';
    this.paymentCompletedAt = at;
    return true;
  }

  approve(input: { reviewerId: string; userId: string; schoolId: number; notes?: string | null; at: Date }): void {
    this.status = 'approved';
    this.userId = input.userId;
    this.schoolId = input.schoolId;
    this.reviewedBy = input.reviewerId;
    this.reviewedAt = input.at;
    if (input.notes) this.adminNotes = input.notes;
  }

  /** Rejected with the admin's notes: no account, no school, no premium (docs/product.md "Claims"). */
  reject(input: { reviewerId: string; notes: string; at: Date }): void {
    this.status = 'rejected';
    this.reviewedBy = input.reviewerId;
    this.reviewedAt = input.at;
    this.adminNotes = input.notes;
  }

  /** The provider gave the payment back; recorded once (a retry answers the same refund). */
  recordRefund(refund: ClaimRefund, at: Date): void {
    if (this.refundId) return;
    this.refundId = refund.refundId;
    this.refundAmount = refund.amount;
    this.refundedAt = at;
  }

  /**
   * What to give back through the provider: the claim's subscription once the
   * webhook named it, else its checkout (the provider finds a paid one's
   * subscription and closes an unpaid one), or nothing without either.
   */
  refundTarget(): { subscriptionId: string } | { checkoutSessionId: string } | null {
    if (this.stripeSubscriptionId) return { subscriptionId: this.stripeSubscriptionId };
    if (this.stripeSessionId) return { checkoutSessionId: this.stripeSessionId };
    return null;
  }
}
