/**
 * A school's admissions facts (issue 20): application deadlines per entry
 * year, the financial aid provider and its deadline, openings by grade and
 * whether the school accepts the Nevada Opportunity Scholarship. Facts a
 * verified owner knows best, so an owner's edit goes live at once
 * (owner-edit-rule.ts). Plain rules only: what a valid value is, its
 * canonical form (so "what differs" compares like with like), and the two
 * values the directory filters index (`openGrades`, `latestDeadline`).
 */

/** Grade keys of the openings table, youngest first: Pre-K, K, 1..12. */
export const OPENING_GRADES = ['PK', 'K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
export type OpeningGrade = (typeof OPENING_GRADES)[number];

/** Seats open / few seats / full / waitlist. */
export const OPENING_STATUSES = ['open', 'few', 'full', 'waitlist'] as const;
export type OpeningStatus = (typeof OPENING_STATUSES)[number];

/** The statuses that count as "has openings" for the directory filter. */
export const HAS_OPENING_STATUSES: readonly OpeningStatus[] = ['open', 'few'];

export type GradeOpenings = Partial<Record<OpeningGrade, OpeningStatus>>;

export interface ApplicationDeadline {
  /** The school year a child would start, by its first calendar year (2027 = 2027-28). */
  entryYear: number;
  /** YYYY-MM-DD, a real calendar date, Las Vegas time. */
  deadline: string;
  /** e.g. 'Priority deadline', 'Kindergarten'; null when none. */
  label?: string | null;
}

/** The five facts as a school record carries them. */
export interface AdmissionsFacts {
  applicationDeadlines: ApplicationDeadline[] | null;
  financialAidProvider: string | null;
  financialAidDeadline: string | null;
  gradeOpenings: GradeOpenings | null;
  acceptsOpportunityScholarship: boolean | null;
}

/** Entry years an owner may name: a decade either side of 2030 keeps typos out. */
export const ENTRY_YEAR_MIN = 2020;
export const ENTRY_YEAR_MAX = 2040;
export const MAX_DEADLINES = 12;
export const DEADLINE_LABEL_MAX = 100;
export const FINANCIAL_AID_PROVIDER_MAX = 200;

/** The zone every deadline is read in (a deadline passes at the end of its day in Las Vegas). */
export const SCHOOL_TIME_ZONE = 'America/Los_Angeles';

export function isOpeningGrade(value: unknown): value is OpeningGrade {
  return typeof value === 'string' && (OPENING_GRADES as readonly string[]).includes(value);
}

export function isOpeningStatus(value: unknown): value is OpeningStatus {
  return typeof value === 'string' && (OPENING_STATUSES as readonly string[]).includes(value);
}

/** 'YYYY-MM-DD' naming a day that exists (no 2027-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The grade's number on the grade-span scale (Pre-K = -1, K = 0, 1..12). */
export function gradeNumber(grade: OpeningGrade): number {
  return grade === 'PK' ? -1 : grade === 'K' ? 0 : Number(grade);
}

/** The key of a grade number (the filter's `openingsGrade` is sent as a key). */
export function gradeKey(value: number): OpeningGrade | null {
  const key = value === -1 ? 'PK' : value === 0 ? 'K' : String(value);
  return isOpeningGrade(key) ? key : null;
}

/** Deadlines sorted by date then entry year, labels trimmed (blank = null). */
export function normaliseDeadlines(
  deadlines: readonly ApplicationDeadline[] | null | undefined,
): Required<ApplicationDeadline>[] {
  return (deadlines ?? [])
    .map((item) => {
      const label = typeof item.label === 'string' ? item.label.trim() : '';
      return { entryYear: Number(item.entryYear), deadline: item.deadline, label: label === '' ? null : label };
    })
    .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.entryYear - b.entryYear);
}

/** Openings keyed in grade order, unknown grades and empty statuses dropped. */
export function normaliseOpenings(openings: GradeOpenings | Record<string, unknown> | null | undefined): GradeOpenings {
  const result: GradeOpenings = {};
  if (!openings) return result;
  for (const grade of OPENING_GRADES) {
    const status = (openings as Record<string, unknown>)[grade];
    if (isOpeningStatus(status)) result[grade] = status;
  }
  return result;
}

/** Grade numbers with seats open or few seats, ascending (indexed for 'Has openings for {grade}'). */
export function openGradeNumbers(openings: GradeOpenings | null | undefined): number[] {
  const normal = normaliseOpenings(openings);
  return OPENING_GRADES.filter((grade) => HAS_OPENING_STATUSES.includes(normal[grade]!)).map(gradeNumber);
}

/** The last application deadline (indexed for 'Deadline not passed'); null without one. */
export function latestDeadline(deadlines: readonly ApplicationDeadline[] | null | undefined): string | null {
  let latest: string | null = null;
  for (const item of deadlines ?? []) if (latest === null || item.deadline > latest) latest = item.deadline;
  return latest;
}

/** Today's date (YYYY-MM-DD) in Las Vegas: a deadline dated today has not passed. */
export function todayInLasVegas(now = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SCHOOL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export function deadlinePassed(deadline: string, today: string): boolean {
  return deadline < today;
}
