export const PLAN_INTERVALS = ['monthly', 'yearly'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/**
 * A premium listing plan (docs/product.md "Prices and plans": Monthly 9900 cents, Yearly 99500 cents).
 * `stripePriceId` is the provider's price the plan is sold at; in sandbox mode
 * it is a local stand-in id.
 */
export class SubscriptionPlan {
  id!: number;
  name!: string;
  stripePriceId!: string;
  /** Cents. */
  price!: number;
  interval!: PlanInterval;
  features: string[] = [];
  isActive = true;
  createdAt!: Date;
}
