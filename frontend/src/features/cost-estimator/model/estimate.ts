/**
 * The family's cost estimate (issue 40), worked out in the browser only: the household's size, income and
 * children never leave it (docs/decisions/cost-schedule.md). Pure arithmetic over the school's published
 * schedule and the operator's Opportunity Scholarship rules; whole dollars throughout.
 * Grades are numbers: Pre-K = -1, Kindergarten = 0, then 1..12.
 */

export interface Band {
  fromGrade: number;
  toGrade: number;
  annualTuition: number;
}

export interface Fee {
  kind: 'application' | 'registration' | 'books_technology' | 'uniforms' | 'other';
  name: string | null;
  amount: number;
  frequency: 'one_time' | 'yearly';
}

export interface Discount {
  kind: 'percent' | 'amount';
  value: number;
}

export interface Schedule {
  schoolYear: string;
  tuitionBands: Band[];
  fees: Fee[];
  secondChildDiscount: Discount | null;
  thirdChildDiscount: Discount | null;
}

export interface ProgramRules {
  schoolYear: string;
  /** Index 0 is a household of one … index 11 a household of twelve. */
  incomeLimits: number[];
  maxAward: number;
  sourceUrl: string;
}

export interface Household {
  size: number;
  income: number;
  /** Each child's grade for the coming school year. */
  childGrades: number[];
}

export const HOUSEHOLD_MIN = 1;
export const HOUSEHOLD_MAX = 12;

const GRADE_NAMES: Record<number, string> = { [-1]: 'Pre-K', 0: 'Kindergarten' };
export const gradeName = (grade: number) => GRADE_NAMES[grade] ?? `Grade ${grade}`;
export const GRADES = Array.from({ length: 14 }, (_, index) => index - 1);

const shortGrade = (grade: number) => GRADE_NAMES[grade] ?? String(grade);
/** 'Pre-K', 'Kindergarten – 5', 'Grades 6 – 8'. */
export function bandName(band: Pick<Band, 'fromGrade' | 'toGrade'>): string {
  if (band.fromGrade === band.toGrade) return gradeName(band.fromGrade);
  const range = `${shortGrade(band.fromGrade)} – ${shortGrade(band.toGrade)}`;
  return band.fromGrade > 0 ? `Grades ${range}` : range;
}

export const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** The household's entries that cannot be estimated, by field; empty when they can. */
export function householdErrors(household: Household): Partial<Record<'size' | 'income' | 'children', string>> {
  const errors: Partial<Record<'size' | 'income' | 'children', string>> = {};
  if (!Number.isInteger(household.size) || household.size < HOUSEHOLD_MIN || household.size > HOUSEHOLD_MAX)
    errors.size = `Household size must be a whole number from ${HOUSEHOLD_MIN} to ${HOUSEHOLD_MAX}`;
  if (!Number.isFinite(household.income) || household.income < 0)
    errors.income = 'Yearly household income must be $0 or more';
  if (!household.childGrades.length) errors.children = "Add each child's grade";
  else if (!errors.size && household.childGrades.length > household.size)
    errors.children = 'The household must include every child';
  return errors;
}

export const bandFor = (bands: Band[], grade: number) =>
  bands.find((band) => band.fromGrade <= grade && grade <= band.toGrade) ?? null;

/** First year: tuition and every fee; later years: tuition and the yearly fees. Per child. */
export function feesPerChild(fees: Fee[]): { firstYear: number; yearly: number } {
  const yearly = fees.filter((fee) => fee.frequency === 'yearly').reduce((sum, fee) => sum + fee.amount, 0);
  const once = fees.filter((fee) => fee.frequency === 'one_time').reduce((sum, fee) => sum + fee.amount, 0);
  return { firstYear: yearly + once, yearly };
}

export function discountOff(tuition: number, discount: Discount | null): number {
  if (!discount) return 0;
  const off = discount.kind === 'percent' ? Math.round((tuition * discount.value) / 100) : discount.value;
  return Math.min(off, tuition);
}

export interface ChildCost {
  grade: number;
  band: Band;
  tuition: number;
  /** Which sibling discount applied: none for the child paying full price. */
  discountLabel: 'second child' | 'third child or more' | null;
  discount: number;
  firstYear: number;
  annual: number;
}

export interface Eligibility {
  householdSize: number;
  incomeLimit: number;
  likely: boolean;
}

export interface Estimate {
  children: ChildCost[];
  /** Grades given that no band covers: the school did not publish their tuition. */
  notCovered: number[];
  firstYear: number;
  annual: number;
  eligibility: Eligibility | null;
  /** The most the scholarship could take off the first year, over all children (each capped at its cost). */
  scholarshipUpTo: number;
  /** The first year's cost after the scholarship: from `low` (every child gets the maximum) to `high` (none). */
  afterScholarship: { low: number; high: number };
}

