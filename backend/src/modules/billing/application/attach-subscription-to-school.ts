import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/core';
import { SchoolSubscription } from '../domain/school-subscription';
import { SchoolListing } from './ports/school-listing';

/**
 * Claim approval's billing step: the subscription bought at the claim's
 * checkout now belongs to the school the admin chose, and the school turns
 * premium if that subscription is paid. Runs in the caller's transaction. When
 * the webhook has not been applied yet, it finds nothing here; the claim then
 * names the school to the webhook when it arrives.
 */
@Injectable()
export class AttachSubscriptionToSchool {
  constructor(private readonly school: SchoolListing) {}

  async execute(
    em: EntityManager,
    input: { stripeSubscriptionId: string; schoolId: number; userId: string },
  ): Promise<boolean> {
    const subscription = await em.findOne(SchoolSubscription, { stripeSubscriptionId: input.stripeSubscriptionId });
    if (!subscription) return false;
    subscription.linkSchool(input.schoolId, input.userId);
    await em.flush();
    await this.school.syncPremium(em, input.schoolId);
    return true;
  }
}
