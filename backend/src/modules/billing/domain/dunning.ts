/**
 * How long the provider retries a failed renewal before it cancels the subscription (issue 43,
 * docs/decisions/billing-lifecycle-mails.md). Stripe Billing is set up to match (Settings → Billing →
 * Subscriptions and emails → Manage failed payments: smart retries within 2 weeks, then cancel the
 * subscription); the sandbox retries on the same window. Premium stays while it retries (past_due).
 */
export const DUNNING_WINDOW_DAYS = 14;

/** The day premium ends if no retry succeeds: the window counted from the invoice's due day (its period start). */
export function premiumEndsIfUnpaid(dueAt: Date): Date {
  return new Date(dueAt.getTime() + DUNNING_WINDOW_DAYS * 86_400_000);
}
