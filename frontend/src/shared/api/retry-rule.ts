/**
 * The query retry rule (docs/product.md "Client behaviour"): no retry when the error message contains
 * the digit 4 (a 4xx), except 408; otherwise up to 2 retries. Mutations are
 * never retried. Delays double from 1 s, capped at 30 s.
 */
export const MAX_QUERY_RETRIES = 2;

export function shouldRetryQuery(message: string, retriesSoFar: number, isMutation: boolean): boolean {
  if (isMutation) return false;
  if (retriesSoFar >= MAX_QUERY_RETRIES) return false;
  if (message.includes('4') && !message.includes('408')) return false;
  return true;
}

export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000);
}
