import { EntitySchema } from '@mikro-orm/core';
import { ClaimRequest } from '../domain/claim-request';

/**
 * `school_claim_request` (docs/product.md "Records"). The school and users are referenced by
 * entity name ('School', 'User'), so this module does not load their code.
 */
export const ClaimRequestSchema = new EntitySchema<ClaimRequest>({
  class: ClaimRequest,
  tableName: 'school_claim_request',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    schoolName: { type: 'string', length: 100 },
    firstName: { type: 'string', length: 50 },
    lastName: { type: 'string', length: 50 },
    email: { type: 'string', length: 100, index: 'school_claim_request_email_idx' },
    phone: { type: 'string', length: 20 },
    position: { type: 'string', length: 100 },
    message: { type: 'string', length: 1000 },
    planId: {
      kind: 'm:1',
      entity: 'SubscriptionPlan',
      mapToPk: true,
      fieldName: 'plan_id',
      nullable: true,
      deleteRule: 'set null',
      updateRule: 'cascade',
    },
    status: { type: 'string', length: 20, default: 'pending' },
    stripeSessionId: { type: 'string', length: 255, nullable: true },
    stripeCustomerId: { type: 'string', length: 255, nullable: true },
    stripeSubscriptionId: { type: 'string', length: 255, nullable: true },
    paymentStatus: { type: 'string', length: 20, default: 'pending' },
    paymentSource: { type: 'string', length: 20, nullable: true },
    paymentCompletedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    userId: {
      kind: 'm:1',
      entity: 'User',
      mapToPk: true,
      fieldName: 'user_id',
      nullable: true,
      deleteRule: 'set null',
      updateRule: 'cascade',
    },
    schoolId: {
      kind: 'm:1',
      entity: 'School',
      mapToPk: true,
      fieldName: 'school_id',
      nullable: true,
      deleteRule: 'set null',
      updateRule: 'cascade',
    },
    adminNotes: { type: 'text', nullable: true },
    reviewedBy: {
      kind: 'm:1',
      entity: 'User',
      mapToPk: true,
      fieldName: 'reviewed_by',
      nullable: true,
      deleteRule: 'set null',
      updateRule: 'cascade',
    },
    reviewedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    refundId: { type: 'string', length: 255, nullable: true },
    refundAmount: { type: 'integer', nullable: true },
    refundedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() },
    updatedAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
  indexes: [
    { name: 'school_claim_request_status_created_at_idx', properties: ['status', 'createdAt'] },
    { name: 'school_claim_request_stripe_session_id_idx', properties: ['stripeSessionId'] },
  ],
});
