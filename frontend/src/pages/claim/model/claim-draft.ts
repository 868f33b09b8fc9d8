import { EMPTY_CLAIM_FORM, type ClaimFormValues, type PlanType } from './claim-form';

/**
 * What the claimant typed, kept in this tab's sessionStorage while they are at
 * the checkout: cancelling there returns to the form as they left it. Cleared
 * once checkout returns paid. sessionStorage can be missing or full (private
 * windows, quotas): the form then simply starts empty.
 */
const VALUES_KEY = 'vps.claim-draft';
const PLAN_KEY = 'vps.claim-plan';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadClaimDraft(): Partial<ClaimFormValues> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(VALUES_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return {};
    // Only the form's own text fields: whatever else is stored under the key is ignored.
    return Object.fromEntries(
      Object.keys(EMPTY_CLAIM_FORM)
        .map((key) => [key, (parsed as Record<string, unknown>)[key]])
        .filter(([, value]) => typeof value === 'string'),
    ) as Partial<ClaimFormValues>;
  } catch {
    return {};
  }
}

export function saveClaimDraft(values: Partial<ClaimFormValues>): void {
  try {
    storage()?.setItem(VALUES_KEY, JSON.stringify(values));
  } catch {
    // A full or blocked storage only loses the convenience.
  }
}

export function loadClaimPlan(): PlanType | null {
  const plan = storage()?.getItem(PLAN_KEY);
  return plan === 'monthly' || plan === 'yearly' ? plan : null;
}

export function saveClaimPlan(plan: PlanType): void {
  try {
    storage()?.setItem(PLAN_KEY, plan);
  } catch {
    // As above.
  }
}

export function clearClaimDraft(): void {
  storage()?.removeItem(VALUES_KEY);
  storage()?.removeItem(PLAN_KEY);
}
