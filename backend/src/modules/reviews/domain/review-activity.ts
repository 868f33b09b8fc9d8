import { REVIEW_GUIDELINES, type ReviewGuideline } from './review';

/**
 * What the admin's moderation volumes count (issue 39, "the admin sees moderation volumes"), per Las Vegas
 * day: each event is counted in the transaction it happens in (`review_activity_day`), so a review deleted
 * later (unconfirmed sweep, the writer's delete) still counts. Counts only: no review id, no person.
 */
export const REVIEW_ACTIVITY_EVENTS = [
  'submitted',
  'confirmed',
  'auto_held',
  'published',
  'removed',
  'report_received',
  'report_resolved',
] as const;
export type ReviewActivityEvent = (typeof REVIEW_ACTIVITY_EVENTS)[number];

/** A day's count of one event (`reason`: the guideline of a removal, '' otherwise). */
export class ReviewActivityDay {
  /** A Las Vegas day, 'YYYY-MM-DD'. */
  day!: string;
  event!: ReviewActivityEvent;
  reason = '';
  count!: number;
}

/** An owners' daily summary queued for a school and Las Vegas day; its primary key admits one. */
export class ReviewSummarySent {
  schoolId!: number;
  /** The Las Vegas day summarised, 'YYYY-MM-DD'. */
  day!: string;
  sentAt!: Date;
  reviews!: number;
}

export interface ModerationVolumes {
  submitted: number;
  confirmed: number;
  autoHeld: number;
  published: number;
  removed: number;
  removedByReason: Record<ReviewGuideline, number>;
  reportsReceived: number;
  reportsResolved: number;
}

/** The sums of the rows whose day is within [from, to] (both 'YYYY-MM-DD', inclusive). */
export function moderationVolumes(
  rows: readonly Pick<ReviewActivityDay, 'day' | 'event' | 'reason' | 'count'>[],
  from: string,
  to: string,
): ModerationVolumes {
  const removedByReason = Object.fromEntries(REVIEW_GUIDELINES.map((g) => [g, 0])) as Record<ReviewGuideline, number>;
  const volumes: ModerationVolumes = {
    submitted: 0,
    confirmed: 0,
    autoHeld: 0,
    published: 0,
    removed: 0,
    removedByReason,
    reportsReceived: 0,
    reportsResolved: 0,
  };
  for (const row of rows) {
    if (row.day < from || row.day > to) continue;
    const count = Number(row.count);
    switch (row.event) {
      case 'submitted':
        volumes.submitted += count;
        break;
      case 'confirmed':
        volumes.confirmed += count;
        break;
      case 'auto_held':
        volumes.autoHeld += count;
        break;
      case 'published':
        volumes.published += count;
        break;
      case 'removed':
        volumes.removed += count;
        if (row.reason in removedByReason) removedByReason[row.reason as ReviewGuideline] += count;
        break;
      case 'report_received':
        volumes.reportsReceived += count;
        break;
      case 'report_resolved':
        volumes.reportsResolved += count;
        break;
    }
  }
  return volumes;
}

const lasVegasDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Las Vegas day of an instant, 'YYYY-MM-DD'. */
export function lasVegasDayOf(at: Date): string {
  return lasVegasDate.format(at);
}

/** 'Monday, December 21, 2026' for a 'YYYY-MM-DD' day. */
export function describeDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The day `days` after `day` (negative: before), 'YYYY-MM-DD'. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The Las Vegas days before `now`'s day, latest first: `count` of them. */
export function lasVegasDaysBefore(now: Date, count: number): string[] {
  const today = lasVegasDayOf(now);
  return Array.from({ length: count }, (_, n) => addDays(today, -(n + 1)));
}

/** The Monday of `day`'s week (weeks run Monday to Sunday). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The `count` Las Vegas months up to `now`'s, oldest first, 'YYYY-MM'. */
export function lasVegasMonthsUpTo(now: Date, count: number): string[] {
  const [year, month] = lasVegasDayOf(now).split('-').map(Number);
  return Array.from({ length: count }, (_, n) => {
    const index = year * 12 + (month - 1) - (count - 1 - n);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

export interface MonthlyReviews {
  /** 'YYYY-MM' (Las Vegas time). */
  month: string;
  /** Reviews first published that month and published now (insiders' too). */
  reviews: number;
  /** Of those, the ones the rating is made of (insiders are not counted). */
  countedReviews: number;
  /** The average overall rating of the counted ones, one decimal; null without any. */
  averageRating: number | null;
}

/** One entry per month of `months` (missing months are zeros), from per-month sums. */
export function monthlyReviews(
  months: readonly string[],
  rows: readonly { month: string; reviews: number; counted: number; ratingSum: number }[],
): MonthlyReviews[] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => {
    const row = byMonth.get(month);
    const counted = Number(row?.counted ?? 0);
    return {
      month,
      reviews: Number(row?.reviews ?? 0),
      countedReviews: counted,
      averageRating: counted ? Math.round((Number(row?.ratingSum ?? 0) / counted) * 10) / 10 : null,
    };
  });
}
