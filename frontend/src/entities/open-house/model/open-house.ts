/** Grades as the server counts them (Pre-K = -1, K = 0, 1..12), with the labels families pick. */
export const OPEN_HOUSE_GRADES = [
  { value: -1, label: 'Pre-K' },
  { value: 0, label: 'Kindergarten' },
  ...Array.from({ length: 12 }, (_, index) => {
    const n = index + 1;
    const suffix = n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th';
    return { value: n, label: `${n}${suffix}` };
  }),
] as const;

function dayText(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(date);
}

function timeText(date: Date, timeZone: string, withZone: boolean): string {
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    ...(withZone && { timeZoneName: 'short' }),
  }).format(date);
}

/**
 * Where the open houses take place. Their times read in Las Vegas time, with the zone named, wherever the
 * visitor is: the e-mails, the page without JavaScript and the school's deadlines ('Dates are Las Vegas time')
 * say Las Vegas time, and a family in another zone saw the same event at three different hours (a UTC device
 * even moved it to the next day).
 */
export const LAS_VEGAS_TIME_ZONE = 'America/Los_Angeles';

/** 'Sat, Dec 12, 2026, 10:00 AM – 11:30 AM PST'. */
export function formatOpenHouseTime(startsAt: string, endsAt: string, timeZone = LAS_VEGAS_TIME_ZONE): string {
  const start = new Date(startsAt);
  return `${dayText(start, timeZone)}, ${timeText(start, timeZone, false)} – ${timeText(new Date(endsAt), timeZone, true)}`;
}

/** Its start alone, when the end is not known: 'Sat, Dec 12, 2026, 10:00 AM PST'. */
export function formatOpenHouseStart(startsAt: string, timeZone = LAS_VEGAS_TIME_ZONE): string {
  const start = new Date(startsAt);
  return `${dayText(start, timeZone)}, ${timeText(start, timeZone, true)}`;
}

export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : '', rest ? `${rest} min` : ''].filter(Boolean).join(' ');
}
