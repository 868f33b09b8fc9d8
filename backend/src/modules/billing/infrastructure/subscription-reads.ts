import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SubscriptionState } from '../domain/payment-event';
import { SchoolSubscription } from '../domain/school-subscription';
import { SubscriptionPlan, type PlanInterval } from '../domain/subscription-plan';

/** A school's current subscription as SubscriptionReads returns it (plan name, price and interval joined in). */
export interface SchoolSubscriptionStatus {
  status: SubscriptionState;
  planName: string;
  /** Cents. */
  price: number;
  interval: PlanInterval;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

const NOT_CURRENT: SubscriptionState[] = ['incomplete', 'incomplete_expired', 'canceled'];

/** What the portal overview, the billing tabs and the school dashboard show of a school's subscription. */
@Injectable()
export class SubscriptionReads {
  constructor(private readonly em: EntityManager) {}

  /** The school's current subscription (paid at least once, not ended) with its plan, or null. */
  async currentForSchool(schoolId: number): Promise<SchoolSubscriptionStatus | null> {
    const em = this.em.fork();
    const candidates = await em.find(
      SchoolSubscription,
      { schoolId, status: { $nin: NOT_CURRENT } },
      { orderBy: { updatedAt: 'desc', id: 'desc' } },
    );
    // A school should have one current subscription; if the provider ever shows two, the premium one wins.
    const subscription = candidates.find((s) => s.grantsPremium()) ?? candidates[0];
    if (!subscription) return null;
    const plan = subscription.planId !== null ? await em.findOne(SubscriptionPlan, { id: subscription.planId }) : null;
    return {
      status: subscription.status,
      planName: plan?.name ?? 'Premium School',
      price: plan?.price ?? 0,
      interval: plan?.interval ?? 'monthly',
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    };
  }
}
