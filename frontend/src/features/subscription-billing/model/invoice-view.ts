import type { InvoiceResponse, CardOnFileResponse } from '@/shared/api/signed-in';
import { formatPrice } from '@/shared/lib/format';

export type InvoiceTone = 'success' | 'warning' | 'error' | 'default';

/** What an invoice was for, in the school's words. */
export function invoiceReason(reason: string | null): string {
  switch (reason) {
    case 'subscription_create':
      return 'First payment';
    case 'subscription_cycle':
      return 'Renewal';
    case 'subscription_update':
      return 'Plan switch';
    default:
      return 'Premium listing';
  }
}

/** The invoice's standing: paid (or refunded), waiting for a retry, or given up on. */
export function invoiceStatus(invoice: Pick<InvoiceResponse, 'status' | 'refundedCents' | 'amountPaidCents'>): {
  label: string;
  tone: InvoiceTone;
} {
  if (invoice.status === 'paid') {
    const refunded = invoice.refundedCents ?? 0;
    if (refunded > 0 && refunded >= invoice.amountPaidCents) return { label: 'Refunded', tone: 'default' };
    if (refunded > 0) return { label: `Paid, ${formatPrice(refunded)} refunded`, tone: 'success' };
    return { label: 'Paid', tone: 'success' };
  }
  if (invoice.status === 'open') return { label: 'Payment failed: retrying', tone: 'warning' };
  if (invoice.status === 'uncollectible') return { label: 'Unpaid', tone: 'error' };
  if (invoice.status === 'void') return { label: 'Void', tone: 'default' };
  return { label: 'Draft', tone: 'default' };
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** 'Visa ending in 4242, expires 08/2029'. */
export function cardLine(card: CardOnFileResponse): string {
  const brand = BRANDS[card.brand] ?? 'Card';
  const expiry =
    card.expMonth && card.expYear ? `, expires ${String(card.expMonth).padStart(2, '0')}/${card.expYear}` : '';
  return `${brand} ending in ${card.last4}${expiry}`;
}
