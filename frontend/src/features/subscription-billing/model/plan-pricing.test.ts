import { exactPrice, planCardPrice, yearlySavings } from './plan-pricing';

describe('plan pricing', () => {
  const plans = [
    { name: 'Monthly', price: 9900, interval: 'monthly' as const },
    { name: 'Yearly', price: 99500, interval: 'yearly' as const },
  ];

  it('computes the yearly saving from the plan prices: $193, 17%', () => {
    expect(yearlySavings(plans)).toEqual({ cents: 19300, percent: 17 });
    expect(planCardPrice(19300)).toBe('$193');
  });

  it('follows the prices, and has nothing to say without both plans or without a saving', () => {
    expect(yearlySavings([{ ...plans[0], price: 10000 }, plans[1]])).toEqual({ cents: 20500, percent: 18 });
    expect(yearlySavings([plans[0]])).toBeNull();
    expect(yearlySavings([plans[0], { ...plans[1], price: 118800 }])).toBeNull();
    expect(yearlySavings(undefined)).toBeNull();
  });

  it('shows whole dollars on plan cards and two decimals elsewhere', () => {
    expect(planCardPrice(99500)).toBe('$995');
    expect(planCardPrice(9900)).toBe('$99');
    expect(exactPrice(9900)).toBe('$99.00');
    expect(exactPrice(99500)).toBe('$995.00');
  });
});
