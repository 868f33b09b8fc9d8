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

/** The calendar day of `at` in a time zone, as YYYY-MM-DD. */
export function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
