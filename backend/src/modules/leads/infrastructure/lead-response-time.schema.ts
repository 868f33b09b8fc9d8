import { EntitySchema } from '@mikro-orm/core';

/**
 * `lead_response_time`: each school's figures of its last 90 days of requests (response-time.ts), so the
 * school page and the directory's 'Replies within a day' read one row per school instead of counting leads.
 * Written only by `MikroOrmResponseTimes`: one school's row at each reply (in the reply's transaction), every
 * school's by the worker's hourly `lead-response-times` job (the window moves on without any reply).
 * Other modules read it through the published view `school_response_time` (which adds `claimed`).
 */
export class LeadResponseTimeRow {
  schoolId!: number;
  requests90d!: number;
  replied90d!: number;
  medianBusinessMinutes: number | null = null;
  refreshedAt!: Date;
}

export const LeadResponseTimeSchema = new EntitySchema<LeadResponseTimeRow>({
  class: LeadResponseTimeRow,
  tableName: 'lead_response_time',
  properties: {
    schoolId: { type: 'integer', primary: true, autoincrement: false },
    requests90d: { type: 'integer', fieldName: 'requests_90d' },
    replied90d: { type: 'integer', fieldName: 'replied_90d' },
    medianBusinessMinutes: { type: 'integer', nullable: true },
    refreshedAt: { type: 'Date', columnType: 'timestamptz' },
  },
});
