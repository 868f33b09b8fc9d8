import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../../config';
import { StartCheckout, SubscriptionPlans, type PlanInterval } from '../../billing';
import { MailOutbox } from '../../mail';
import { ClaimRequest, type ClaimSubmission } from '../domain/claim-request';

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
 */
@Injectable()
export class SubmitClaim {
  private readonly logger = new Logger('SubmitClaim');

  constructor(
    private readonly em: EntityManager,
    private readonly plans: SubscriptionPlans,
    private readonly checkout: StartCheckout,
    private readonly mail: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  async execute(input: ClaimInput): Promise<{ claimId: number; checkoutUrl: string }> {
    const plan = await this.plans.activeByInterval(input.planType);
    const { planType: _planType, ...fields } = input;
    const claim = await this.em.fork().transactional(async (em) => {
      const submission = { ...fields, planId: plan.id };
      const now = new Date();
      const unpaid = await em.find(
        ClaimRequest,
        {
          email: submission.email.trim().toLowerCase(),
          status: 'pending',
          paymentStatus: 'pending',
          createdAt: { $gt: new Date(now.getTime() - ClaimRequest.RESUMABLE_FOR_MS) },
        },
        { orderBy: { createdAt: 'desc' } },
      );
      const resumable = unpaid.find((claim) => claim.canBeResumedBy(submission, now));
      if (resumable) {
        resumable.resume(submission.planId, now);
        await em.flush();
        return resumable;
      }
      const created = ClaimRequest.submit(submission);
      em.persist(created);
      await em.flush();
      await this.mail.queue(em, {
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
      successUrl: `${this.config.publicUrl}/claim-school?status=success`,
      cancelUrl: `${this.config.publicUrl}/claim-school?status=cancelled`,
      idempotencyKey: `claim:${claim.id}:checkout:${claim.updatedAt.getTime()}`,
    });
    await this.em.fork().nativeUpdate(ClaimRequest, { id: claim.id }, { stripeSessionId: session.sessionId });
    this.logger.log(`Claim ${claim.id} stored; checkout ${session.sessionId} opened`);
    return { claimId: claim.id, checkoutUrl: session.url };
  }
}
