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

  it('is resumed by the same claimant for the same school while unpaid and under a day old', () => {
    const c = claim();
    const soon = new Date(c.createdAt.getTime() + 60_000);
    expect(c.canBeResumedBy({ email: 'JANE@school.example', schoolName: '  meadows   school ' }, soon)).toBe(true);
    expect(c.canBeResumedBy({ email: 'other@school.example', schoolName: 'Meadows School' }, soon)).toBe(false);
    expect(c.canBeResumedBy({ email: 'jane@school.example', schoolName: 'Faith Lutheran' }, soon)).toBe(false);
    const nextDay = new Date(c.createdAt.getTime() + ClaimRequest.RESUMABLE_FOR_MS + 1);
    expect(c.canBeResumedBy({ email: 'jane@school.example', schoolName: 'Meadows School' }, nextDay)).toBe(false);
    const paid = claim();
    paid.markPaidManually(soon);
    expect(paid.canBeResumedBy({ email: 'jane@school.example', schoolName: 'Meadows School' }, soon)).toBe(false);
  });

  it('keeps the first details when resumed; only the plan changes', () => {
    const c = claim();
    const later = new Date(c.createdAt.getTime() + 5_000);
    c.resume(3, later);
    expect([c.planId, c.firstName, c.phone, c.updatedAt]).toEqual([3, 'Jane', '7025550100', later]);
  });

  it('is rejected with reviewer, time and notes, and grants nothing', () => {
    const c = claim();
    const at = new Date();
    c.reject({ reviewerId: 'admin-1', notes: 'Not on staff', at });
    expect([c.status, c.isDecided(), c.isRejected(), c.isApproved()]).toEqual(['rejected', true, true, false]);
    expect([c.reviewedBy, c.reviewedAt, c.adminNotes, c.userId, c.schoolId]).toEqual([
      'admin-1',
      at,
      'Not on staff',
      null,
      null,
    ]);
  });

  it('records one refund: a retry answering the same refund changes nothing', () => {
    const c = claim();
    const first = new Date('2026-02-01T00:00:00Z');
    c.recordRefund({ refundId: 're_1', amount: 99500 }, first);
    c.recordRefund({ refundId: 're_2', amount: 1 }, new Date());
    expect([c.refundId, c.refundAmount, c.refundedAt]).toEqual(['re_1', 99500, first]);
  });

  it('refunds through the subscription once the webhook named it, else through the checkout', () => {
    const c = claim();
    expect(c.refundTarget()).toBeNull();
    c.recordCheckoutSession('cs_1');
    expect(c.refundTarget()).toEqual({ checkoutSessionId: 'cs_1' });
    c.recordProviderPayment({ customerId: 'cus_1', subscriptionId: 'sub_1', at: new Date() });
    expect(c.refundTarget()).toEqual({ subscriptionId: 'sub_1' });
  });
});
