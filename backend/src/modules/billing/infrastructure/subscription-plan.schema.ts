import { ArrayType, EntitySchema } from '@mikro-orm/core';
import { SubscriptionPlan } from '../domain/subscription-plan';

export const SubscriptionPlanSchema = new EntitySchema<SubscriptionPlan>({
  class: SubscriptionPlan,
  tableName: 'subscription_plan',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 100, unique: 'subscription_plan_name_unique' },
    stripePriceId: { type: 'string', length: 255 },
    price: { type: 'integer' },
    interval: { type: 'string', length: 20 },
    features: { type: ArrayType, columnType: 'text[]', default: '{}' },
    isActive: { type: 'boolean', default: true },
    createdAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() },
  },
});
