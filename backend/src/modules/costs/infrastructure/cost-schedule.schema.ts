import { EntitySchema } from '@mikro-orm/core';

/** The stored row of a school's cost schedule (read and written by SqlCostScheduleStore); it goes with its school. */
export class StoredCostSchedule {
  schoolId: number;
  schoolYear: string;
  tuitionBands: unknown;
  fees: unknown;
  secondChildDiscount: unknown;
  thirdChildDiscount: unknown;
  paymentPlans: unknown;
  assistance: unknown;
  confirmedOn: string;
  confirmedBy: string;
  confirmedByUserId: string | null;
  updatedAt: Date;
}

export const CostScheduleSchema = new EntitySchema<StoredCostSchedule>({
  class: StoredCostSchedule,
  tableName: 'school_cost_schedule',
  properties: {
    schoolId: {
      kind: 'm:1',
      entity: 'School',
      mapToPk: true,
      primary: true,
      fieldName: 'school_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
    },
    schoolYear: { type: 'string', length: 9 },
    tuitionBands: { type: 'json', columnType: 'jsonb' },
    fees: { type: 'json', columnType: 'jsonb' },
    secondChildDiscount: { type: 'json', columnType: 'jsonb', nullable: true },
    thirdChildDiscount: { type: 'json', columnType: 'jsonb', nullable: true },
    paymentPlans: { type: 'json', columnType: 'jsonb' },
    assistance: { type: 'json', columnType: 'jsonb', nullable: true },
    confirmedOn: { type: 'string', columnType: 'date' },
    confirmedBy: { type: 'string', length: 10 },
    confirmedByUserId: { type: 'uuid', nullable: true },
    updatedAt: { type: 'Date', columnType: 'timestamptz' },
  },
  indexes: [
    // The schools whose schedule offers assistance ('Offers tuition assistance', catalogue's filter through the
    // `school_cost_summary` view), found by index-only look-up per school read (Migration20270212110000).
    {
      name: 'school_cost_schedule_assistance_idx',
      expression:
        'create index "school_cost_schedule_assistance_idx" on "school_cost_schedule" ("school_id") where coalesce(jsonb_typeof("assistance") = \'object\', false)',
    },
  ],
});
