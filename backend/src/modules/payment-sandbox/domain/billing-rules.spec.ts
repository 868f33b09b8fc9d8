import { RETRY_DAYS, nextAttemptAt, prorateSwitch } from './billing-rules';

const DAY = 86_400;
const start = 1_767_225_600; // 2026-01-01
const monthEnd = start + 31 * DAY;

describe('sandbox billing rules', () => {
  it('credits the unused part of the period against the new price, as Stripe prorates', () => {
    // Ten of 31 days used: 21/31 of $99 unused.
    const switched = prorateSwitch({
      currentAmount: 9900,
      currentPeriodStart: start,
      currentPeriodEnd: monthEnd,
      newAmount: 99500,
      creditCents: 0,
      at: start + 10 * DAY,
    });
    expect(switched).toEqual({ unusedTimeCredit: 6706, creditApplied: 0, amountDue: 92794, creditCarried: 0 });
  });

  it('carries a credit beyond the new price to later invoices, and uses a credit already held first', () => {
    const yearEnd = start + 365 * DAY;
    const down = prorateSwitch({
      currentAmount: 99500,
      currentPeriodStart: start,
      currentPeriodEnd: yearEnd,
      newAmount: 9900,
      creditCents: 0,
      at: start + 73 * DAY,
    });
    expect(down).toEqual({ unusedTimeCredit: 79600, creditApplied: 0, amountDue: 0, creditCarried: 69700 });

    const up = prorateSwitch({
      currentAmount: 9900,
      currentPeriodStart: start,
      currentPeriodEnd: monthEnd,
      newAmount: 99500,
      creditCents: 69700,
      at: monthEnd,
    });
    expect(up).toEqual({ unusedTimeCredit: 0, creditApplied: 69700, amountDue: 29800, creditCarried: 0 });
  });

  it('never credits more than the period, nor less than nothing', () => {
    const early = prorateSwitch({
      currentAmount: 9900,
      currentPeriodStart: start,
      currentPeriodEnd: monthEnd,
      newAmount: 99500,
      creditCents: 0,
      at: start - DAY,
    });
    expect(early.unusedTimeCredit).toBe(9900);
    const late = prorateSwitch({
      currentAmount: 9900,
      currentPeriodStart: start,
      currentPeriodEnd: monthEnd,
      newAmount: 99500,
      creditCents: 0,
      at: monthEnd + DAY,
    });
    expect(late.unusedTimeCredit).toBe(0);
  });

  it('retries a failed renewal 3, 7 and 14 days after it was due, then gives up', () => {
    expect(RETRY_DAYS).toEqual([3, 7, 14]);
    expect([1, 2, 3, 4].map((attempts) => nextAttemptAt(start, attempts))).toEqual([
      start + 3 * DAY,
      start + 7 * DAY,
      start + 14 * DAY,
      null,
    ]);
  });
});
