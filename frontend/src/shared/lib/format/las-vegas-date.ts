/**
 * Calendar dates as in Las Vegas (Pacific time), computed without Intl: the first Intl date formatter
 * a page makes loads the browser's time zone and locale data, a long task in the middle of hydration on
 * a phone (the school page's admissions dates). The server renders the same text whatever its own zone.
 */

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const HOUR = 3_600_000;

/** The n-th Sunday (1-based) of a month, as a day of the month. */
function nthSunday(year: number, monthIndex: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
}

/**
 * Pacific time's offset from UTC, in hours, at an instant: daylight time (UTC-7) from 2:00 on the second
 * Sunday of March to 2:00 on the first Sunday of November, standard time (UTC-8) otherwise (the United
 * States' rule since 2007; the unit tests hold it to Intl's answers). Nevada has no rule of its own.
 */
function pacificOffsetHours(time: number): number {
  const year = new Date(time).getUTCFullYear();
  const daylightFrom = Date.UTC(year, 2, nthSunday(year, 2, 2), 10); // 2:00 PST
  const daylightUntil = Date.UTC(year, 10, nthSunday(year, 10, 1), 9); // 2:00 PDT
  return time >= daylightFrom && time < daylightUntil ? -7 : -8;
}

export interface CalendarDate {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

/** The date in Las Vegas at an instant. */
export function lasVegasDate(instant: Date): CalendarDate {
  const local = new Date(instant.getTime() + pacificOffsetHours(instant.getTime()) * HOUR);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** '2026-11-21'. */
export function isoDate({ year, month, day }: CalendarDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'November 21, 2026'; `short`: 'Nov 21, 2026'. */
export function calendarDateText({ year, month, day }: CalendarDate, short = false): string {
  const name = MONTH_NAMES[month - 1];
  return `${short ? name.slice(0, 3) : name} ${day}, ${year}`;
}

/** A calendar day as a chart's label: '2026-11-23' → 'Nov 23' (owner's and admin's analytics alike). */
export function shortDayLabel(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${MONTH_NAMES[month - 1].slice(0, 3)} ${date}`;
}

/**
 * A span of calendar days as analytics headings give it: '2026-10-30', '2026-11-28' → 'Oct 30 – Nov 28, 2026';
 * the year twice when it changes ('Dec 30, 2026 – Jan 5, 2027').
 */
export function dayRangeText(from: string, to: string): string {
  const [fromYear] = from.split('-');
  const [toYear] = to.split('-');
  const start = fromYear === toYear ? shortDayLabel(from) : `${shortDayLabel(from)}, ${fromYear}`;
  return `${start} – ${shortDayLabel(to)}, ${toYear}`;
}
