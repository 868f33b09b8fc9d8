/**
 * A school's published cost schedule (issue 40, docs/decisions/cost-schedule.md): tuition per grade band
 * for one school year, fees, sibling discounts, payment plans and tuition assistance, with who last
 * confirmed it. Grades are numbers as in the directory's grade span: Pre-K = -1, Kindergarten = 0, 1..12.
 */
import { InvalidCostScheduleError } from './costs.errors';

/** The largest plausible yearly amount: above any Las Vegas private school's tuition, below a typing slip. */
export const MAX_DOLLARS = 200_000;
export const GRADE_LOWEST = -1;
export const GRADE_HIGHEST = 12;
export const MAX_BANDS = 14;
export const MAX_OTHER_FEES = 10;
/** 'YYYY-YY', the second year following the first: '2026-27'. */
export const SCHOOL_YEAR_PATTERN = /^(\d{4})-(\d{2})$/;

export const FEE_KINDS = ['application', 'registration', 'books_technology', 'uniforms', 'other'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
export const FEE_FREQUENCIES = ['one_time', 'yearly'] as const;
export type FeeFrequency = (typeof FEE_FREQUENCIES)[number];
export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const PAYMENT_PLANS = ['annual', 'semester', 'monthly', 'ten_pay'] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];
export const AID_PROVIDERS = ['FACTS', 'TADS', 'Clarity', 'SSS', 'school'] as const;
export type AidProvider = (typeof AID_PROVIDERS)[number];
export const CONFIRMERS = ['owner', 'operator'] as const;
export type Confirmer = (typeof CONFIRMERS)[number];

export interface TuitionBand {
  fromGrade: number;
  toGrade: number;
  annualTuition: number;
}

/** A fee charged per child: once (the first year) or every year. Uniforms are an estimate. */
export interface CostFee {
  kind: FeeKind;
  /** The school's name for it; required for `other`, optional otherwise. */
  name: string | null;
  amount: number;
  frequency: FeeFrequency;
}

/** Off a child's tuition: a percentage (0..100) or whole dollars. */
export interface SiblingDiscount {
  kind: DiscountKind;
  value: number;
}

export interface TuitionAssistance {
  provider: AidProvider;
  /** YYYY-MM-DD, Las Vegas dates. */
  opensOn: string | null;
  closesOn: string | null;
  applicationFee: number | null;
  feeWaiver: boolean;
  /** Share of families receiving aid, percent, where the school publishes it. */
  percentReceivingAid: number | null;
  medianAward: number | null;
}

export interface CostScheduleInput {
  schoolYear: string;
  tuitionBands: TuitionBand[];
  fees: CostFee[];
  secondChildDiscount: SiblingDiscount | null;
  thirdChildDiscount: SiblingDiscount | null;
  paymentPlans: PaymentPlan[];
  assistance: TuitionAssistance | null;
}

export interface CostSchedule extends CostScheduleInput {
  schoolId: number;
  /** The Las Vegas date the figures were last confirmed, and by whom. */
  confirmedOn: string;
  confirmedBy: Confirmer;
  confirmedByUserId: string | null;
  updatedAt: Date;
}

const GRADE_NAMES: Record<number, string> = { [-1]: 'Pre-K', 0: 'Kindergarten' };
export function gradeName(grade: number): string {
  return GRADE_NAMES[grade] ?? `Grade ${grade}`;
}

const fail = (field: string, message: string): never => {
  throw new InvalidCostScheduleError(field, message);
};

function wholeDollars(field: string, label: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) fail(field, `${label} must be whole dollars, 0 or more`);
  if (value > MAX_DOLLARS) fail(field, `${label} must be at most $${MAX_DOLLARS.toLocaleString('en-US')}`);
}

