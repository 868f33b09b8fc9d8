import { subscriptionLabel } from './subscription-label';

describe('subscriptionLabel', () => {
  it('says so when there is no subscription', () => {
    expect(subscriptionLabel(null)).toEqual({ label: 'No Subscription', tone: 'default', detail: null });
    // Premium granted by the team, with nothing to pay: not a missing subscription to buy.
    expect(subscriptionLabel(null, true)).toEqual({
      label: 'Premium',
      tone: 'success',
      detail: 'Granted by the Vegas Private Schools team',
    });
  });

  it('shows an active subscription with its renewal date', () => {
    expect(
      subscriptionLabel({ status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: '2027-01-15T12:00:00Z' }),
    ).toEqual({ label: 'Active', tone: 'success', detail: 'Renews January 15, 2027' });
  });

  it('shows a cancelled-at-period-end subscription as ending', () => {
    expect(
      subscriptionLabel({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: '2027-01-15T12:00:00Z' }),
    ).toMatchObject({
      label: 'Ending',
      detail: 'Access until January 15, 2027',
    });
  });

  it('flags payment problems', () => {
    expect(subscriptionLabel({ status: 'past_due', cancelAtPeriodEnd: false, currentPeriodEnd: null })).toMatchObject({
      label: 'Past Due',
      tone: 'error',
    });
  });
});
