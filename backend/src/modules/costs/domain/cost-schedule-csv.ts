/**
 * The cost schedules as CSV (issue 40 "the CSV import and export carry it", docs/decisions/cost-schedule.md):
 * one row per school, keyed by its slug, in the admin Data tab beside the catalogue CSV. A schedule's lists
 * (bands, fees, plans) are cells with a short written form a person can read and type in a spreadsheet:
 *
 *   tuition_bands   PK: 9000; K-5: 14200; 6-8: 16500        (PK = Pre-K, K = Kindergarten)
 *   fees            application: 100 once; registration: 450 yearly; other (Field trips): 250 yearly
 *   discounts       10%   or   $2000   (empty: none)
 *   payment_plans   annual; ten_pay
 *
 * Pure text in, text out: the grade span and overlap rules stay in `checkCostSchedule`.
 */
import {
  AID_PROVIDERS,
  FEE_KINDS,
  PAYMENT_PLANS,
  type AidProvider,
  type CostFee,
  type CostSchedule,
  type CostScheduleInput,
  type FeeKind,
  type PaymentPlan,
  type SiblingDiscount,
  type TuitionBand,
} from './cost-schedule';

/** Read back by the import: every column but the three the export adds for the reader. */
export const COST_CSV_COLUMNS = [
  'school_slug',
  'school_name',
  'school_year',
  'tuition_bands',
  'fees',
  'second_child_discount',
  'third_child_discount',
  'payment_plans',
  'aid_provider',
  'aid_opens_on',
  'aid_closes_on',
  'aid_application_fee',
  'aid_fee_waiver',
  'aid_percent_receiving',
  'aid_median_award',
  'confirmed_on',
  'confirmed_by',
] as const;
export type CostCsvColumn = (typeof COST_CSV_COLUMNS)[number];

/** Shown for reading only, ignored by the import: the name is directory's, the confirmation is set by publishing. */
export const COST_CSV_INFORMATIONAL: readonly CostCsvColumn[] = ['school_name', 'confirmed_on', 'confirmed_by'];
/** A row is the whole schedule, so a file without one of these would clear it: the header must have them all. */
export const COST_CSV_REQUIRED = COST_CSV_COLUMNS.filter((column) => !COST_CSV_INFORMATIONAL.includes(column));

export type CostCsvRecord = Partial<Record<CostCsvColumn, string>>;

export interface CostCsvProblem {
  column: CostCsvColumn;
  message: string;
}

const gradeToken = (grade: number) => (grade === -1 ? 'PK' : grade === 0 ? 'K' : String(grade));

function readGrade(token: string): number | null {
  const text = token.trim().toLowerCase();
  if (text === 'pk' || text === 'pre-k' || text === 'prek') return -1;
  if (text === 'k') return 0;
  if (/^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 12) return Number(text);
  return null;
}

const list = (cell: string | undefined) =>
  (cell ?? '')
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);