function discount(field: string, value: SiblingDiscount | null): void {
  if (!value) return;
  if (value.kind === 'percent') {
    if (!Number.isInteger(value.value) || value.value < 0 || value.value > 100)
      fail(`${field}.value`, 'A percentage discount must be a whole number from 0 to 100');
  } else wholeDollars(`${field}.value`, 'The discount', value.value);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function validDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * The rules of issue 40 "Bad input and correctness" a request's shape cannot say: the school year reads
 * right, each band lies within the grades the school teaches (`taught`, from the directory's grade
 * span; null when its grades name none) and no two bands share a grade, other fees are named, and the
 * aid window closes after it opens. The first broken rule is refused, naming its field.
 */
export function checkCostSchedule(input: CostScheduleInput, taught: { min: number; max: number } | null): void {
  const year = SCHOOL_YEAR_PATTERN.exec(input.schoolYear);
  if (!year || (Number(year[1]) + 1) % 100 !== Number(year[2]))
    fail('schoolYear', 'School year must read like 2026-27');
  if (!input.tuitionBands.length) fail('tuitionBands', 'Add at least one grade band with its tuition');
  if (input.tuitionBands.length > MAX_BANDS) fail('tuitionBands', `At most ${MAX_BANDS} grade bands`);
  if (!taught) fail('tuitionBands', "Set the school's grades in its profile before publishing tuition by grade");
  const span = taught as { min: number; max: number };
  input.tuitionBands.forEach((band, index) => {
    const field = `tuitionBands.${index}`;
    if (band.fromGrade > band.toGrade) fail(`${field}.toGrade`, 'A band must end at or after the grade it starts with');
    if (band.fromGrade < span.min || band.toGrade > span.max)
      fail(
        `${field}.fromGrade`,
        `The school teaches ${gradeName(span.min)} to ${gradeName(span.max)}: a band must stay within those grades`,
      );
    wholeDollars(`${field}.annualTuition`, 'Tuition', band.annualTuition);
    input.tuitionBands.slice(0, index).forEach((other) => {
      if (band.fromGrade <= other.toGrade && other.fromGrade <= band.toGrade)
        fail(
          `${field}.fromGrade`,
          `Bands must not overlap: ${gradeName(Math.max(band.fromGrade, other.fromGrade))} is already in another band`,
        );
    });
  });
  if (input.fees.filter((fee) => fee.kind === 'other').length > MAX_OTHER_FEES)
    fail('fees', `At most ${MAX_OTHER_FEES} other fees`);
  input.fees.forEach((fee, index) => {
    wholeDollars(`fees.${index}.amount`, 'A fee', fee.amount);
    if (fee.kind === 'other' && !fee.name?.trim()) fail(`fees.${index}.name`, 'Name the fee');
  });
  discount('secondChildDiscount', input.secondChildDiscount);
  discount('thirdChildDiscount', input.thirdChildDiscount);
  const aid = input.assistance;
  if (aid) {
    if (aid.opensOn !== null && !validDate(aid.opensOn)) fail('assistance.opensOn', 'Please enter a valid date');
    if (aid.closesOn !== null && !validDate(aid.closesOn)) fail('assistance.closesOn', 'Please enter a valid date');
    if (aid.opensOn && aid.closesOn && aid.closesOn <= aid.opensOn)
      fail('assistance.closesOn', 'The aid window must close after it opens');
    if (aid.applicationFee !== null)
      wholeDollars('assistance.applicationFee', 'The application fee', aid.applicationFee);
    if (aid.medianAward !== null) wholeDollars('assistance.medianAward', 'The median award', aid.medianAward);
    if (
      aid.percentReceivingAid !== null &&
      (!Number.isInteger(aid.percentReceivingAid) || aid.percentReceivingAid < 0 || aid.percentReceivingAid > 100)
    )
      fail(
        'assistance.percentReceivingAid',
        'The share of families receiving aid must be a whole percent from 0 to 100',
      );
  }
}

/** The bands in grade order, so every reader lists them alike. */
export function orderedBands(bands: TuitionBand[]): TuitionBand[] {
  return [...bands].sort((a, b) => a.fromGrade - b.fromGrade);
}
