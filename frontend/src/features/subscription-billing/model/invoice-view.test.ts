import { cardLine, invoiceReason, invoiceStatus } from './invoice-view';

describe('invoice view', () => {
  it('names what each invoice was for', () => {
    expect(invoiceReason('subscription_create')).toBe('First payment');
    expect(invoiceReason('subscription_cycle')).toBe('Renewal');
    expect(invoiceReason('subscription_update')).toBe('Plan switch');
    expect(invoiceReason(null)).toBe('Premium listing');
  });

  it('says whether an invoice is paid, refunded, retrying or unpaid', () => {
    expect(invoiceStatus({ status: 'paid', refundedCents: 0, amountPaidCents: 9900 })).toEqual({
      label: 'Paid',
      tone: 'success',
    });
    expect(invoiceStatus({ status: 'paid', refundedCents: null, amountPaidCents: 9900 }).label).toBe('Paid');
    expect(invoiceStatus({ status: 'paid', refundedCents: 2500, amountPaidCents: 9900 }).label).toBe(
      'Paid, $25.00 refunded',
    );
    expect(invoiceStatus({ status: 'paid', refundedCents: 9900, amountPaidCents: 9900 }).label).toBe('Refunded');
    expect(invoiceStatus({ status: 'open', refundedCents: 0, amountPaidCents: 0 })).toEqual({
      label: 'Payment failed: retrying',
      tone: 'warning',
    });
    expect(invoiceStatus({ status: 'uncollectible', refundedCents: 0, amountPaidCents: 0 }).tone).toBe('error');
  });

  it('shows the card by brand, last four and expiry, never more', () => {
    expect(cardLine({ brand: 'visa', last4: '4242', expMonth: 8, expYear: 2029 })).toBe(
      'Visa ending in 4242, expires 08/2029',
    );
    expect(cardLine({ brand: 'link', last4: '0005', expMonth: null, expYear: null })).toBe('Card ending in 0005');
  });
});
