import type { SubscriptionSnapshot, SubscriptionState } from './payment-event';

/** States in which the school keeps its premium listing (past_due: the provider is still retrying). */
export const PREMIUM_STATES: readonly SubscriptionState[] = ['active', 'trialing', 'past_due'];
/** A provider never revives these: later news saying otherwise is stale. */
const FINAL_STATES: readonly SubscriptionState[] = ['canceled', 'incomplete_expired'];
/** Not yet (or never) paid: nothing to show the owner as a subscription. */
export const UNPAID_START_STATES: readonly SubscriptionState[] = ['incomplete', 'incomplete_expired'];

/**
 * A school's premium subscription as the payment provider reports it.
 *
 * Webhooks arrive late, twice or out of order, so every change names the
 * provider time it is from (`at`) and the subscription remembers the newest
 * state it applied (`stateAt`): older news is ignored, equal news is applied
 * again (harmless), and a final state (canceled) is never undone. Periods only
 * move forward. Whatever order the same events arrive in, the end state is the
 * same.
 *
 * The row may exist before its school is known (a claim paid before approval);
 * `linkSchool` attaches it once the admin approves.
 */
export class SchoolSubscription {
  id!: number;
  schoolId: number | null = null;
  userId: string | null = null;
  planId: number | null = null;
  stripeSubscriptionId: string | null = null;
  stripeCustomerId: string | null = null;
  status: SubscriptionState = 'incomplete';
  currentPeriodStart: Date | null = null;
  currentPeriodEnd: Date | null = null;
  cancelAtPeriodEnd = false;
  cancelledAt: Date | null = null;
  /** Provider time of the newest state applied. */
  stateAt: Date | null = null;
  /** The newest paid invoice (the operator's console shows it; docs/decisions/billing-console.md). */
  lastPaymentAt: Date | null = null;
  /** Cents of that invoice. */
  lastPaymentCents: number | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();

  /** A subscription an owner starts from /subscription, before the provider knows it. */
  static request(input: { schoolId: number; userId: string; planId: number }): SchoolSubscription {
    return Object.assign(new SchoolSubscription(), { ...input, status: 'incomplete' as const });
  }

  /** A subscription first heard of through a webhook (e.g. one bought through a claim's checkout). */
  static fromProvider(input: {
    stripeSubscriptionId: string;
    stripeCustomerId: string | null;
    planId: number | null;
    schoolId: number | null;
    userId: string | null;
  }): SchoolSubscription {
    return Object.assign(new SchoolSubscription(), { ...input, status: 'incomplete' as const });
  }

  grantsPremium(): boolean {
    return PREMIUM_STATES.includes(this.status);
  }

  isFinal(): boolean {
    return FINAL_STATES.includes(this.status);
  }

  /**
   * Shown to the owner as their subscription: paid at least once and not
   * ended. Also what "one subscription per school" counts (past due and
   * unpaid included: the provider still collects them).
   */
  isCurrent(): boolean {
    return !this.isFinal() && !UNPAID_START_STATES.includes(this.status);
  }

  /** The portal's Cancel button: only for an active subscription not already ending. */
  canCancel(): boolean {
    return this.status === 'active' && !this.cancelAtPeriodEnd;
  }

  /** 'Resume': a scheduled end the provider can still take back (the period has not closed). */
  canResume(): boolean {
    return (this.status === 'active' || this.status === 'trialing') && this.cancelAtPeriodEnd;
  }

  attachProvider(stripeSubscriptionId: string, stripeCustomerId: string | null): void {
    this.stripeSubscriptionId = stripeSubscriptionId;
    this.stripeCustomerId = stripeCustomerId ?? this.stripeCustomerId;
  }

  /** Fills in what a later event or the claim approval knows; never moves a subscription to another school. */
  linkSchool(schoolId: number | null, userId: string | null): void {
    if (this.schoolId === null && schoolId !== null) this.schoolId = schoolId;
    if (this.userId === null && userId !== null) this.userId = userId;
  }

