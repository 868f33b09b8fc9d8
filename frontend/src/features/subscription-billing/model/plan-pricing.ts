import { formatPrice, planIntervalWord } from '@/shared/lib/format';

/** A plan as the pricing displays need it (a subset of SubscriptionPlanResponse). */
export interface PricedPlan {
  name: string;
  /** Cents. */
  price: number;
  interval: 'monthly' | 'yearly';
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Plan cards show whole dollars (docs/product.md "Prices and plans"): `$995`. */
export function planCardPrice(cents: number): string {
  return wholeDollars.format(Math.round(cents / 100));
}

/** Every other place shows two decimals: `$99.00` (the rule lives in shared/lib/format). */
export const exactPrice = formatPrice;

export const perInterval = planIntervalWord;

export interface YearlySavings {
  /** Twelve monthly payments minus one yearly payment, in cents. */
  cents: number;
  /** The same as a share of twelve monthly payments, rounded up to a whole percent. */
  percent: number;
}

/**
 * What the yearly plan saves against paying monthly for a year, computed from
 * the plans' prices (docs/product.md "Prices and plans": never a fixed text). $99 and $995 give
 * $193, 17% (16.2% rounded up, the way the product's pricing has always put it).
 * Null when either plan is missing or yearly saves nothing.
 */
export function yearlySavings(plans: readonly PricedPlan[] | undefined): YearlySavings | null {
  const monthly = plans?.find((p) => p.interval === 'monthly');
  const yearly = plans?.find((p) => p.interval === 'yearly');
  if (!monthly || !yearly) return null;
  const twelveMonths = monthly.price * 12;
  const cents = twelveMonths - yearly.price;
  if (cents <= 0) return null;
  return { cents, percent: Math.ceil((cents / twelveMonths) * 100) };
}
