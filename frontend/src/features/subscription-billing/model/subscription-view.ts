import { formatLongDate } from '@/shared/lib/format';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past Due',
  unpaid: 'Unpaid',
  paused: 'Paused',
};

/** The badge of a subscription status (spec 001 §4: the dashboard badge is Active only when status is active). */
export function statusBadge(
  status: string,
  cancelAtPeriodEnd: boolean,
): { label: string; color: 'success' | 'warning' | 'error' | 'default' } {
  if (status === 'active' && cancelAtPeriodEnd) return { label: 'Ending', color: 'warning' };
  if (status === 'active' || status === 'trialing') return { label: STATUS_LABELS[status], color: 'success' };
  if (status === 'past_due' || status === 'unpaid') return { label: STATUS_LABELS[status], color: 'error' };
  return { label: STATUS_LABELS[status] ?? 'Inactive', color: 'default' };
}

/** Spec 001 §4: Cancel shows only for an active subscription not already ending. */
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

export function endingNotice(currentPeriodEnd: string | null): string {
  const date = formatLongDate(currentPeriodEnd);
  return date
    ? `Your subscription has been cancelled. Premium access continues until ${date}.`
    : 'Your subscription has been cancelled. Premium access continues until the end of the current billing period.';
}
