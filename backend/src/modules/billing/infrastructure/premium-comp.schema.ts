import { EntitySchema } from '@mikro-orm/core';
import { PremiumComp } from '../domain/premium-comp';

/** `premium_comp`: premium the operator granted without payment (docs/decisions/billing-console.md). */
export const PremiumCompSchema = new EntitySchema<PremiumComp>({
  class: PremiumComp,
  tableName: 'premium_comp',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    schoolId: {
      kind: 'm:1',
      entity: 'School',
      mapToPk: true,
      fieldName: 'school_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
      index: 'premium_comp_school_id_idx',
    },
    reason: { type: 'text' },
    endsAt: { type: 'Date', columnType: 'timestamptz' },
    // Who granted or revoked it stays readable in the audit log if the account goes.
    grantedBy: { type: 'text', nullable: true },
    revokedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    revokedBy: { type: 'text', nullable: true },
    revokeReason: { type: 'text', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
    updatedAt: { type: 'Date', columnType: 'timestamptz' },
  },
});
