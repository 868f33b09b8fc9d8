import { DUNNING_WINDOW_DAYS } from '../../billing';

/**
 * What Stripe Billing computes that the sandbox must compute the same way
 * (docs/decisions/billing-sandbox-lifecycle.md): the proration of a plan switch
 * and the retry schedule of a failed renewal.
 */

const DAY = 86_400;

export interface PlanSwitch {
  /** Cents the current price charges per period. */
  currentAmount: number;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  /** Cents the new price charges for its first period, which starts at the switch (a new interval resets the cycle). */
  newAmount: number;
  /** Credit the customer already holds, in cents. */
  creditCents: number;
  /** Unix seconds of the switch (Stripe's `proration_date`). */
  at: number;
}

export interface ProratedSwitch {
  /** The unused part of the current period, credited (positive cents, rounded like Stripe). */
  unusedTimeCredit: number;
  /** Credit already held that this invoice uses. */
  creditApplied: number;
  /** Charged at once. */
  amountDue: number;
  /** Left over for later invoices. */
  creditCarried: number;
}

/** Stripe's proration: unused time = price × remaining seconds ÷ period seconds, credited against the new price. */
export function prorateSwitch(change: PlanSwitch): ProratedSwitch {
  const length = Math.max(1, change.currentPeriodEnd - change.currentPeriodStart);
  const remaining = Math.min(length, Math.max(0, change.currentPeriodEnd - change.at));
  const unusedTimeCredit = Math.round((change.currentAmount * remaining) / length);
  const afterUnused = change.newAmount - unusedTimeCredit;
  if (afterUnused <= 0) {
    return { unusedTimeCredit, creditApplied: 0, amountDue: 0, creditCarried: change.creditCents - afterUnused };
  }
  const creditApplied = Math.min(change.creditCents, afterUnused);
  return {
    unusedTimeCredit,
    creditApplied,
    amountDue: afterUnused - creditApplied,
    creditCarried: change.creditCents - creditApplied,
  };
}

/**
 * Days after the renewal's due day when a failed renewal is retried: the last one falls on the dunning window's
 * end (billing's `DUNNING_WINDOW_DAYS`, how Stripe's smart retries are set up), after which the subscription is
 * cancelled.
 */
export const RETRY_DAYS = [3, 7, DUNNING_WINDOW_DAYS] as const;

/** When the next attempt is due after `attemptsMade` failed ones, or null when the retries ran out. */
export function nextAttemptAt(dueAt: number, attemptsMade: number): number | null {
  const days = RETRY_DAYS[attemptsMade - 1];
  return days === undefined ? null : dueAt + days * DAY;
}
