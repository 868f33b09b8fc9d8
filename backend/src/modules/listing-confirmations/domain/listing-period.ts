/**
 * When a school's owners are asked to confirm their listing (issue 44, docs/decisions/listing-confirmations.md).
 * Plain functions over dates, in UTC: the anchor is the later of the school's claim (its oldest active owner link,
 * made by the claim approval) and its last confirmation; a reminder is due every REMINDER_EVERY_MONTHS calendar
 * months after the anchor, once per period. A confirmation moves the anchor, so the next reminder is due six
 * months after it.
 */
export const REMINDER_EVERY_MONTHS = 6;
/** The mailed link works this long; a reminder whose link expired unused counts as ignored. */
export const REMINDER_LINK_DAYS = 30;
/** Owners who ignored this many reminders in a row are listed for the operator. */
export const IGNORED_REMINDERS_LISTED = 3;
const DAY_MS = 86_400_000;

/** `date` plus `months` calendar months (UTC), the day clamped to the month's last (Aug 31 + 6 months = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/** The later of the claim and the last confirmation: the start of the school's reminder periods. */
export function reminderAnchor(claimedAt: Date, lastConfirmedAt: Date | null): Date {
  return lastConfirmedAt && lastConfirmedAt > claimedAt ? lastConfirmedAt : claimedAt;
}

/** The start of the period `now` falls in (anchor + n × 6 months, n ≥ 1), or null in the first six months. */
export function currentPeriodStart(anchor: Date, now: Date): Date | null {
  let steps = Math.max(
    0,
    Math.floor(
      ((now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + now.getUTCMonth() - anchor.getUTCMonth()) /
        REMINDER_EVERY_MONTHS,
    ) + 1,
  );
  while (steps > 0 && addMonths(anchor, steps * REMINDER_EVERY_MONTHS) > now) steps--;
  return steps > 0 ? addMonths(anchor, steps * REMINDER_EVERY_MONTHS) : null;
}

export interface ReminderState {
  /** The school's oldest active owner link (the claim approval made it). */
  claimedAt: Date;
  lastConfirmedAt: Date | null;
  /** The period of the last reminder sent for the school, if any. */
  lastReminderPeriod: Date | null;
}

/**
 * The period a reminder is due for now, or null: not six months since the anchor yet, or this period's reminder
 * was sent already. (The unique key (school, period) of `listing_reminder` decides a race between two runs.)
 */
export function reminderDueFor(state: ReminderState, now: Date): Date | null {
  const period = currentPeriodStart(reminderAnchor(state.claimedAt, state.lastConfirmedAt), now);
  if (!period) return null;
  if (state.lastReminderPeriod && state.lastReminderPeriod.getTime() >= period.getTime()) return null;
  return period;
}

/** When a reminder's link stops working. */
export function linkExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + REMINDER_LINK_DAYS * DAY_MS);
}

/**
 * Whether the owners ignored the reminders: at least IGNORED_REMINDERS_LISTED were sent since the last
 * confirmation and the links of that many have expired unused (`sentAt` of the reminders since the last
 * confirmation, any order).
 */
export function ignoredReminders(sentSinceConfirmation: Date[], now: Date): boolean {
  return sentSinceConfirmation.filter((sentAt) => linkExpiresAt(sentAt) <= now).length >= IGNORED_REMINDERS_LISTED;
}
