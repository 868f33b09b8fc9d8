import type { AlertFrequency } from './saved-search-alert';

/** Las Vegas calendar date (YYYY-MM-DD) of an instant. */
function lasVegasDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The period a digest belongs to, as a key: `day:2026-12-16` (Las Vegas date)
 * or `week:2026-W51` (ISO week of the Las Vegas date). One digest per alert and
 * key at most (table `alert_digest_sent`), whichever worker runs and however often.
 */
export function digestPeriodKey(frequency: AlertFrequency, now: Date): string {
  const day = lasVegasDate(now);
  if (frequency === 'daily') return `day:${day}`;
  const date = new Date(`${day}T00:00:00Z`);
  // ISO week: the week with the year's first Thursday is week 1; weeks start on Monday.
  const weekday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  // `date` is now the Thursday of that week, whose year is the ISO year.
  const year = date.getUTCFullYear();
  const week = 1 + Math.floor((date.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000));
  return `week:${year}-W${String(week).padStart(2, '0')}`;
}
