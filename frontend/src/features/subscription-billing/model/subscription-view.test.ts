import { canCancel, canResume, endingNotice } from './subscription-view';

describe('subscription view rules', () => {
  it('offers Cancel only for an active subscription that is not already ending', () => {
    expect(canCancel({ status: 'active', cancelAtPeriodEnd: false })).toBe(true);
    expect(canCancel({ status: 'active', cancelAtPeriodEnd: true })).toBe(false);
    expect(canCancel({ status: 'past_due', cancelAtPeriodEnd: false })).toBe(false);
  });

  it('offers Resume only while a scheduled end can still be taken back', () => {
    expect(canResume({ status: 'active', cancelAtPeriodEnd: true })).toBe(true);
    expect(canResume({ status: 'trialing', cancelAtPeriodEnd: true })).toBe(true);
    expect(canResume({ status: 'active', cancelAtPeriodEnd: false })).toBe(false);
    expect(canResume({ status: 'canceled', cancelAtPeriodEnd: true })).toBe(false);
  });

  it('says until when access continues', () => {
    expect(endingNotice('2027-03-01T12:00:00.000Z')).toBe(
      'Your subscription has been cancelled. Premium access continues until March 1, 2027.',
    );
    expect(endingNotice(null)).toMatch(/end of the current billing period/);
  });
});
