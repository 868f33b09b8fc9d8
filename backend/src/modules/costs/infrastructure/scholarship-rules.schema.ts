import { EntitySchema } from '@mikro-orm/core';

/** One school year of the Nevada Opportunity Scholarship's rules, as the operator entered them. */
export class StoredScholarshipRules {
  id: number;
  schoolYear: string;
  incomeLimits: unknown;
  maxAward: number;
  sourceUrl: string;
  checkedOn: string;
  updatedAt: Date;
}

export const ScholarshipRulesSchema = new EntitySchema<StoredScholarshipRules>({
  class: StoredScholarshipRules,
  tableName: 'opportunity_scholarship_rules',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    schoolYear: { type: 'string', length: 9, unique: true },
    incomeLimits: { type: 'json', columnType: 'jsonb' },
    maxAward: { type: 'integer' },
    sourceUrl: { type: 'string', length: 500 },
    checkedOn: { type: 'string', columnType: 'date' },
    updatedAt: { type: 'Date', columnType: 'timestamptz' },
  },
});
