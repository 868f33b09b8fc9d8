/**
 * How a school's owners hear about new leads and open-house RSVPs (issue 23):
 * a mail for each at once, or one summary per Las Vegas day. One setting per
 * school, shared by its owners: they work one inbox together, and the
 * never-twice rule of the summary is per school and day.
 */
export const LEAD_NOTIFICATION_MODES = ['immediate', 'daily_summary'] as const;
export type LeadNotificationMode = (typeof LEAD_NOTIFICATION_MODES)[number];
export const DEFAULT_LEAD_NOTIFICATION_MODE: LeadNotificationMode = 'immediate';

export function isLeadNotificationMode(value: unknown): value is LeadNotificationMode {
  return typeof value === 'string' && (LEAD_NOTIFICATION_MODES as readonly string[]).includes(value);
}

/** A school's choice; schools without a row get DEFAULT_LEAD_NOTIFICATION_MODE. */
export class LeadNotificationSetting {
  schoolId!: number;
  mode!: LeadNotificationMode;
  /** When the mode was last chosen: a summary lists only leads from then on (earlier ones were mailed at once). */
  updatedAt!: Date;
}

/** A summary queued for a school and Las Vegas day; its primary key admits one per school and day. */
export class LeadSummarySent {
  schoolId!: number;
  /** The Las Vegas day summarised, 'YYYY-MM-DD'. */
  day!: string;
  sentAt!: Date;
  leads!: number;
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

/** The Las Vegas days before `now`'s day, latest first: `count` of them, 'YYYY-MM-DD'. */
export function lasVegasDaysBefore(now: Date, count: number): string[] {
  const today = new Date(`${lasVegasDate.format(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, n) =>
    new Date(today.getTime() - (n + 1) * 86_400_000).toISOString().slice(0, 10),
  );
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
