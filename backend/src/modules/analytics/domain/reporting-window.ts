/** The dashboard's windows, in days. */
export const WINDOW_DAYS = [7, 30, 90, 365] as const;
export type WindowDays = (typeof WINDOW_DAYS)[number];

export function isWindowDays(value: number): value is WindowDays {
  return (WINDOW_DAYS as readonly number[]).includes(value);
}

/** A span of whole days, both ends included, as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

export interface ReportingWindow {
  current: DayRange;
  previous: DayRange;
}

/** `day` (YYYY-MM-DD) moved by `delta` days. */
export function addDays(day: string, delta: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return date.toISOString().slice(0, 10);
}

/**
 * The last `days` days ending with `today` (included), and the `days` days
 * just before them: 7 days to 2026-11-23 are 11-17..11-23, compared with
 * 11-10..11-16.
 */
export function reportingWindow(days: number, today: string): ReportingWindow {
  const from = addDays(today, -(days - 1));
  return {
    current: { from, to: today },
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
  };
}

/** Every day of the range in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * Change from the previous period in percent, one decimal: null when the
 * previous period had nothing (no meaningful percentage; the UI says 'new').
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Part of a whole in percent, one decimal; 0 when the whole is 0. */
export function ratePercent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/** Below this many unique profile visitors a share says little: the dashboard shows the two counts instead. */
export const MIN_VISITORS_FOR_RATE = 20;

/** How many profile visitors went on to send a request, as counts and (when it is a true share) a percentage. */
export interface ProfileConversion {
  /** Requests sent with the profile page's form in the window. */
  requests: number;
  /** Unique visitors of the profile page in the window. */
  visitors: number;
  /** requests ÷ visitors in percent; null below MIN_VISITORS_FOR_RATE visitors or when requests exceed them. */
  percent: number | null;
}

/**
 * The profile's conversion as a true share: requests sent from the profile
 * page (not RSVPs, booked elsewhere too) over the page's unique visitors.
 * A visitor the beacon missed (blocked, not consented) can still send a
 * request, so more requests than visitors is no share at all: the counts are
 * shown then, as they are for too few visitors.
 */
export function profileConversion(requests: number, visitors: number): ProfileConversion {
  const share = visitors >= MIN_VISITORS_FOR_RATE && requests <= visitors;
  return { requests, visitors, percent: share ? ratePercent(requests, visitors) : null };
}

/** The calendar day of `at` in a time zone, as YYYY-MM-DD. */
export function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
