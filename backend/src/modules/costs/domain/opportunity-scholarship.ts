/**
 * The Nevada Opportunity Scholarship's rules for one school year, as the operator enters them from the
 * program's own page (issue 40: no figure is hard-coded; docs/decisions/cost-schedule.md). The program
 * states its income limit as a share of the federal poverty guideline; the operator stores the resulting
 * dollar limit for each household size 1..12, so the estimator reads no formula.
 */
import { InvalidScholarshipRulesError } from './costs.errors';
import { MAX_DOLLARS, SCHOOL_YEAR_PATTERN } from './cost-schedule';

export const HOUSEHOLD_SIZES = 12;
export const MAX_INCOME_LIMIT = 1_000_000;

export interface ScholarshipRulesInput {
  schoolYear: string;
  /** Index 0 is a household of one, index 11 a household of twelve: the yearly income limit in dollars. */
  incomeLimits: number[];
  maxAward: number;
  sourceUrl: string;
  /** The Las Vegas date the operator checked the figures against the source. */
  checkedOn: string;
}

export interface ScholarshipRules extends ScholarshipRulesInput {
  id: number;
  updatedAt: Date;
}

const fail = (field: string, message: string): never => {
  throw new InvalidScholarshipRulesError(field, message);
};

export function checkScholarshipRules(input: ScholarshipRulesInput): void {
  const year = SCHOOL_YEAR_PATTERN.exec(input.schoolYear);
  if (!year || (Number(year[1]) + 1) % 100 !== Number(year[2]))
    fail('schoolYear', 'School year must read like 2026-27');
  if (input.incomeLimits.length !== HOUSEHOLD_SIZES)
    fail('incomeLimits', `Enter an income limit for each household size from 1 to ${HOUSEHOLD_SIZES}`);
  input.incomeLimits.forEach((limit, index) => {
    if (!Number.isInteger(limit) || limit < 0 || limit > MAX_INCOME_LIMIT)
      fail(`incomeLimits.${index}`, `An income limit must be whole dollars from 0 to ${MAX_INCOME_LIMIT}`);
    if (index > 0 && limit < input.incomeLimits[index - 1])
      fail(`incomeLimits.${index}`, 'A larger household cannot have a lower income limit');
  });
  if (!Number.isInteger(input.maxAward) || input.maxAward < 0 || input.maxAward > MAX_DOLLARS)
    fail('maxAward', `The maximum award must be whole dollars from 0 to ${MAX_DOLLARS}`);
  let url: URL | null = null;
  try {
    url = new URL(input.sourceUrl);
  } catch {
    url = null;
  }
  if (!url || url.protocol !== 'https:') fail('sourceUrl', "Enter the program page's https:// address");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.checkedOn) || Number.isNaN(Date.parse(input.checkedOn)))
    fail('checkedOn', 'Please enter a valid date');
}

/**
 * The rules a family's estimate uses: those of the schedule's school year when the operator has them,
 * else the latest year entered (the estimator names the year it used).
 */
export function rulesFor(all: ScholarshipRules[], schoolYear: string | null): ScholarshipRules | null {
  const sorted = [...all].sort((a, b) => b.schoolYear.localeCompare(a.schoolYear));
  return sorted.find((rules) => rules.schoolYear === schoolYear) ?? sorted[0] ?? null;
}
