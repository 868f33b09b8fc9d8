/**
 * Open houses are entered and stored as Las Vegas wall time
 * (America/Los_Angeles) and kept as an instant (timestamptz); visitors see
 * them in their own zone. These helpers turn one into the other with the
 * platform's time-zone data, so daylight saving is always right.
 */
export const OPEN_HOUSE_TIME_ZONE = 'America/Los_Angeles';

/** `YYYY-MM-DDTHH:mm`, the form's date and time fields together. */
export const WALL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: OPEN_HOUSE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The Las Vegas wall time of an instant, as `YYYY-MM-DDTHH:mm`. */
export function toWallTime(instant: Date): string {
  const p = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * The instant a Las Vegas wall time means; null when it is malformed or does
 * not exist (the hour skipped when clocks move forward). An hour that happens
 * twice (clocks move back) means its first occurrence.
 */
export function fromWallTime(wall: string): Date | null {
  const match = WALL_TIME_PATTERN.exec(wall);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (ms: number) => Date.parse(`${toWallTime(new Date(ms))}:00Z`) - ms;
  // Two passes settle the offset on either side of a change; the earlier candidate wins on a repeated hour.
  const first = asUtc - offsetAt(asUtc);
  const candidates = [first, asUtc - offsetAt(first)].sort((a, b) => a - b);
  const found = candidates.find((ms) => toWallTime(new Date(ms)) === wall);
  return found === undefined ? null : new Date(found);
}

/** 'Saturday, December 12, 2026, 10:00 AM PST': how mails write a time (always Las Vegas time, zone named). */
export function describeLocalTime(instant: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: OPEN_HOUSE_TIME_ZONE,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}
