/** How often, and how many times, the claim page asks whether the checkout it came back from was paid. */
export const CHECK_EVERY_MS = 2000;
export const MAX_AUTOMATIC_CHECKS = 5;

/** The checkout id the provider put in the success address (`?session_id=cs_…`); anything else is ignored. */
export function checkoutSessionId(params: URLSearchParams): string | null {
  const value = params.get('session_id');
  return value && /^[A-Za-z0-9_]{1,255}$/.test(value) ? value : null;
}

export type ReturnView = 'paid' | 'confirming' | 'not-found' | 'slow';

/**
 * What the return panel says (docs/product.md "Client behaviour"; issue 15): "received your payment"
 * only once the server confirms it; 'confirming' while it may still come;
 * 'slow' once the automatic checks are used up; 'not-found' when no claim has
 * that checkout (or the address carries none).
 */
export function returnView(input: {
  sessionId: string | null;
  status: 'paid' | 'pending' | 'unknown' | undefined;
  checks: number;
}): ReturnView {
  if (!input.sessionId || input.status === 'unknown') return 'not-found';
  if (input.status === 'paid') return 'paid';
  return input.checks >= MAX_AUTOMATIC_CHECKS ? 'slow' : 'confirming';
}
