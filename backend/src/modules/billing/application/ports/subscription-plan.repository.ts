import type { PlanInterval, SubscriptionPlan } from '../../domain/subscription-plan';

/** The plans table. */
export abstract class SubscriptionPlanRepository {
  /** Active plans, cheapest first. */
  abstract listActive(): Promise<SubscriptionPlan[]>;
  abstract findActiveById(id: number): Promise<SubscriptionPlan | null>;
  /** The oldest active plan of that interval. */
  abstract findActiveByInterval(interval: PlanInterval): Promise<SubscriptionPlan | null>;
  abstract exists(id: number): Promise<boolean>;
  /** Active or not (a receipt names the plan a subscription was sold on). */
  abstract findById(id: number): Promise<SubscriptionPlan | null>;
  abstract findByPriceId(priceId: string): Promise<SubscriptionPlan | null>;
  /** Writes each interval's configured provider price onto its plans (those that differ). */
  abstract setPriceIds(prices: Record<PlanInterval, string>): Promise<void>;
}
