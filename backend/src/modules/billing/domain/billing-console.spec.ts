import {
  billingSummary,
  compEndsAt,
  consoleStatus,
  lasVegasDay,
  lasVegasDayBefore,
  lasVegasMonthStart,
  monthlyCents,
  mrrAt,
  refundAmount,
  type ConsoleSubscriptionFacts,
} from './billing-console';
import { CompEndNotLaterError, CompEndsInPastError, CompNotActiveError } from './billing.errors';
import { PremiumComp } from './premium-comp';

const day = (iso: string) => new Date(iso);
const monthly = { price: 4900, interval: 'monthly' as const };
const yearly = { price: 49000, interval: 'yearly' as const };

function sub(overrides: Partial<ConsoleSubscriptionFacts>): ConsoleSubscriptionFacts {
  return {
    status: 'active',
    cancelAtPeriodEnd: false,
    createdAt: day('2026-10-01T00:00:00Z'),
    cancelledAt: null,
    updatedAt: day('2026-10-01T00:00:00Z'),
    plan: monthly,
    ...overrides,
  };
}

describe('billing console figures', () => {
  it('files each provider state under the four the operator filters by; never-paid starts are left out', () => {
    expect(consoleStatus({ status: 'active', cancelAtPeriodEnd: false })).toBe('active');
    expect(consoleStatus({ status: 'trialing', cancelAtPeriodEnd: false })).toBe('active');
    expect(consoleStatus({ status: 'active', cancelAtPeriodEnd: true })).toBe('cancelling');
    expect(consoleStatus({ status: 'past_due', cancelAtPeriodEnd: false })).toBe('past_due');
    expect(consoleStatus({ status: 'unpaid', cancelAtPeriodEnd: false })).toBe('past_due');
    expect(consoleStatus({ status: 'canceled', cancelAtPeriodEnd: false })).toBe('ended');
    expect(consoleStatus({ status: 'incomplete_expired', cancelAtPeriodEnd: false })).toBe('ended');
    expect(consoleStatus({ status: 'incomplete', cancelAtPeriodEnd: false })).toBeNull();
  });

  it('counts a yearly plan as a twelfth of its price, rounded to the cent', () => {
    expect(monthlyCents(monthly)).toBe(4900);
    expect(monthlyCents(yearly)).toBe(4083); // 49000 / 12 = 4083.33
    expect(monthlyCents(null)).toBe(0);
  });

  it('MRR: running, past due and cancelling subscriptions count; ended and never-paid ones do not', () => {
    const now = day('2026-12-01T12:00:00Z');
    const subs = [
      sub({}), // 4900
      sub({ plan: yearly }), // 4083
      sub({ status: 'past_due' }), // 4900: the provider is still collecting
      sub({ cancelAtPeriodEnd: true }), // 4900 until it ends
      sub({ status: 'canceled', cancelledAt: day('2026-11-20T00:00:00Z') }), // 0
      sub({ status: 'incomplete' }), // 0
    ];
    expect(mrrAt(subs, now)).toBe(4900 + 4083 + 4900 + 4900);
  });

  it('MRR 30 days ago counts what had started and not yet ended then: the change is the difference', () => {
    const now = day('2026-12-01T12:00:00Z');
    const monthStart = lasVegasMonthStart(now);
    const subs = [
      sub({}), // there both times
      sub({ createdAt: day('2026-11-25T00:00:00Z') }), // new: +4900
      sub({ status: 'canceled', cancelledAt: day('2026-11-20T00:00:00Z') }), // gone: -4900
      sub({ status: 'canceled', cancelledAt: day('2026-12-01T10:00:00Z') }), // ended this month (LV)
      sub({ status: 'past_due' }),
      sub({ cancelAtPeriodEnd: true }),
    ];
    const summary = billingSummary(subs, now, monthStart);
    expect(summary.mrrCents).toBe(4 * 4900);
    // 30 days ago: the first, both later-cancelled ones, past due and cancelling = 5 × 4900
    expect(summary.mrrChange30dCents).toBe(4 * 4900 - 5 * 4900);
    expect(summary.failedPaymentsWaiting).toBe(1);
    expect(summary.cancellingNow).toBe(1);
    expect(summary.cancellationsThisMonth).toBe(1);
  });

  it('a refund is what is left of the payment, or the part asked, never more', () => {
    expect(refundAmount(4900, 0, null)).toBe(4900);
    expect(refundAmount(4900, 1000, null)).toBe(3900);
    expect(refundAmount(4900, 1000, 2000)).toBe(2000);
    expect(refundAmount(4900, 1000, 3901)).toBe('too_large');
    expect(refundAmount(4900, 4900, null)).toBe('nothing');
  });

  it('Las Vegas days: a comp named for a day lasts until the next midnight there, daylight saving included', () => {
    // 2027-03-13 is the Saturday before the spring change: midnight of the 14th is still PST (UTC-8).
    expect(compEndsAt('2027-03-13')!.toISOString()).toBe('2027-03-14T08:00:00.000Z');
    // 2027-06-30: midnight of July 1st is PDT (UTC-7).
    expect(compEndsAt('2027-06-30')!.toISOString()).toBe('2027-07-01T07:00:00.000Z');
    expect(lasVegasDayBefore(compEndsAt('2027-06-30')!)).toBe('2027-06-30');
    expect(compEndsAt('2027-02-30')).toBeNull();
    expect(compEndsAt('30/06/2027')).toBeNull();
    expect(lasVegasDay(day('2026-12-01T07:59:00Z'))).toBe('2026-11-30');
    expect(lasVegasMonthStart(day('2026-12-01T07:59:00Z')).toISOString()).toBe('2026-11-01T07:00:00.000Z');
  });
});

describe('PremiumComp', () => {
  const now = day('2026-12-01T12:00:00Z');
  const grant = () =>
    PremiumComp.grant(
      { schoolId: 7, reason: 'Launch partner', endsAt: compEndsAt('2026-12-31')!, grantedBy: 'admin' },
      now,
    );

  it('runs until its end and is refused with an end in the past', () => {
    const comp = grant();
    expect(comp.isActiveAt(now)).toBe(true);
    expect(comp.isActiveAt(compEndsAt('2026-12-31')!)).toBe(false);
    expect(() =>
      PremiumComp.grant({ schoolId: 7, reason: 'x', endsAt: day('2026-12-01T11:00:00Z'), grantedBy: 'admin' }, now),
    ).toThrow(CompEndsInPastError);
  });

  it('extends only to a later day, and not once revoked', () => {
    const comp = grant();
    expect(() => comp.extend(compEndsAt('2026-12-15')!, now)).toThrow(CompEndNotLaterError);
    comp.extend(compEndsAt('2027-01-31')!, now);
    expect(lasVegasDayBefore(comp.endsAt)).toBe('2027-01-31');
    comp.revoke('admin', 'School closed', now);
    expect(comp.isActiveAt(now)).toBe(false);
    expect(() => comp.extend(compEndsAt('2027-02-28')!, now)).toThrow(CompNotActiveError);
    expect(() => comp.revoke('admin', 'again', now)).toThrow(CompNotActiveError);
  });
});
