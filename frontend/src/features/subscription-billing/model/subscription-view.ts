import { formatLongDate } from '@/shared/lib/format';

/** docs/product.md "Subscriptions": Cancel shows only for an active subscription not already ending. */
export function canCancel(subscription: { status: string; cancelAtPeriodEnd: boolean }): boolean {
  return subscription.status === 'active' && !subscription.cancelAtPeriodEnd;
}

/**
 * 'Resume Subscription': a scheduled end the provider can still take back
 * (Stripe: `cancel_at_period_end` back to false while the period runs).
 */
export function canResume(subscription: { status: string; cancelAtPeriodEnd: boolean }): boolean {
  return (subscription.status === 'active' || subscription.status === 'trialing') && subscription.cancelAtPeriodEnd;
}

/** Only a subscription in good standing switches plans: a failed payment or a scheduled end comes first. */
export function canSwitchPlan(subscription: { status: string; cancelAtPeriodEnd: boolean }): boolean {
  return ['active', 'trialing'].includes(subscription.status) && !subscription.cancelAtPeriodEnd;
}

export function endingNotice(currentPeriodEnd: string | null): string {
  const date = formatLongDate(currentPeriodEnd);
  return date
    ? `Your subscription has been cancelled. Premium access continues until ${date}.`
    : 'Your subscription has been cancelled. Premium access continues until the end of the current billing period.';
}
