import { EntitySchema } from '@mikro-orm/core';
import { SchoolSubscription } from '../domain/school-subscription';

/** `school_subscription` (docs/product.md "Records"), plus the provider customer id and `state_at` (event ordering). */
export const SchoolSubscriptionSchema = new EntitySchema<SchoolSubscription>({
  class: SchoolSubscription,
  tableName: 'school_subscription',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    // Billing history outlives a deleted school or account: the reference is cleared, the row kept.
    schoolId: {
      kind: 'm:1',
      entity: 'School',
      mapToPk: true,
      fieldName: 'school_id',
      nullable: true,
      deleteRule: 'set null',
      updateRule: 'cascade',
      index: 'school_subscription_school_id_idx',
    },
    userId: {
      kind: 'm:1',
      entity: 'User',
      mapToPk: true,
      fieldName: 'user_id',
      nullable: true,
      deleteRule: 'set null',
      updateRule: 'cascade',
    },
    planId: {
      kind: 'm:1',
      entity: 'SubscriptionPlan',
      mapToPk: true,
      fieldName: 'plan_id',
      nullable: true,
      deleteRule: 'set null',
      updateRule: 'cascade',
    },
    stripeSubscriptionId: {
      type: 'string',
      length: 255,
      nullable: true,
      unique: 'school_subscription_stripe_subscription_id_unique',
    },
    stripeCustomerId: { type: 'string', length: 255, nullable: true },
    status: { type: 'string', length: 50, default: 'active' },
    currentPeriodStart: { type: 'Date', columnType: 'timestamptz', nullable: true },
    currentPeriodEnd: { type: 'Date', columnType: 'timestamptz', nullable: true },
    cancelAtPeriodEnd: { type: 'boolean', default: false },
    cancelledAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    stateAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    lastPaymentAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    lastPaymentCents: { type: 'integer', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() },
    updatedAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
