import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { UnitOfWork } from '../../../shared/database';
import { OneSubscriptionPerSchool, StartCheckout, SubscriptionPlans, type PlanInterval } from '../../billing';
import { SchoolLookup } from '../../directory';
import { MailOutbox } from '../../mail';
import { ClaimRequest, type ClaimSubmission } from '../domain/claim-request';
import { ClaimRepository } from './ports/claim.repository';

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
 * One subscription per school (DECISIONS.md): a claim naming a school that
 * already has a live subscription is refused before anything is stored, with
 * a text that points to the billing page (and says nothing about who owns it).
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

  async execute(input: ClaimInput): Promise<{ claimId: number; checkoutUrl: string }> {
    const plan = await this.plans.activeByInterval(input.planType);
    const named = await this.schools.byName(input.schoolName);
    await this.oneSubscription.assertNoneLive(named.map((school) => school.id));
    const { planType: _planType, ...fields } = input;
    const claim = await this.unitOfWork.transaction(async () => {
      const submission = { ...fields, planId: plan.id };
      const now = new Date();
      const unpaid = await this.claims.findUnpaidSince(
        submission.email.trim().toLowerCase(),
        new Date(now.getTime() - ClaimRequest.RESUMABLE_FOR_MS),
      );
      const resumable = unpaid.find((claim) => claim.canBeResumedBy(submission, now));
      if (resumable) {
        resumable.resume(submission.planId, now);
        await this.claims.save(resumable);
        return resumable;
      }
      const created = ClaimRequest.submit(submission);
      await this.claims.save(created);
      await this.mail.queue({
        template: 'claim-received',
        to: created.email,
        data: { firstName: created.firstName, schoolName: created.schoolName },
        key: `claim-received:${created.id}`,
      });
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
}
