import { formatLongDate } from '@/shared/lib/format';

export interface SubscriptionSummary {
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string | null;
}

export interface SubscriptionLabel {
  label: string;
  /** Active subscriptions show in the success colour, problems in the error colour. */
  tone: 'success' | 'warning' | 'error' | 'default';
  detail: string | null;
}

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past Due',
  unpaid: 'Unpaid',
  paused: 'Paused',
  incomplete: 'Incomplete',
  canceled: 'Cancelled',
};

/**
 * The real subscription status of a school (docs/product.md "Subscriptions"), never a hard-wired 'Active', in the same words on
 * every screen (portal overview and billing, school dashboard overview and billing: issue 36). `premium`: the listing is
 * premium without a subscription (granted by the team), which 'No Subscription' alone made look like something
 * to buy.
 */
export function subscriptionLabel(
  subscription: SubscriptionSummary | null | undefined,
  premium = false,
): SubscriptionLabel {
  if (!subscription)
    return premium
      ? { label: 'Premium', tone: 'success', detail: 'Granted by the Vegas Private Schools team' }
      : { label: 'No Subscription', tone: 'default', detail: null };
  const label = STATUS_LABELS[subscription.status] ?? subscription.status.replace(/_/g, ' ');
  const end = formatLongDate(subscription.currentPeriodEnd);
  if (subscription.status === 'active' || subscription.status === 'trialing') {
    if (subscription.cancelAtPeriodEnd)
      return { label: 'Ending', tone: 'warning', detail: end ? `Access until ${end}` : null };
    return { label, tone: 'success', detail: end ? `Renews ${end}` : null };
  }
  return { label, tone: subscription.status === 'canceled' ? 'default' : 'error', detail: null };
}
