import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { UnitOfWork } from '../../../shared/database';
import { OneSubscriptionPerSchool, StartCheckout, SubscriptionPlans, type PlanInterval } from '../../billing';
import { SchoolLookup } from '../../directory';
import { MailOutbox } from '../../mail';
import { ClaimRequest, type ClaimSubmission } from '../domain/claim-request';
import { ClaimRepository } from './ports/claim.repository';
import { claimAwaitingReviewMail } from './team-review-notice';

export type ClaimInput = Omit<ClaimSubmission, 'planId'> & { planType: PlanInterval };

/**
 * `POST /api/schools/claim-with-subscription`: stores the claim (pending,
 * payment pending) and queues the 'claim received' e-mail in one transaction,
 * then opens a checkout for the chosen plan. The same claimant sending the
 * same claim again while it is unpaid (say the checkout call failed) resumes
 * that claim: no duplicate claim, no second 'claim received' mail. The
 * checkout's idempotency key names the claim and this submission, so the
 * SDK's own retries never open a second checkout, while a later attempt is
 * not answered with the provider's stored failure of an earlier one. The
 * payment counts only when the provider's verified webhook reports it.
 *
 * One subscription per school (docs/decisions/one-subscription-per-school.md): a claim naming a school that
 * already has a live subscription is recorded without a checkout (the school
 * already pays; `checkoutUrl` null), mailed 'claim received' and announced to
 * the team inbox, and waits for the admin's review with the co-owner banner.
 * The answer is the same 'the team will verify it' as for any claim: it tells
 * a stranger neither who owns the school nor that it pays (issue 36).
 * The checkout returns with its session id (`{CHECKOUT_SESSION_ID}`, filled in
 * by the provider), which the claim page asks the payment state of.
 */
@Injectable()
export class SubmitClaim {
  private readonly logger = new Logger('SubmitClaim');

  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly claims: ClaimRepository,
    private readonly plans: SubscriptionPlans,
    private readonly checkout: StartCheckout,
    private readonly schools: SchoolLookup,
    private readonly oneSubscription: OneSubscriptionPerSchool,
    private readonly mail: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  async execute(input: ClaimInput): Promise<{ claimId: number; checkoutUrl: string | null }> {
    const plan = await this.plans.activeByInterval(input.planType);
    const named = await this.schools.byName(input.schoolName);
    const { planType: _planType, ...fields } = input;
    if (await this.anyPays(named.map((school) => school.id))) {
      return { claimId: (await this.recordWithoutPayment(fields)).id, checkoutUrl: null };
    }
    const claim = await this.unitOfWork.transaction(async () => {
      const submission = { ...fields, planId: plan.id };
      const now = new Date();
      const resumable = await this.resumableClaim(submission, now);
      if (resumable) {
        resumable.resume(submission.planId, now);
        await this.claims.save(resumable);
        return resumable;
      }
      const created = ClaimRequest.submit(submission);
      await this.claims.save(created);
      await this.mailClaimReceived(created);
      return created;
    });

    const session = await this.checkout.execute({
      planId: plan.id,
      customerEmail: claim.email,
      metadata: { claimId: String(claim.id), schoolName: claim.schoolName },
      successUrl: `${this.config.publicUrl}/claim-school?status=success&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${this.config.publicUrl}/claim-school?status=cancelled`,
      idempotencyKey: `claim:${claim.id}:checkout:${claim.updatedAt.getTime()}`,
    });
    await this.claims.recordCheckoutSession(claim.id, session.sessionId);
    this.logger.log(`Claim ${claim.id} stored; checkout ${session.sessionId} opened`);
    return { claimId: claim.id, checkoutUrl: session.url };
  }

  private async anyPays(schoolIds: number[]): Promise<boolean> {
    for (const schoolId of schoolIds) if (await this.oneSubscription.hasLive(schoolId)) return true;
    return false;
  }

  /** The same claimant's unpaid claim for the same school, sent within the day: resumed, not duplicated. */
  private async resumableClaim(
    submission: Pick<ClaimSubmission, 'email' | 'schoolName'>,
    now: Date,
  ): Promise<ClaimRequest | undefined> {
    const unpaid = await this.claims.findUnpaidSince(
      submission.email.trim().toLowerCase(),
      new Date(now.getTime() - ClaimRequest.RESUMABLE_FOR_MS),
    );
    return unpaid.find((claim) => claim.canBeResumedBy(submission, now));
  }

  /** The school already pays: stored without plan or checkout, the team told it waits (once per claim). */
  private recordWithoutPayment(fields: Omit<ClaimSubmission, 'planId'>): Promise<ClaimRequest> {
    return this.unitOfWork.transaction(async () => {
      const now = new Date();
      const resumable = await this.resumableClaim(fields, now);
      const claim = resumable ?? ClaimRequest.submitWithoutPayment(fields, now);
      claim.waivePayment(now);
      await this.claims.save(claim);
      if (!resumable) await this.mailClaimReceived(claim);
      await this.mail.queue(claimAwaitingReviewMail(claim, this.config));
      this.logger.log(`Claim ${claim.id} stored without payment: its school already pays`);
      return claim;
    });
  }

  private mailClaimReceived(claim: ClaimRequest): Promise<void> {
    return this.mail.queue({
      template: 'claim-received',
      to: claim.email,
      data: { firstName: claim.firstName, schoolName: claim.schoolName },
      key: `claim-received:${claim.id}`,
    });
  }
}
