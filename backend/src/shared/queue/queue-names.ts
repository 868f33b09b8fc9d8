/**
 * Every BullMQ queue of the product. The web app produces, the worker
 * (`npm run start:worker`) consumes; Bull Board and metrics list these.
 */
export const QUEUE_NAMES = [
  'mail',
  'payment-events',
  'leads',
  'open-houses',
  'analytics',
  'alerts',
  'reviews',
  'corrections',
  'listing-confirmations',
] as const satisfies readonly string[];
export type QueueName = (typeof QUEUE_NAMES)[number];
