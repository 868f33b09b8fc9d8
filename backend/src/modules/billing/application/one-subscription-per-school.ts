import { Injectable } from '@nestjs/common';
import { SubscriptionAlreadyActiveError } from '../domain/billing.errors';
import { SchoolSubscriptionRepository } from './ports/school-subscription.repository';

/**
 * docs/product.md "Claims": one subscription per school. A school whose
 * subscription is live (paid at least once, not ended) is not offered plans
 * again: /subscription refuses, a claim for it is recorded without a checkout
 * (docs/decisions/claims-for-paying-schools.md), and a second paid
 * subscription never joins it. Joins the caller's transaction.
 */
@Injectable()
export class OneSubscriptionPerSchool {
  constructor(private readonly subscriptions: SchoolSubscriptionRepository) {}

  /** True when the school has a live subscription other than `exceptProviderId`. */
  async hasLive(schoolId: number, exceptProviderId?: string | null): Promise<boolean> {
    const live = await this.subscriptions.findLive(schoolId);
    return live.some((subscription) => !exceptProviderId || subscription.stripeSubscriptionId !== exceptProviderId);
  }

  /** Throws 409 'This school already has an active premium listing. Manage it from the billing page.' */
  async assertNoneLive(schoolIds: number[]): Promise<void> {
    for (const schoolId of schoolIds) if (await this.hasLive(schoolId)) throw new SubscriptionAlreadyActiveError();
  }
}
