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
  /** That card, kept until the authentication step pays with it. */
  pendingCard?: SandboxCard | null;
}

/** The card a payment used, kept on the customer as Stripe keeps its default payment method. */
export interface SandboxCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Stripe's 4000 0000 0000 0341: pays now, declines every later (off-session) charge. */
  declinesLater: boolean;
}

export interface SandboxCustomer {
  id: string;
  email: string;
  name: string;
  metadata: Record<string, string>;
  card?: SandboxCard | null;
  /** Cents of credit (a switch's unused time beyond the new price), taken off the next invoices. */
  creditCents?: number;
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
  /** `uncollectible` once the retries ran out (the subscription is then cancelled). */
  status: 'open' | 'paid' | 'uncollectible';
  /** `pi_sbx_…_secret_…`: the payment intent's id is the part before `_secret_`, as with Stripe. */
  clientSecret: string;
  periodStart: number;
  periodEnd: number;
  hostedInvoiceUrl: string;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  created: number;
  /** 'SBX-1A2B3C-0001': the customer's prefix and a running count, like Stripe's numbers. */
  number?: string;
  /** What the invoice charges and credits; an invoice without lines has one line of its whole amount. */
  lines?: SandboxInvoiceLine[];
  /** Collection attempts so far, and when the next retry is due (Unix seconds; null when none is left). */
  attemptCount?: number;
  nextPaymentAttempt?: number | null;
  awaitingAuthentication?: boolean;
  pendingCard?: SandboxCard | null;
  /** Unix seconds the invoice was paid (Stripe's `status_transitions.paid_at`). */
  paidAt?: number | null;
  /** Set once the payment was given back in full. */
  refundId?: string | null;
  /** Cents given back so far (the operator's partial refunds add up here, as on Stripe's charge). */
  amountRefunded?: number;
}

export interface SandboxInvoiceLine {
  description: string;
  /** Cents; negative for a credit (unused time, credit applied). */
  amount: number;
  periodStart: number;
  periodEnd: number;
  proration: boolean;
}

/** The invoice's lines; invoices kept before lines existed have one, of their whole amount. */
export function linesOf(invoice: SandboxInvoice, planName = 'Premium School'): SandboxInvoiceLine[] {
  return (
    invoice.lines ?? [
      {
        description: planName,
        amount: invoice.amountDue,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        proration: false,
      },
    ]
  );
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

/**
 * Whether a later (off-session) charge to the customer goes through. A customer kept before the sandbox
 * recorded cards (`card` absent) paid with a card that pays; `null` is a customer without one.
 */
export function chargesLater(customer: SandboxCustomer): boolean {
  if (customer.card === undefined) return true;
  return customer.card !== null && !customer.card.declinesLater;
}

export function intervalOf(subscription: SandboxSubscription): 'monthly' | 'yearly' {
  return subscription.interval === 'year' ? 'yearly' : 'monthly';
}

/** 'SBX-1A2B3C-0002': the customer's prefix and its invoice count, as Stripe numbers a customer's invoices. */
export function invoiceNumber(customerId: string, sequence: number): string {
  return `SBX-${customerId.slice(-6).toUpperCase()}-${String(sequence).padStart(4, '0')}`;
}

export interface NewInvoice {
  id: string;
  subscription: SandboxSubscription;
  customerEmail: string;
  status: SandboxInvoice['status'];
  billingReason: SandboxInvoice['billingReason'];
  lines: SandboxInvoiceLine[];
  number: string;
  clientSecret: string;
  hostedInvoiceUrl: string;
  at: number;
}

/** An invoice of its lines (never below zero: a credit beyond it is carried by the customer). */
export function buildInvoice(input: NewInvoice): SandboxInvoice {
  const total = input.lines.reduce((sum, line) => sum + line.amount, 0);
  const charged = input.lines.find((line) => line.amount > 0) ?? input.lines[0];
  return {
    id: input.id,
    subscriptionId: input.subscription.id,
    customerId: input.subscription.customerId,
    customerEmail: input.customerEmail,
    amountDue: Math.max(0, total),
    status: input.status,
    clientSecret: input.clientSecret,
    periodStart: charged?.periodStart ?? input.at,
    periodEnd: charged?.periodEnd ?? input.at,
    hostedInvoiceUrl: input.hostedInvoiceUrl,
    billingReason: input.billingReason,
    created: input.at,
    number: input.number,
    lines: input.lines,
    attemptCount: input.status === 'paid' ? 1 : 0,
    nextPaymentAttempt: null,
    paidAt: input.status === 'paid' ? input.at : null,
    refundId: null,
  };
}
