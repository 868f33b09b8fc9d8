/**
 * Display rules of docs/product.md "Display rules", in one place: currency, percentages, tuition
 * text, counts, dates and the two letter-grade colour rules.
 */

import { calendarDateText, lasVegasDate, type CalendarDate } from './las-vegas-date';

type Maybe<T> = T | null | undefined;

/**
 * A whole number with US thousands separators, rounded half away from zero as Intl rounds. Written out:
 * the first Intl formatter a page makes loads the browser's locale data (70 ms and more in the middle of
 * taking a server-rendered page over), and most public pages need no other.
 */
function wholeNumber(value: number): string {
  const rounded = Math.round(Math.abs(value));
  const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && rounded !== 0 ? `-${digits}` : digits;
}

function isNumber(value: Maybe<number | string>): value is number | string {
  if (value === null || value === undefined || value === '') return false;
  return Number.isFinite(Number(value));
}

/** US dollars without decimals; 'N/A' when there is no value (written out, as `wholeNumber`). */
export function formatCurrency(value: Maybe<number | string>): string {
  if (!isNumber(value)) return 'N/A';
  const amount = Number(value);
  const dollars = wholeNumber(Math.abs(amount));
  return dollars === '0' || amount > 0 ? `$${dollars}` : `-$${dollars}`;
}

/**
 * Cents as every price outside a plan card reads (docs/product.md "Prices and plans": two decimals): `$995.00`. Written
 * out, as `wholeNumber`: the school page says what claiming costs.
 */
export function formatPrice(cents: number): string {
  const whole = Math.abs(Math.round(cents));
  const text = `$${wholeNumber(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
  return cents < 0 && whole !== 0 ? `-${text}` : text;
}

/** A plan's interval as a price says it: 'per month', 'per year'. */
export function planIntervalWord(interval: 'monthly' | 'yearly'): 'month' | 'year' {
  return interval === 'yearly' ? 'year' : 'month';
}

/**
 * The premium plans in one phrase, cheapest first: '$99.00 per month or $995.00 per year'. What claiming a
 * listing costs, said before any form is filled (issue 36); the prices are the plans' own, never a copy.
 */
export function formatPlanPrices(plans: readonly { price: number; interval: 'monthly' | 'yearly' }[]): string {
  return [...plans]
    .sort((a, b) => a.price - b.price)
    .map((plan) => `${formatPrice(plan.price)} per ${planIntervalWord(plan.interval)}`)
    .join(' or ');
}

/** A number followed by %; 'N/A' when there is no value. */
export function formatPercent(value: Maybe<number | string>): string {
  if (!isNumber(value)) return 'N/A';
  const rounded = Math.round(Number(value) * 10) / 10;
  return `${rounded}%`;
}

/** A whole number with thousands separators; 'N/A' when there is no value. */
export function formatCount(value: Maybe<number | string>): string {
  return isNumber(value) ? wholeNumber(Number(value)) : 'N/A';
}

/** The tuition line of cards and pages. */
export function formatTuition(min: Maybe<number>, max: Maybe<number>): string {
  const hasMin = isNumber(min);
  const hasMax = isNumber(max);
  if (hasMin && hasMax) return `${formatCurrency(min)} - ${formatCurrency(max)}`;
  if (hasMin) return `Starting at ${formatCurrency(min)}`;
  if (hasMax) return `Up to ${formatCurrency(max)}`;
  return 'Contact for tuition';
}

/** Average tuition of a neighborhood: only when both bounds exist, otherwise null (the line is hidden). */
export function formatTuitionRangeIfComplete(min: Maybe<number>, max: Maybe<number>): string | null {
  return isNumber(min) && isNumber(max) ? `${formatCurrency(min)} - ${formatCurrency(max)}` : null;
}

/**
 * Dates are shown as in Las Vegas, whatever the zone of the server or the browser: the server renders
 * the public pages (issue 21) and the browser's hydration must find the same text.
 */
function lasVegasDateOf(value: Maybe<string | Date>): CalendarDate | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : lasVegasDate(date);
}

/** 'November 21, 2026' (long US format), or null when the date is missing or invalid. */
export function formatLongDate(value: Maybe<string | Date>): string | null {
  const date = lasVegasDateOf(value);
  return date && calendarDateText(date);
}

/** 'Nov 21, 2026' for cards, or null when missing. */
export function formatShortDate(value: Maybe<string | Date>): string | null {
  const date = lasVegasDateOf(value);
  return date && calendarDateText(date, true);
}

const LAS_VEGAS_TIME_ZONE = 'America/Los_Angeles';

/**
 * 'Dec 1, 2026, 10:04 AM' as the clock read in Las Vegas (when a change was submitted), or null when missing.
 * Intl is fine here: the signed-in screens that show it are not taken over from a server render.
 */
export function formatLasVegasDateTime(value: Maybe<string | Date>): string | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    date
      .toLocaleString('en-US', {
        timeZone: LAS_VEGAS_TIME_ZONE,
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
      // Newer ICU puts a narrow no-break space before AM/PM: a plain one reads (and matches) the same everywhere.
      .replace(/\u202f/g, ' ')
  );
}

export type GradeTone = 'green' | 'blue' | 'yellow' | 'red' | 'grey';

/** Card rule: A+/A green, B+/B blue, C+/C yellow, D/F red, anything else grey. */
export function cardGradeTone(grade: Maybe<string>): GradeTone {
  const value = (grade ?? '').trim().toUpperCase();
  if (value === 'A+' || value === 'A') return 'green';
  if (value === 'B+' || value === 'B') return 'blue';
  if (value === 'C+' || value === 'C') return 'yellow';
  if (value === 'D' || value === 'F') return 'red';
  return 'grey';
}

/** Neighborhood-page rule: by first letter, a green, b blue, c yellow, any other red, empty grey. */
export function neighborhoodGradeTone(grade: Maybe<string>): GradeTone {
  const first = (grade ?? '').trim().charAt(0).toLowerCase();
  if (!first) return 'grey';
  if (first === 'a') return 'green';
  if (first === 'b') return 'blue';
  if (first === 'c') return 'yellow';
  return 'red';
}

/** Badge colours per tone; every pair passes WCAG AA for normal text. */
export const GRADE_TONE_COLORS: Record<GradeTone, { bg: string; fg: string }> = {
  green: { bg: '#dcfce7', fg: '#14532d' },
  blue: { bg: '#dbeafe', fg: '#1e3a8a' },
  yellow: { bg: '#fef9c3', fg: '#713f12' },
  red: { bg: '#fee2e2', fg: '#7f1d1d' },
  grey: { bg: '#e5e7eb', fg: '#374151' },
};

/** A distance from the search centre: '2.3 mi' (one decimal, as the API sends it); '' when unknown. */
export function formatDistance(miles: number | null | undefined): string {
  if (miles === null || miles === undefined || !Number.isFinite(miles)) return '';
  return `${(Math.round(miles * 10) / 10).toFixed(1)} mi`;
}
