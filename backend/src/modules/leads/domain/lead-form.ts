/**
 * The rules of the request form that depend on the calendar, shared by the
 * request DTO and the domain. Dates are Las Vegas dates: a parent choosing
 * "tomorrow" at 9 pm must not be told it is in the past because UTC has
 * already moved on.
 */
export const SCHOOL_TIME_ZONE = 'America/Los_Angeles';

/** The grade list of docs/product.md "The lists" (the stored value is the label). */
export const CHILD_GRADES = [
  'Pre-K',
  'Kindergarten',
  'Elementary (K-5)',
  'Middle School (6-8)',
  'High School (9-12)',
  '1st - 5th',
  '6th - 8th',
  '9th - 12th',
] as const;
export type ChildGrade = (typeof CHILD_GRADES)[number];

export const PREFERRED_PERIODS = ['morning', 'afternoon'] as const;
export type PreferredPeriod = (typeof PREFERRED_PERIODS)[number];

export interface PreferredTime {
  /** YYYY-MM-DD, a weekday after today (Las Vegas time). */
  date: string;
  period: PreferredPeriod;
}

export const LEAD_LIMITS = {
  name: 50,
  email: 254,
  phone: 30,
  messageMin: 10,
  messageMax: 1000,
  preferredTimes: 3,
  sourcePage: 500,
  /** A tour date may be chosen up to this many days ahead. */
  preferredDaysAhead: 365,
  /** A form sent sooner than this after it was opened was not filled in by a person. */
  minFillMs: 3000,
} as const;

/** Today's date in Las Vegas as YYYY-MM-DD. */
export function localDate(now: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SCHOOL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The school years a family may choose as the intended start: the current one
 * (a school year runs from July 1 to June 30) and the next two, e.g. in
 * November 2026: '2026-2027', '2027-2028', '2028-2029'.
 */
export function intendedStartOptions(now: Date): string[] {
  const [year, month] = localDate(now).split('-').map(Number);
  const first = month >= 7 ? year : year - 1;
  return [0, 1, 2].map((offset) => `${first + offset}-${first + offset + 1}`);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(text: string): Date | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text ? date : null;
}

export const PREFERRED_TIME_MESSAGES = {
  notList: 'Preferred times must be a list',
  tooMany: `Please choose at most ${LEAD_LIMITS.preferredTimes} preferred times`,
  date: 'Please choose a future weekday',
  tooFar: 'Please choose a date within the next year',
  period: 'Please choose morning or afternoon',
  duplicate: 'Please choose each preferred time once',
} as const;

/** The first problem with a list of preferred tour times, or null when it is fine. */
export function preferredTimesProblem(value: unknown, now: Date): string | null {
  if (!Array.isArray(value)) return PREFERRED_TIME_MESSAGES.notList;
  if (value.length > LEAD_LIMITS.preferredTimes) return PREFERRED_TIME_MESSAGES.tooMany;
  const today = parseDate(localDate(now))!;
  const seen = new Set<string>();
  for (const item of value as unknown[]) {
    const { date, period } = (item ?? {}) as Record<string, unknown>;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return PREFERRED_TIME_MESSAGES.date;
    const keys = Object.keys(item);
    if (keys.some((key) => key !== 'date' && key !== 'period')) return PREFERRED_TIME_MESSAGES.date;
    const day = typeof date === 'string' ? parseDate(date) : null;
    if (!day || day <= today || day.getUTCDay() === 0 || day.getUTCDay() === 6) return PREFERRED_TIME_MESSAGES.date;
    if ((day.getTime() - today.getTime()) / 86_400_000 > LEAD_LIMITS.preferredDaysAhead)
      return PREFERRED_TIME_MESSAGES.tooFar;
    if (!(PREFERRED_PERIODS as readonly unknown[]).includes(period)) return PREFERRED_TIME_MESSAGES.period;
    const key = `${String(date)}/${String(period)}`;
    if (seen.has(key)) return PREFERRED_TIME_MESSAGES.duplicate;
    seen.add(key);
  }
  return null;
}

export type SpamReason = 'honeypot' | 'too_fast' | 'admin';

/**
 * Why a submission is judged spam, or null for a real request: the hidden
 * `website` field was filled in (people never see it), or the form was sent
 * less than 3 seconds after it was opened. A `formStartedAt` in the future
 * means the visitor's clock runs ahead of ours, which says nothing about the
 * sender, so only a start 0-3 s ago counts as too fast.
 */
export function spamReasonOf(input: { website?: string | null; formStartedAt: number }, now: Date): SpamReason | null {
  if (input.website && input.website.trim() !== '') return 'honeypot';
  const elapsed = now.getTime() - input.formStartedAt;
  if (elapsed >= 0 && elapsed < LEAD_LIMITS.minFillMs) return 'too_fast';
  return null;
}

/** Preferred times as one line for people, e.g. 'Tue, Dec 8, 2026 (morning); Wed, Dec 9, 2026 (afternoon)'. */
export function describePreferredTimes(times: PreferredTime[]): string {
  const format = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return times.map((time) => `${format.format(new Date(`${time.date}T00:00:00Z`))} (${time.period})`).join('; ');
}
