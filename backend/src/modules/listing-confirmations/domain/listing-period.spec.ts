import { addMonths, currentPeriodStart, ignoredReminders, reminderAnchor, reminderDueFor } from './listing-period';
import { signListingToken, verifyListingToken } from './listing-token';

const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

describe('listing reminders: the six-month rule', () => {
  it('adds calendar months in UTC, clamping the day to the month’s end', () => {
    expect(addMonths(at('2026-01-15T10:00:00Z'), 6).toISOString()).toBe('2026-07-15T10:00:00.000Z');
    expect(addMonths(at('2025-08-31T09:30:00Z'), 6).toISOString()).toBe('2026-02-28T09:30:00.000Z');
    expect(addMonths(at('2027-08-31T00:00:00Z'), 6).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addMonths(at('2026-09-10T00:00:00Z'), 18).toISOString()).toBe('2028-03-10T00:00:00.000Z');
  });

  it('starts the periods at the later of the claim and the last confirmation', () => {
    const claim = at('2026-01-01T00:00:00Z');
    expect(reminderAnchor(claim, null)).toBe(claim);
    expect(reminderAnchor(claim, at('2025-06-01T00:00:00Z'))).toBe(claim);
    expect(reminderAnchor(claim, at('2026-03-01T00:00:00Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('is not due in the first six months, then once in each six-month period', () => {
    const anchor = at('2026-01-15T10:00:00Z');
    expect(currentPeriodStart(anchor, at('2026-07-15T09:59:59Z'))).toBeNull();
    expect(currentPeriodStart(anchor, at('2026-07-15T10:00:00Z'))?.toISOString()).toBe('2026-07-15T10:00:00.000Z');
    expect(currentPeriodStart(anchor, at('2027-01-15T09:00:00Z'))?.toISOString()).toBe('2026-07-15T10:00:00.000Z');
    expect(currentPeriodStart(anchor, at('2027-01-15T10:00:00Z'))?.toISOString()).toBe('2027-01-15T10:00:00.000Z');
    expect(currentPeriodStart(anchor, at('2029-05-01T00:00:00Z'))?.toISOString()).toBe('2029-01-15T10:00:00.000Z');
    expect(currentPeriodStart(anchor, at('2025-01-01T00:00:00Z'))).toBeNull();
  });

  it('sends a period’s reminder once, and none to a school confirmed recently', () => {
    const claimedAt = at('2026-01-15T10:00:00Z');
    const now = at('2026-08-01T00:00:00Z');
    const due = reminderDueFor({ claimedAt, lastConfirmedAt: null, lastReminderPeriod: null }, now);
    expect(due?.toISOString()).toBe('2026-07-15T10:00:00.000Z');
    expect(reminderDueFor({ claimedAt, lastConfirmedAt: null, lastReminderPeriod: due }, now)).toBeNull();
    // The next period is due six months later.
    expect(
      reminderDueFor(
        { claimedAt, lastConfirmedAt: null, lastReminderPeriod: due },
        at('2027-01-16T00:00:00Z'),
      )?.toISOString(),
    ).toBe('2027-01-15T10:00:00.000Z');
    // Confirmed a month ago: nothing until six months after the confirmation.
    const confirmed = at('2026-07-01T00:00:00Z');
    expect(reminderDueFor({ claimedAt, lastConfirmedAt: confirmed, lastReminderPeriod: null }, now)).toBeNull();
    expect(
      reminderDueFor(
        { claimedAt, lastConfirmedAt: confirmed, lastReminderPeriod: due },
        at('2027-01-01T00:00:00Z'),
      )?.toISOString(),
    ).toBe('2027-01-01T00:00:00.000Z');
  });

  it('counts reminders as ignored once three links expired unused', () => {
    const now = at('2028-01-01T00:00:00Z');
    const sent = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    expect(ignoredReminders([sent(400), sent(200)], now)).toBe(false);
    expect(ignoredReminders([sent(400), sent(200), sent(10)], now)).toBe(false);
    expect(ignoredReminders([sent(400), sent(200), sent(30)], now)).toBe(true);
  });
});

describe('listing reminders: the signed link', () => {
  const link = { schoolId: 42, userId: 'user-1', expiresAt: at('2026-09-01T12:00:00Z') };

  it('names the school, the owner and the expiry, and refuses forged or altered tokens', () => {
    const token = signListingToken(link, 's'.repeat(64));
    expect(verifyListingToken(token, 's'.repeat(64))).toEqual(link);
    expect(verifyListingToken(token, 't'.repeat(64))).toBeNull();
    const [kind, , mac] = token.split('.');
    const other = Buffer.from(`43:user-1:${link.expiresAt.getTime() / 1000}`).toString('base64url');
    expect(verifyListingToken(`${kind}.${other}.${mac}`, 's'.repeat(64))).toBeNull();
    expect(verifyListingToken('garbage', 's'.repeat(64))).toBeNull();
  });
});
