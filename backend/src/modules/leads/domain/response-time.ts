import { SCHOOL_TIME_ZONE } from './lead-form';

/**
 * How fast a school answers families, as the school page says it (issue 44, docs/decisions/lead-replies.md).
 * Only time a school can be expected to answer counts: 8 am to 6 pm Las Vegas time, every day of the week
 * (weekends count like weekdays: private schools answer admissions mail on Saturdays, and a family waiting
 * over a weekend waits all the same). Overnight, 6 pm to 8 am, is not counted.
 */
export const BUSINESS_HOURS = { opensAt: 8, closesAt: 18 } as const;
/** One business day: 8 am to 6 pm. */
export const BUSINESS_DAY_MINUTES = (BUSINESS_HOURS.closesAt - BUSINESS_HOURS.opensAt) * 60;
/** The window the figures cover, in days back from now. */
export const RESPONSE_WINDOW_DAYS = 90;
/** Fewer requests than this in the window and nothing is shown: a median of two says little. */
export const MIN_REQUESTS_SHOWN = 5;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The Las Vegas wall time of an instant, as if it were UTC (ms): the zone's offset is the difference. */
function wallAsUtc(at: number): number {
  const parts = Object.fromEntries(wallClock.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The instant of a Las Vegas wall time (hour `hour` of that day), whatever the server's own zone. */
function lasVegasInstant(year: number, month: number, day: number, hour: number): number {
  const wall = Date.UTC(year, month, day, hour);
  let at = wall;
  // Twice: the first guess may sit on the other side of a daylight-saving change from the answer.
  for (let n = 0; n < 2; n++) at = wall - (wallAsUtc(at) - at);
  return at;
}

/**
 * Minutes between two instants counting only 8 am to 6 pm Las Vegas time, every day. A request at 5 pm
 * answered at 9 am the next day waited 2 business hours (5 to 6 pm, 8 to 9 am); one at 11 pm answered at
 * 7 am waited none. Whole minutes, rounded down; 0 when `to` is not after `from`.
 */
export function businessMinutesBetween(from: Date, to: Date): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  const first = new Date(wallAsUtc(start));
  let total = 0;
  for (let offset = 0; ; offset++) {
    const [year, month, day] = [first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate() + offset];
    const opens = lasVegasInstant(year, month, day, BUSINESS_HOURS.opensAt);
    if (opens >= end) break;
    const closes = lasVegasInstant(year, month, day, BUSINESS_HOURS.closesAt);
    total += Math.max(0, Math.min(closes, end) - Math.max(opens, start));
  }
  return Math.floor(total / 60_000);
}

/**
 * The wait as the school page says it: '{N hours | a day | N days}' of business time. Under ten business
 * hours in whole hours, rounded up ('an hour', '3 hours'); from there in business days of ten hours,
 * rounded up ('a day', '2 days').
 */
export function describeResponseTime(businessMinutes: number): string {
  const hours = Math.max(1, Math.ceil(businessMinutes / 60));
  if (hours * 60 < BUSINESS_DAY_MINUTES) return hours === 1 ? 'an hour' : `${hours} hours`;
  const days = Math.max(1, Math.ceil(businessMinutes / BUSINESS_DAY_MINUTES));
  return days === 1 ? 'a day' : `${days} days`;
}

/** What the figures of a school's last 90 days are (lead_response_time, read through school_response_time). */
export interface ResponseTimeFigures {
  /** Requests (information and tour, not spam) received in the window. */
  requests: number;
  /** How many of them got a reply sent from the inbox. */
  replied: number;
  /** The median business minutes to the first reply, over the replied ones; null without any. */
  medianBusinessMinutes: number | null;
  /** The school has an active owner (a reply can only come from one). */
  claimed: boolean;
}

export interface ResponseTimeSummary {
  /** The school page shows the line: claimed, and at least MIN_REQUESTS_SHOWN requests in the window. */
  shown: boolean;
  /** 'Usually replies within 2 hours'; null without a reply to measure. */
  usually: string | null;
  /** 'Replied to 4 of 5 requests (80%) in the last 90 days'. */
  answered: string;
  /** 0 to 100, rounded; null without requests. */
  answeredPercent: number | null;
  /** The median is at most one business day (the directory's 'Replies within a day'). */
  withinADay: boolean;
}

/** The public line's words, and whether it is shown, from the figures (one source: page and dashboard). */
export function summariseResponseTime(figures: ResponseTimeFigures): ResponseTimeSummary {
  const percent = figures.requests ? Math.round((figures.replied / figures.requests) * 100) : null;
  const shown = figures.claimed && figures.requests >= MIN_REQUESTS_SHOWN;
  const median = figures.medianBusinessMinutes;
  const noun = figures.requests === 1 ? 'request' : 'requests';
  return {
    shown,
    usually: median === null ? null : `Usually replies within ${describeResponseTime(median)}`,
    answered: `Replied to ${figures.replied} of ${figures.requests} ${noun}${percent === null ? '' : ` (${percent}%)`} in the last ${RESPONSE_WINDOW_DAYS} days`,
    answeredPercent: percent,
    withinADay: shown && median !== null && median <= BUSINESS_DAY_MINUTES,
  };
}
