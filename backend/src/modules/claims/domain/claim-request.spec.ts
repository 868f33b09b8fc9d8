import { ClaimRequest } from './claim-request';

function claim(): ClaimRequest {
  return ClaimRequest.submit({
    schoolName: 'Meadows School',
    firstName: 'Jane',
    lastName: 'Doe',
    email: ' Jane@School.Example ',
    phone: '7025550100',
    position: 'Principal',
    message: 'I lead the school.',
    planId: 2,
  });
}

describe('ClaimRequest', () => {
  it('starts pending with payment pending, its e-mail normalised', () => {
    const c = claim();
    expect([c.status, c.paymentStatus, c.paymentSource]).toEqual(['pending', 'pending', null]);
    expect(c.email).toBe('jane@school.example');
  });

  it('records a provider payment once and never turns a manual mark into a provider one', () => {
    const paid = claim();
    const at = new Date('2026-01-01T00:00:00Z');
    paid.recordProviderPayment({ customerId: 'cus_1', subscriptionId: 'sub_1', at });
    paid.recordProviderPayment({ customerId: 'cus_1', subscriptionId: 'sub_1', at: new Date() });
    expect([paid.paymentStatus, paid.paymentSource, paid.paymentCompletedAt]).toEqual(['completed', 'provider', at]);

    const manual = claim();
    expect(manual.markPaidManually(at)).toBe(true);
    expect(manual.markPaidManually(at)).toBe(false);
    manual.recordProviderPayment({ customerId: 'cus_2', subscriptionId: 'sub_2', at: new Date() });
    expect([manual.paymentSource, manual.stripeSubscriptionId]).toEqual(['manual', 'sub_2']);
  });

  it('is approved with reviewer, account, school and time', () => {
    const c = claim();
    const at = new Date();
    c.approve({ reviewerId: 'admin-1', userId: 'user-1', schoolId: 9, at });
    expect(c.isApproved()).toBe(true);
    expect([c.reviewedBy, c.userId, c.schoolId, c.reviewedAt]).toEqual(['admin-1', 'user-1', 9, at]);
  });
});
