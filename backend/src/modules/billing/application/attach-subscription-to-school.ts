import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { OneSubscriptionPerSchool } from './one-subscription-per-school';
import { SchoolSubscriptionRepository } from './ports/school-subscription.repository';
import { SyncSchoolPremium } from './sync-school-premium';

/**
 * What became of a claim's subscription at approval: `attached` to the school,
 * `not_found` (the webhook has not been applied yet: the claim names the
 * school to it when it arrives), or `school_already_subscribed` (the school
 * has its own live subscription; this one is left unattached for the caller
 * to refund, so a school never has two).
 */
export type AttachOutcome = 'attached' | 'not_found' | 'school_already_subscribed';

/**
 * Claim approval's billing step: the subscription bought at the claim's
 * checkout now belongs to the school the admin chose, and the school turns
 * premium if that subscription is paid. Joins the caller's transaction.
 */
@Injectable()
export class AttachSubscriptionToSchool {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly subscriptions: SchoolSubscriptionRepository,
    private readonly oneSubscription: OneSubscriptionPerSchool,
    private readonly syncPremium: SyncSchoolPremium,
  ) {}

  async execute(input: { stripeSubscriptionId: string; schoolId: number; userId: string }): Promise<AttachOutcome> {
    return this.unitOfWork.transaction(async () => {
      const subscription = await this.subscriptions.findByProviderId(input.stripeSubscriptionId);
      if (!subscription) return 'not_found';
      if (
        subscription.schoolId === null &&
        (await this.oneSubscription.hasLive(input.schoolId, input.stripeSubscriptionId))
      )
        return 'school_already_subscribed';
      subscription.linkSchool(input.schoolId, input.userId);
      await this.subscriptions.save(subscription);
      await this.syncPremium.execute(input.schoolId);
      return 'attached';
    });
  }
}
