import type { SubscriptionState } from './payment-event';
import type { PlanInterval } from './subscription-plan';

/**
 * The operator's billing figures (issue 43, docs/decisions/billing-console.md): pure, so each rule is
 * unit-tested with worked examples. Amounts are cents.
 */

/** The four states the console filters by. */
export type ConsoleStatus = 'active' | 'past_due' | 'cancelling' | 'ended';
export const CONSOLE_STATUSES: readonly ConsoleStatus[] = ['active', 'past_due', 'cancelling', 'ended'];

export interface ConsoleSubscriptionFacts {
  status: SubscriptionState;
  cancelAtPeriodEnd: boolean;
  createdAt: Date;
  cancelledAt: Date | null;
  updatedAt: Date;
  plan: { price: number; interval: PlanInterval } | null;
}

/**
 * Never-paid starts (incomplete) are not subscriptions to the operator: null. Unpaid (the provider's
 * retries ran out, the invoice left open) is a payment still waiting, so it files under past due.
 */
export function consoleStatus(s: Pick<ConsoleSubscriptionFacts, 'status' | 'cancelAtPeriodEnd'>): ConsoleStatus | null {
  switch (s.status) {
    case 'incomplete':
      return null;
    case 'canceled':
    case 'incomplete_expired':
    case 'paused':
      return 'ended';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    default:
      return s.cancelAtPeriodEnd ? 'cancelling' : 'active';
  }
}

/** A plan's share of one month: a yearly price counts a twelfth (rounded to the cent). */
export function monthlyCents(plan: { price: number; interval: PlanInterval } | null): number {
  if (!plan) return 0;
  return plan.interval === 'yearly' ? Math.round(plan.price / 12) : plan.price;
}

/** When an ended subscription stopped counting: the provider's end time, else the row's last change. */
function endedAt(s: ConsoleSubscriptionFacts): Date | null {
  if (consoleStatus(s) !== 'ended') return null;
  return s.cancelledAt ?? s.updatedAt;
}

/**
 * Monthly recurring revenue at an instant: the monthly share of every subscription paid at least once that
 * had started (its row's creation) and not yet ended. Past due counts (the provider is still collecting),
 * as in Stripe's own MRR; a cancelling subscription counts until it ends. Comps earn nothing.
 */
export function mrrAt(subscriptions: readonly ConsoleSubscriptionFacts[], at: Date): number {
  let total = 0;
  for (const s of subscriptions) {
    const status = consoleStatus(s);
    if (status === null) continue;
    if (s.createdAt.getTime() > at.getTime()) continue;
    const end = endedAt(s);
    if (end && end.getTime() <= at.getTime()) continue;
    // Unpaid no longer collects: it earns nothing now, though it did before it ended up there.
    if (s.status === 'unpaid' && at.getTime() >= s.updatedAt.getTime()) continue;
    total += monthlyCents(s.plan);
  }
  return total;
}

export interface BillingSummary {
  mrrCents: number;
  /** MRR now minus MRR 30 days ago. */
  mrrChange30dCents: number;
  /** Subscriptions whose payment failed and is being retried (past due or unpaid). */
  failedPaymentsWaiting: number;
  /** Subscriptions that ended since the first of this month (Las Vegas time). */
  cancellationsThisMonth: number;
  /** Subscriptions scheduled to end at the close of their period. */
  cancellingNow: number;
}

export function billingSummary(
  subscriptions: readonly ConsoleSubscriptionFacts[],
  now: Date,
  monthStart: Date,
): BillingSummary {
  const mrrCents = mrrAt(subscriptions, now);
  const thirtyDaysAgo = new Date(now.getTime() - 30 * 24 * 3600 * 1000);
  let failedPaymentsWaiting = 0;
  let cancellationsThisMonth = 0;
  let cancellingNow = 0;
  for (const s of subscriptions) {
    const status = consoleStatus(s);
    if (status === 'past_due') failedPaymentsWaiting += 1;
    if (status === 'cancelling') cancellingNow += 1;
    const end = endedAt(s);
    if (end && end.getTime() >= monthStart.getTime() && end.getTime() <= now.getTime()) cancellationsThisMonth += 1;
  }
  return {
    mrrCents,
    mrrChange30dCents: mrrCents - mrrAt(subscriptions, thirtyDaysAgo),
    failedPaymentsWaiting,
    cancellationsThisMonth,
    cancellingNow,
  };
}

/** Refund of a payment: all of what is left of it, or the part asked (1 cent to what is left). */
export function refundAmount(
  paidCents: number,
  refundedCents: number,
  askedCents: number | null,
): number | 'too_large' | 'nothing' {
  const left = paidCents - refundedCents;
  if (left <= 0) return 'nothing';
  if (askedCents === null) return left;
  return askedCents > left ? 'too_large' : askedCents;
}

const LAS_VEGAS = 'America/Los_Angeles';
const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: LAS_VEGAS,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function lasVegasWall(instant: Date): { y: number; m: number; d: number; h: number; min: number } {
  const p = Object.fromEntries(dayParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), h: Number(p.hour), min: Number(p.minute) };
}

/** The instant Las Vegas midnight begins the given calendar day (docs/decisions/las-vegas-time.md). */
export function lasVegasMidnight(year: number, month: number, day: number): Date {
  const asUtc = Date.UTC(year, month - 1, day);
  // The zone's offset at that moment, found twice so a daylight-saving change between the guesses settles.
  const offset = (ms: number) => {
    const w = lasVegasWall(new Date(ms));
    return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min) - ms;
  };
  const first = asUtc - offset(asUtc);
  return new Date(asUtc - offset(first));
}

/** The first instant of this month in Las Vegas. */
export function lasVegasMonthStart(now: Date): Date {
  const w = lasVegasWall(now);
  return lasVegasMidnight(w.y, w.m, 1);
}

/** A comp's end as an instant: it covers the whole of `YYYY-MM-DD` and ends at the next Las Vegas midnight. */
export function compEndsAt(endsOn: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(endsOn);
  if (!match) return null;
  const [y, m, d] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return lasVegasMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** The Las Vegas calendar day an instant falls on, `YYYY-MM-DD`. */
export function lasVegasDay(instant: Date): string {
  const w = lasVegasWall(instant);
  return `${w.y}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}

/** The day before an instant's (a comp's `endsAt`, the next midnight, reads back as its last day). */
export function lasVegasDayBefore(instant: Date): string {
  return lasVegasDay(new Date(instant.getTime() - 1));
}