/** '$14,200' and '14200' read alike; anything else is not whole dollars. */
function readDollars(text: string): number | null {
  const digits = text.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

function writeBands(bands: TuitionBand[]): string {
  return bands
    .map((band) =>
      band.fromGrade === band.toGrade
        ? `${gradeToken(band.fromGrade)}: ${band.annualTuition}`
        : `${gradeToken(band.fromGrade)}-${gradeToken(band.toGrade)}: ${band.annualTuition}`,
    )
    .join('; ');
}

const BAND = /^(pre-?k|pk|k|\d{1,2})(?:\s*(?:-|–|to)\s*(pre-?k|pk|k|\d{1,2}))?\s*:\s*(.+)$/i;

function readBands(cell: string | undefined, problems: CostCsvProblem[]): TuitionBand[] {
  const bands: TuitionBand[] = [];
  for (const item of list(cell)) {
    const match = BAND.exec(item);
    const from = match ? readGrade(match[1]) : null;
    const to = match ? readGrade(match[2] ?? match[1]) : null;
    const amount = match ? readDollars(match[3]) : null;
    if (from === null || to === null || amount === null) {
      problems.push({
        column: 'tuition_bands',
        message: `"${item}" should read like "K-5: 14200" (grades PK, K, 1 to 12; whole dollars)`,
      });
      continue;
    }
    bands.push({ fromGrade: from, toGrade: to, annualTuition: amount });
  }
  return bands;
}

function writeFees(fees: CostFee[]): string {
  return fees
    .map(
      (fee) =>
        `${fee.kind}${fee.name?.trim() ? ` (${fee.name.trim()})` : ''}: ${fee.amount} ${fee.frequency === 'one_time' ? 'once' : 'yearly'}`,
    )
    .join('; ');
}

const FEE = /^([a-z_ ]+?)\s*(?:\(([^()]*)\))?\s*:\s*(\S+)\s+(once|yearly|one_time)$/i;

function readFees(cell: string | undefined, problems: CostCsvProblem[]): CostFee[] {
  const fees: CostFee[] = [];
  for (const item of list(cell)) {
    const match = FEE.exec(item);
    const kind = match?.[1].trim().toLowerCase().replace(/\s+/g, '_') as FeeKind | undefined;
    const amount = match ? readDollars(match[3]) : null;
    if (!match || !kind || !(FEE_KINDS as readonly string[]).includes(kind) || amount === null) {
      problems.push({
        column: 'fees',
        message: `"${item}" should read like "registration: 450 yearly" or "other (Field trips): 250 once" (kinds: ${FEE_KINDS.join(', ')})`,
      });
      continue;
    }
    const name = match[2]?.trim() || null;
    fees.push({ kind, name, amount, frequency: match[4].toLowerCase() === 'yearly' ? 'yearly' : 'one_time' });
  }
  return fees;
}

const writeDiscount = (discount: SiblingDiscount | null) =>
  !discount ? '' : discount.kind === 'percent' ? `${discount.value}%` : `$${discount.value}`;

function readDiscount(
  column: 'second_child_discount' | 'third_child_discount',
  cell: string | undefined,
  problems: CostCsvProblem[],
): SiblingDiscount | null {
  const text = (cell ?? '').trim();
  if (!text) return null;
  const percent = /^(\d{1,3})\s*%$/.exec(text);
  if (percent) return { kind: 'percent', value: Number(percent[1]) };
  const amount = readDollars(text);
  if (amount !== null) return { kind: 'amount', value: amount };
  problems.push({ column, message: `"${text}" should be a percentage like 10% or dollars like $2000` });
  return null;
}

function readPlans(cell: string | undefined, problems: CostCsvProblem[]): PaymentPlan[] {
  const plans: PaymentPlan[] = [];
  for (const item of list(cell)) {
    const plan = item.toLowerCase().replace(/[\s-]+/g, '_');
    if (!(PAYMENT_PLANS as readonly string[]).includes(plan)) {
      problems.push({ column: 'payment_plans', message: `"${item}" is not a plan: use ${PAYMENT_PLANS.join(', ')}` });
      continue;
    }
    if (!plans.includes(plan as PaymentPlan)) plans.push(plan as PaymentPlan);
  }
  return plans;
}

const AID_COLUMNS = [
  'aid_opens_on',
  'aid_closes_on',
  'aid_application_fee',
  'aid_fee_waiver',
  'aid_percent_receiving',
  'aid_median_award',
] as const;

function readOptionalWhole(column: CostCsvColumn, cell: string | undefined, problems: CostCsvProblem[]) {
  const text = (cell ?? '').trim().replace(/%$/, '');
  if (!text) return null;
  const value = readDollars(text);
  if (value === null) problems.push({ column, message: `"${cell}" should be a whole number` });
  return value;
}

function readAid(record: CostCsvRecord, problems: CostCsvProblem[]): CostScheduleInput['assistance'] {
  const providerText = (record.aid_provider ?? '').trim();
  if (!providerText) {
    const stray = AID_COLUMNS.find((column) => (record[column] ?? '').trim() !== '');
    if (stray)
      problems.push({
        column: 'aid_provider',
        message: `Name the provider for ${stray}: or leave the aid columns empty`,
      });
    return null;
  }
  const provider = AID_PROVIDERS.find((known) => known.toLowerCase() === providerText.toLowerCase());
  if (!provider)
    problems.push({
      column: 'aid_provider',
      message: `"${providerText}" is not a provider: use ${AID_PROVIDERS.join(', ')}`,
    });
  const waiver = (record.aid_fee_waiver ?? '').trim().toLowerCase();
  if (waiver && !['yes', 'no', 'true', 'false'].includes(waiver))
    problems.push({ column: 'aid_fee_waiver', message: 'Fee waiver must be yes or no' });
  // Dates are checked as dates by checkCostSchedule, which names the field.
  const date = (cell: string | undefined) => (cell ?? '').trim() || null;
  return {
    provider: (provider ?? providerText) as AidProvider,
    opensOn: date(record.aid_opens_on),
    closesOn: date(record.aid_closes_on),
    applicationFee: readOptionalWhole('aid_application_fee', record.aid_application_fee, problems),
    feeWaiver: waiver === 'yes' || waiver === 'true',
    percentReceivingAid: readOptionalWhole('aid_percent_receiving', record.aid_percent_receiving, problems),
    medianAward: readOptionalWhole('aid_median_award', record.aid_median_award, problems),
  };
}

/** A row with every schedule cell empty: the school has none to import (nothing is deleted by a file). */
export function isEmptyCostRecord(record: CostCsvRecord): boolean {
  return COST_CSV_REQUIRED.filter((column) => column !== 'school_slug').every(
    (column) => (record[column] ?? '').trim() === '',
  );
}

/** A row's schedule, or the problems that keep it from reading as one (each naming its column). */
export function readCostRecord(record: CostCsvRecord): { input: CostScheduleInput | null; problems: CostCsvProblem[] } {
  const problems: CostCsvProblem[] = [];
  const input: CostScheduleInput = {
    schoolYear: (record.school_year ?? '').trim(),
    tuitionBands: readBands(record.tuition_bands, problems),
    fees: readFees(record.fees, problems),
    secondChildDiscount: readDiscount('second_child_discount', record.second_child_discount, problems),
    thirdChildDiscount: readDiscount('third_child_discount', record.third_child_discount, problems),
    paymentPlans: readPlans(record.payment_plans, problems),
    assistance: readAid(record, problems),
  };
  return problems.length ? { input: null, problems } : { input, problems };
}

/** A school's export row: its schedule's cells, empty when it has published none (to be filled in). */
export function toCostRecord(
  school: { slug: string; name: string },
  schedule: CostSchedule | null,
): Record<CostCsvColumn, string> {
  const aid = schedule?.assistance ?? null;
  const number = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    school_slug: school.slug,
    school_name: school.name,
    school_year: schedule?.schoolYear ?? '',
    tuition_bands: schedule ? writeBands(schedule.tuitionBands) : '',
    fees: schedule ? writeFees(schedule.fees) : '',
    second_child_discount: writeDiscount(schedule?.secondChildDiscount ?? null),
    third_child_discount: writeDiscount(schedule?.thirdChildDiscount ?? null),
    payment_plans: schedule?.paymentPlans.join('; ') ?? '',
    aid_provider: aid?.provider ?? '',
    aid_opens_on: aid?.opensOn ?? '',
    aid_closes_on: aid?.closesOn ?? '',
    aid_application_fee: number(aid?.applicationFee),
    aid_fee_waiver: aid ? (aid.feeWaiver ? 'yes' : 'no') : '',
    aid_percent_receiving: number(aid?.percentReceivingAid),
    aid_median_award: number(aid?.medianAward),
    confirmed_on: schedule?.confirmedOn ?? '',
    confirmed_by: schedule?.confirmedBy ?? '',
  };
}

