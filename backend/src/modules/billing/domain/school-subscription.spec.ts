import type { SubscriptionSnapshot } from './payment-event';
import { listingPremium, SchoolSubscription } from './school-subscription';

const t = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

function snapshot(overrides: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot {
  return {
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodStart: day(0),
    currentPeriodEnd: day(30),
    canceledAt: null,
    ...overrides,
  };
}

function fresh(): SchoolSubscription {
  return SchoolSubscription.fromProvider({
    stripeSubscriptionId: 'sub_1',
    stripeCustomerId: 'cus_1',
    planId: 1,
    schoolId: 7,
    userId: 'u1',
  });
}

type Step = (s: SchoolSubscription) => void;

function finalState(steps: Step[]) {
  const s = fresh();
  for (const step of steps) step(s);
  return {
    status: s.status,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    currentPeriodEnd: s.currentPeriodEnd,
    grantsPremium: s.grantsPremium(),
  };
}

/** Every ordering of the steps, to prove the end state does not depend on delivery order. */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('SchoolSubscription', () => {
  it('starts incomplete and without premium until an invoice is paid', () => {
    const s = SchoolSubscription.request({ schoolId: 1, userId: 'u', planId: 2 });
    expect(s.status).toBe('incomplete');
    expect(s.grantsPremium()).toBe(false);
    expect(s.isCurrent()).toBe(false);
    s.applyInvoicePaid({ start: day(0), end: day(30) }, t(10));
    expect(s.status).toBe('active');
    expect(s.grantsPremium()).toBe(true);
    expect(s.currentPeriodEnd).toEqual(day(30));
    expect(s.canCancel()).toBe(true);
  });

  it('ignores older news and applies newer news', () => {
    const s = fresh();
    s.applySnapshot(snapshot({ cancelAtPeriodEnd: true }), t(20));
    expect(s.applySnapshot(snapshot({ cancelAtPeriodEnd: false }), t(10))).toBe(false);
    expect(s.cancelAtPeriodEnd).toBe(true);
    expect(s.canCancel()).toBe(false);
    expect(s.applySnapshot(snapshot({ cancelAtPeriodEnd: false }), t(30))).toBe(true);
    expect(s.cancelAtPeriodEnd).toBe(false);
  });

  it('never revives a canceled subscription, even with newer-looking news', () => {
    const s = fresh();
    s.applySnapshot(snapshot({ status: 'canceled', canceledAt: t(50) }), t(50));
    expect(s.applySnapshot(snapshot({ status: 'active' }), t(60))).toBe(false);
    expect(s.applyInvoicePaid({ start: day(30), end: day(60) }, t(70))).toBe(false);
    expect(s.status).toBe('canceled');
    expect(s.grantsPremium()).toBe(false);
    expect(s.isCurrent()).toBe(false);
  });

  it('marks a failed renewal past due but keeps premium; a failed first payment stays incomplete', () => {
    const renewing = fresh();
    renewing.applyInvoicePaid({ start: day(0), end: day(30) }, t(1));
    renewing.applyPaymentFailed(t(2));
    expect(renewing.status).toBe('past_due');
    expect(renewing.grantsPremium()).toBe(true);

    const first = fresh();
    expect(first.applyPaymentFailed(t(2))).toBe(false);
    expect(first.status).toBe('incomplete');
  });

  it('reaches the same end state whatever order the events arrive in', () => {
    const paid: Step = (s) => s.applyInvoicePaid({ start: day(0), end: day(30) }, t(10));
    const renewed: Step = (s) => s.applyInvoicePaid({ start: day(30), end: day(60) }, t(40));
    const cancelRequested: Step = (s) =>
      s.applySnapshot(
        snapshot({ cancelAtPeriodEnd: true, currentPeriodStart: day(30), currentPeriodEnd: day(60) }),
        t(45),
      );
    const ended: Step = (s) =>
      s.applySnapshot(
        snapshot({
          status: 'canceled',
          cancelAtPeriodEnd: true,
          canceledAt: t(90),
          currentPeriodStart: day(30),
          currentPeriodEnd: day(60),
        }),
        t(90),
      );

    const expectedWithoutEnd = finalState([paid, renewed, cancelRequested]);
    expect(expectedWithoutEnd).toEqual({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: day(60),
      grantsPremium: true,
    });
    for (const order of permutations([paid, renewed, cancelRequested]))
      expect(finalState(order)).toEqual(expectedWithoutEnd);

    const expectedEnded = finalState([paid, renewed, cancelRequested, ended]);
    expect(expectedEnded).toMatchObject({ status: 'canceled', grantsPremium: false, currentPeriodEnd: day(60) });
    for (const order of permutations([paid, renewed, cancelRequested, ended]))
      expect(finalState(order)).toEqual(expectedEnded);
  });

  it('applying the same event twice changes nothing the second time', () => {
    const once = finalState([(s) => s.applyInvoicePaid({ start: day(0), end: day(30) }, t(10))]);
    const twice = finalState([
      (s) => s.applyInvoicePaid({ start: day(0), end: day(30) }, t(10)),
      (s) => s.applyInvoicePaid({ start: day(0), end: day(30) }, t(10)),
    ]);
    expect(twice).toEqual(once);
  });

  it('links a school once and never moves it to another', () => {
    const s = SchoolSubscription.fromProvider({
      stripeSubscriptionId: 'sub',
      stripeCustomerId: null,
      planId: null,
      schoolId: null,
      userId: null,
    });
    s.linkSchool(3, 'u3');
    s.linkSchool(4, 'u4');
    expect([s.schoolId, s.userId]).toEqual([3, 'u3']);
  });

  it('can resume only a live subscription whose end is scheduled', () => {
    const s = fresh();
    s.applyInvoicePaid({ start: day(0), end: day(30) }, t(1));
    expect(s.canResume()).toBe(false);
    s.applySnapshot(snapshot({ cancelAtPeriodEnd: true }), t(2));
    expect([s.canCancel(), s.canResume()]).toEqual([false, true]);
    s.applySnapshot(snapshot({ cancelAtPeriodEnd: false }), t(3));
    expect([s.canCancel(), s.canResume()]).toEqual([true, false]);
    s.applySnapshot(snapshot({ status: 'canceled', cancelAtPeriodEnd: true, canceledAt: t(4) }), t(4));
    expect(s.canResume()).toBe(false);
  });
});

describe('listingPremium', () => {
  function row(status: SchoolSubscription['status'], updatedSeconds: number): SchoolSubscription {
    return Object.assign(fresh(), { status, updatedAt: t(updatedSeconds) });
  }

  it('is free without a subscription that counts (unpaid starts never do)', () => {
    expect(listingPremium([])).toEqual({ isPremium: false, subscriptionStatus: 'free' });
    expect(listingPremium([row('incomplete', 5), row('incomplete_expired', 6)])).toEqual({
      isPremium: false,
      subscriptionStatus: 'free',
    });
  });

  it('is premium while any subscription is in a premium state, showing the newest premium one', () => {
    expect(listingPremium([row('canceled', 9), row('past_due', 3), row('active', 5)])).toEqual({
      isPremium: true,
      subscriptionStatus: 'active',
    });
  });

  it('shows the newest state once none is premium', () => {
    expect(listingPremium([row('canceled', 2), row('unpaid', 8), row('incomplete', 9)])).toEqual({
      isPremium: false,
      subscriptionStatus: 'unpaid',
    });
  });
});
