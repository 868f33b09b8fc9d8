import { EntitySchema } from '@mikro-orm/core';

/**
 * How many leads a school has of each type and status: the inbox's totals and
 * badges without counting a large inbox row by row. Kept by statement
 * triggers on `lead` (migration `leads`), so every writer (the app, the
 * worker's retention, seeds, hand-written SQL) keeps it right; never written
 * by the app itself.
 */
export class LeadCountRow {
  schoolId!: number;
  type!: string;
  status!: string;
  count!: number;
}

export const LeadCountSchema = new EntitySchema<LeadCountRow>({
  class: LeadCountRow,
  tableName: 'lead_count',
  properties: {
    schoolId: { type: 'integer', primary: true },
    type: { type: 'string', length: 20, primary: true },
    status: { type: 'string', length: 20, primary: true },
    count: { type: 'integer', default: 0 },
  },
});
