/**
 * What the sandbox keeps of each object it stands in for, named and shaped
 * after Stripe's (amounts in cents, times in Unix seconds, ids with Stripe's
 * prefixes). `stripe-json.ts` turns them into the JSON Stripe sends.
 */
export type SandboxObjectType =
  'checkout_session' | 'customer' | 'subscription' | 'invoice' | 'refund' | 'billing_portal_session';

export interface SandboxCheckoutSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  priceId: string;
  customerEmail: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  customerId: string | null;
  subscriptionId: string | null;
  created: number;
  /** A card that needs 3-D Secure was used: the TEST MODE authentication step decides. */
  awaitingAuthentication?: boolean;
}

export interface SandboxCustomer {
  id: string;
  email: string;
  name: string;
  metadata: Record<string, string>;
}

export interface SandboxSubscription {
  id: string;
  customerId: string;
  priceId: string;
  amount: number;
  interval: 'month' | 'year';
  metadata: Record<string, string>;
  status: 'incomplete' | 'active' | 'past_due' | 'canceled';
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  canceledAt: number | null;
  endedAt: number | null;
  latestInvoiceId: string | null;
  created: number;
}

export interface SandboxInvoice {
  id: string;
  subscriptionId: string;
  customerId: string;
  customerEmail: string;
  amountDue: number;
  status: 'open' | 'paid';
  /** `pi_sbx_…_secret_…`: the payment intent's id is the part before `_secret_`, as with Stripe. */
  clientSecret: string;
  periodStart: number;
  periodEnd: number;
  hostedInvoiceUrl: string;
  billingReason: 'subscription_create' | 'subscription_cycle';
  created: number;
  awaitingAuthentication?: boolean;
  /** Unix seconds the invoice was paid (Stripe's `status_transitions.paid_at`). */
  paidAt?: number | null;
  /** Set once the payment was given back in full. */
  refundId?: string | null;
  /** Cents given back so far (the operator's partial refunds add up here, as on Stripe's charge). */
  amountRefunded?: number;
}

export interface SandboxRefund {
  id: string;
  invoiceId: string;
  subscriptionId: string;
  customerId: string;
  paymentIntentId: string;
  chargeId: string;
  amount: number;
  metadata: Record<string, string>;
  created: number;
}

export interface SandboxPortalSession {
  id: string;
  customerId: string;
  returnUrl: string;
  /** Unix seconds; like Stripe's, a portal session's link works for a limited time. */
  created?: number;
}

export function paymentIntentIdOf(invoice: SandboxInvoice): string {
  return invoice.clientSecret.split('_secret_')[0];
}

/** Each paid sandbox invoice has exactly one charge, named after it. */
export function chargeIdOf(invoice: SandboxInvoice): string {
  return `ch_${invoice.id.replace(/^in_/, '')}`;
}

/** Stripe substitutes the session id into the success address, so the return page can ask about it. */
export function successUrlOf(session: SandboxCheckoutSession): string {
  return session.successUrl.split('{CHECKOUT_SESSION_ID}').join(session.id);
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function addInterval(startSeconds: number, interval: 'monthly' | 'yearly'): number {
  const date = new Date(startSeconds * 1000);
  if (interval === 'yearly') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}