/**
 * The cost for the household's children. Sibling discounts go to the lower-tuition children (the child
 * with the highest tuition pays full price, the next the second-child discount, each further one the
 * third-child discount, or the second's when the school names none for the third): the cautious reading,
 * never lower than the school's rule could give. The Opportunity Scholarship is counted only where the
 * school takes it and the household's income is within the limit for its size.
 */
export function estimateCosts(input: {
  schedule: Schedule;
  household: Household;
  rules: ProgramRules | null;
  acceptsOpportunityScholarship: boolean;
}): Estimate {
  const { schedule, household, rules } = input;
  const fees = feesPerChild(schedule.fees);
  const covered = household.childGrades
    .map((grade) => ({ grade, band: bandFor(schedule.tuitionBands, grade) }))
    .filter((child): child is { grade: number; band: Band } => child.band !== null)
    .sort((a, b) => b.band.annualTuition - a.band.annualTuition);
  const children = covered.map(({ grade, band }, index): ChildCost => {
    const discountLabel = index === 0 ? null : index === 1 ? 'second child' : 'third child or more';
    const rule =
      index === 0
        ? null
        : index === 1
          ? schedule.secondChildDiscount
          : (schedule.thirdChildDiscount ?? schedule.secondChildDiscount);
    const discount = discountOff(band.annualTuition, rule);
    const tuition = band.annualTuition - discount;
    return {
      grade,
      band,
      tuition,
      discountLabel: discount > 0 ? discountLabel : null,
      discount,
      firstYear: tuition + fees.firstYear,
      annual: tuition + fees.yearly,
    };
  });
  const notCovered = household.childGrades.filter((grade) => !bandFor(schedule.tuitionBands, grade));
  const firstYear = children.reduce((sum, child) => sum + child.firstYear, 0);
  const annual = children.reduce((sum, child) => sum + child.annual, 0);

  const limit = rules?.incomeLimits[household.size - 1];
  const eligibility: Eligibility | null =
    rules && limit !== undefined
      ? { householdSize: household.size, incomeLimit: limit, likely: household.income <= limit }
      : null;
  const counts = input.acceptsOpportunityScholarship && eligibility?.likely && rules;
  const scholarshipUpTo = counts
    ? children.reduce((sum, child) => sum + Math.min(rules.maxAward, child.firstYear), 0)
    : 0;
  return {
    children,
    notCovered,
    firstYear,
    annual,
    eligibility,
    scholarshipUpTo,
    afterScholarship: { low: firstYear - scholarshipUpTo, high: firstYear },
  };
}

/** The range a figure spans over a schedule's bands: one number when every band is alike. */
export interface DollarRange {
  low: number;
  high: number;
}

export const rangeText = (range: DollarRange) =>
  range.low === range.high ? dollars(range.low) : `${dollars(range.low)} to ${dollars(range.high)}`;

/**
 * What one child costs the first year (tuition and every fee) and each later year (tuition and the
 * yearly fees), from the cheapest band to the dearest: the compare table's cost rows, before any
 * sibling discount or scholarship.
 */
export function perChildRanges(schedule: Pick<Schedule, 'tuitionBands' | 'fees'>): {
  tuition: DollarRange;
  firstYear: DollarRange;
  annual: DollarRange;
} | null {
  if (!schedule.tuitionBands.length) return null;
  const fees = feesPerChild(schedule.fees);
  const tuitions = schedule.tuitionBands.map((band) => band.annualTuition);
  const tuition = { low: Math.min(...tuitions), high: Math.max(...tuitions) };
  return {
    tuition,
    firstYear: { low: tuition.low + fees.firstYear, high: tuition.high + fees.firstYear },
    annual: { low: tuition.low + fees.yearly, high: tuition.high + fees.yearly },
  };
}

export type AidWindowState = 'not_yet_open' | 'open' | 'closed' | 'no_dates';

/**
 * Where the school's own assistance application stands on `today` (Las Vegas YYYY-MM-DD dates): before
 * its window opens, open (through the closing day), closed, or no dates published.
 */
export function aidWindowState(
  aid: { opensOn: string | null; closesOn: string | null },
  today: string,
): AidWindowState {
  if (!aid.opensOn && !aid.closesOn) return 'no_dates';
  if (aid.closesOn && today > aid.closesOn) return 'closed';
  if (aid.opensOn && today < aid.opensOn) return 'not_yet_open';
  return 'open';
}