/** The CSV column a rule of `checkCostSchedule` names by its request field ('tuitionBands.1.fromGrade'). */
export function columnOfField(field: string): CostCsvColumn {
  const [head, sub] = field.split('.');
  const byHead: Record<string, CostCsvColumn> = {
    schoolYear: 'school_year',
    tuitionBands: 'tuition_bands',
    fees: 'fees',
    secondChildDiscount: 'second_child_discount',
    thirdChildDiscount: 'third_child_discount',
    paymentPlans: 'payment_plans',
  };
  if (head === 'assistance') {
    const byAid: Record<string, CostCsvColumn> = {
      opensOn: 'aid_opens_on',
      closesOn: 'aid_closes_on',
      applicationFee: 'aid_application_fee',
      percentReceivingAid: 'aid_percent_receiving',
      medianAward: 'aid_median_award',
    };
    return byAid[sub] ?? 'aid_provider';
  }
  return byHead[head] ?? 'school_year';
}

/** The schedule's own figures in a fixed key order, so a stored and a read schedule compare by their text. */
export function sameSchedule(a: CostScheduleInput, b: CostScheduleInput): boolean {
  const canonical = (s: CostScheduleInput) =>
    JSON.stringify([
      s.schoolYear,
      [...s.tuitionBands]
        .sort((x, y) => x.fromGrade - y.fromGrade)
        .map((band) => [band.fromGrade, band.toGrade, band.annualTuition]),
      s.fees.map((fee) => [fee.kind, fee.name?.trim() || null, fee.amount, fee.frequency]),
      s.secondChildDiscount && [s.secondChildDiscount.kind, s.secondChildDiscount.value],
      s.thirdChildDiscount && [s.thirdChildDiscount.kind, s.thirdChildDiscount.value],
      s.paymentPlans,
      s.assistance && [
        s.assistance.provider,
        s.assistance.opensOn,
        s.assistance.closesOn,
        s.assistance.applicationFee,
        s.assistance.feeWaiver,
        s.assistance.percentReceivingAid,
        s.assistance.medianAward,
      ],
    ]);
  return canonical(a) === canonical(b);
}