  fillIn(input: { planId?: number | null; stripeCustomerId?: string | null }): void {
    if (this.planId === null && input.planId != null) this.planId = input.planId;
    if (this.stripeCustomerId === null && input.stripeCustomerId != null)
      this.stripeCustomerId = input.stripeCustomerId;
  }

  /** The provider's full view at `at` (subscription updated/deleted, or the answer to our cancel call). */
  applySnapshot(snapshot: SubscriptionSnapshot, at: Date): boolean {
    const finalSnapshot = FINAL_STATES.includes(snapshot.status);
    if (this.isFinal() && !finalSnapshot) return false;
    if (!finalSnapshot && this.isStale(at)) return false;
    this.status = snapshot.status;
    this.cancelAtPeriodEnd = snapshot.cancelAtPeriodEnd;
    this.cancelledAt = snapshot.canceledAt ?? this.cancelledAt;
    this.extendPeriod(snapshot.currentPeriodStart, snapshot.currentPeriodEnd);
    this.advanceStateAt(at);
    return true;
  }

  /** An invoice was paid: the period it paid for is covered and the subscription is active. */
  applyInvoicePaid(period: { start: Date | null; end: Date | null }, at: Date): boolean {
    if (this.isFinal()) return false;
    this.extendPeriod(period.start, period.end);
    if (this.isStale(at)) return true;
    this.status = 'active';
    this.advanceStateAt(at);
    return true;
  }

  /** Remembers a paid invoice unless a newer one is already known (events arrive in any order). */
  recordPayment(amountCents: number, paidAt: Date): void {
    if (this.lastPaymentAt && paidAt.getTime() < this.lastPaymentAt.getTime()) return;
    this.lastPaymentAt = paidAt;
    this.lastPaymentCents = amountCents;
  }

  /**
   * A renewal payment failed: past due while the provider retries. A first
   * payment that fails leaves the subscription incomplete (it was never paid).
   */
  applyPaymentFailed(at: Date): boolean {
    if (this.isFinal() || this.isStale(at)) return false;
    if (UNPAID_START_STATES.includes(this.status)) return false;
    this.status = 'past_due';
    this.advanceStateAt(at);
    return true;
  }

  private isStale(at: Date): boolean {
    return this.stateAt !== null && at.getTime() < this.stateAt.getTime();
  }

  private advanceStateAt(at: Date): void {
    if (this.stateAt === null || at.getTime() > this.stateAt.getTime()) this.stateAt = at;
  }

  private extendPeriod(start: Date | null, end: Date | null): void {
    if (!end) return;
    if (this.currentPeriodEnd && end.getTime() <= this.currentPeriodEnd.getTime()) return;
    this.currentPeriodEnd = end;
    this.currentPeriodStart = start ?? this.currentPeriodStart;
  }
}

/** What a school's directory listing shows of its subscriptions. */
export interface ListingPremium {
  isPremium: boolean;
  subscriptionStatus: string;
}

/**
 * Premium while any of the school's subscriptions is in a premium state, or
 * while the operator's comp runs (`hasActiveComp`, domain/premium-comp.ts). The
 * status shown is the most recently changed premium one's, else 'comp' for a
 * comp alone, else the most recently changed one's; unpaid starts never count,
 * and without any the listing is 'free'.
 */
export function listingPremium(subscriptions: readonly SchoolSubscription[], hasActiveComp = false): ListingPremium {
  const counted = subscriptions.filter((subscription) => !UNPAID_START_STATES.includes(subscription.status));
  const shown = [...counted].sort(
    (a, b) => Number(b.grantsPremium()) - Number(a.grantsPremium()) || b.updatedAt.getTime() - a.updatedAt.getTime(),
  )[0];
  const paidPremium = counted.some((subscription) => subscription.grantsPremium());
  if (!paidPremium && hasActiveComp) return { isPremium: true, subscriptionStatus: 'comp' };
  return { isPremium: paidPremium, subscriptionStatus: shown?.status ?? 'free' };
}
