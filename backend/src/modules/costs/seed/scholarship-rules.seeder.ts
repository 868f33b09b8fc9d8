import type { EntityManager } from '@mikro-orm/postgresql';
import type { Seeder } from '../../../shared/database';
import type { ScholarshipRulesInput } from '../domain/opportunity-scholarship';

/**
 * A starting row for the Nevada Opportunity Scholarship so a new deployment's estimator has something to
 * name. The program states its income limit as a share of the federal poverty guideline (these are 500 %
 * of the 2025 HHS guideline: $15,650 for one person and $5,500 for each more); the maximum award is the
 * 2023-24 figure the Department's page gave (the guide's former configured default, now folded into this
 * table). The operator checks both against the source and edits them in the admin area
 * (docs/decisions/cost-schedule.md); a row already there is left alone.
 */
export const DEMO_SCHOLARSHIP_RULES: ScholarshipRulesInput = {
  schoolYear: '2026-27',
  incomeLimits: Array.from({ length: 12 }, (_, index) => 5 * (15_650 + 5_500 * index)),
  maxAward: 9_424,
  sourceUrl: 'https://opportunityscholarship.nv.gov/',
  checkedOn: '2026-12-01',
};

export function scholarshipRulesSeeder(rules: ScholarshipRulesInput = DEMO_SCHOLARSHIP_RULES): Seeder {
  return {
    name: 'opportunity scholarship rules',
    async run(em: EntityManager): Promise<string> {
      const rows = await em.getConnection().execute<object[]>(
        `insert into "opportunity_scholarship_rules" ("school_year", "income_limits", "max_award", "source_url", "checked_on", "updated_at")
         values (?, ?::jsonb, ?, ?, ?, now()) on conflict ("school_year") do nothing returning "id"`,
        [rules.schoolYear, JSON.stringify(rules.incomeLimits), rules.maxAward, rules.sourceUrl, rules.checkedOn],
        'all',
        em.getTransactionContext(),
      );
      return rows.length ? `${rules.schoolYear} added` : `${rules.schoolYear} already there`;
    },
  };
}
