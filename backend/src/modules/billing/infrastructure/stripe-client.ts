import Stripe from 'stripe';
import type { PaymentsConfig } from '../../../config';

/**
 * The API version every call and every webhook is read with. Pinned to the
 * SDK's own version so types and payloads agree; upgrading the SDK makes this
 * a type error until someone checks the changelog (e.g. 2025-03-31 moved the
 * first invoice's client secret to `latest_invoice.confirmation_secret`).
 */
export const STRIPE_API_VERSION = '2025-08-27.basil' as const;

/**
 * The Stripe SDK client. `STRIPE_API_BASE` (tests only) points it at a local
 * double of the Stripe API through the SDK's host/port/protocol options.
 */
export function createStripeClient(config: PaymentsConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  return new Stripe(config.secretKey || 'sk_test_unused', {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'vegas-private-schools' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}
