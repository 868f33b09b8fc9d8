import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../../../config';
import { SubscriptionPlan, type PlanInterval } from '../domain/subscription-plan';

const COMMON_FEATURES = [
  'Premium badge and highlighted listing',
  'Top placement in search results',
  'Photo gallery, videos and social links',
  'Manage your profile from the school portal',
  'Submit guest articles',
  'Priority support',
];

/** docs/product.md "Prices and plans": Monthly $99 and Yearly $995, in cents. */
export const PLAN_SEED: { name: string; price: number; interval: PlanInterval; features: string[] }[] = [
  { name: 'Monthly', price: 9900, interval: 'monthly', features: [...COMMON_FEATURES, 'Cancel anytime'] },
  { name: 'Yearly', price: 99500, interval: 'yearly', features: [...COMMON_FEATURES, 'Billed once a year'] },
];

/**
 * The two plans (reference data the product cannot run without; the migration
 * inserts them too, so production has them without the demo seed). Upserts by
 * name and writes the configured provider price ids.
 */
export const plansSeeder = {
  name: 'subscription plans',
  async run(em: EntityManager): Promise<string> {
    const { payments } = loadConfig();
    const priceIds: Record<PlanInterval, string> = { monthly: payments.priceMonthly, yearly: payments.priceYearly };
    let created = 0;
    for (const seed of PLAN_SEED) {
      let plan = await em.findOne(SubscriptionPlan, { name: seed.name });
      if (!plan) {
        plan = Object.assign(new SubscriptionPlan(), { createdAt: new Date() });
        created += 1;
      }
      Object.assign(plan, { ...seed, stripePriceId: priceIds[seed.interval], isActive: true });
      em.persist(plan);
    }
    await em.flush();
    return `${PLAN_SEED.length} plans (${created} new)`;
  },
};
