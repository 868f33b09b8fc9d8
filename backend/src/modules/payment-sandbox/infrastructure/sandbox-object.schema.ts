import { EntitySchema } from '@mikro-orm/core';
import type { SandboxObjectType } from '../domain/sandbox-records';

/**
 * One object of the payment sandbox (checkout session, customer,
 * subscription, invoice, refund, billing-portal session), kept as the record
 * of `domain/sandbox-records.ts` in a JSON column. Only the sandbox reads or
 * writes this table.
 */
export class SandboxObject {
  id!: string;
  type!: SandboxObjectType;
  /** Same meaning as Stripe's: a repeated create with this key within 24 h returns this object. */
  idempotencyKey: string | null = null;
  data!: Record<string, unknown>;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();
}

export const SandboxObjectSchema = new EntitySchema<SandboxObject>({
  class: SandboxObject,
  tableName: 'payment_sandbox_object',
  properties: {
    id: { type: 'string', length: 64, primary: true },
    type: { type: 'string', length: 40 },
    idempotencyKey: {
      type: 'string',
      length: 255,
      nullable: true,
      unique: 'payment_sandbox_object_idempotency_key_unique',
    },
    data: { type: 'json' },
    createdAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() },
    updatedAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});
