import {
  cardGradeTone,
  formatCount,
  formatCurrency,
  formatLongDate,
  formatLasVegasDateTime,
  formatPercent,
  formatPlanPrices,
  formatPrice,
  formatTuition,
  formatTuitionRangeIfComplete,
  neighborhoodGradeTone,
} from './format';

describe('formatCurrency', () => {
  it('shows US dollars without decimals', () => {
    expect(formatCurrency(12500)).toBe('$12,500');
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrency(9999.6)).toBe('$10,000');
    expect(formatCurrency('450000')).toBe('$450,000');
  });

  it("writes what Intl's currency style writes, without Intl", () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const value of [0, 0.5, 1, 999.5, 1000, 12_345.49, 1_234_567, -1, -1234.5, -0.6])
      expect(formatCurrency(value)).toBe(intl.format(value));
  });

  it("shows 'N/A' when empty", () => {
    expect(formatCurrency(null)).toBe('N/A');
    expect(formatCurrency(undefined)).toBe('N/A');
    expect(formatCurrency('')).toBe('N/A');
    expect(formatCurrency(Number.NaN)).toBe('N/A');
  });
});

describe('formatPercent and formatCount', () => {
  it('appends % to the number', () => {
    expect(formatPercent(87)).toBe('87%');
    expect(formatPercent(12.34)).toBe('12.3%');
    expect(formatPercent('45.5')).toBe('45.5%');
    expect(formatPercent(null)).toBe('N/A');
  });

  it('groups thousands', () => {
    expect(formatCount(289437)).toBe('289,437');
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const value of [0, 7, 999.5, 1000, 65_535.4, 1_234_567.5, 1e9, -1, -2.5, -1234.5])
      expect(formatCount(value)).toBe(intl.format(value));
    // Intl writes '-0' for a small negative number; nothing is counted below zero.
    expect(formatCount(-0.4)).toBe('0');
    expect(formatCount(undefined)).toBe('N/A');
  });
});

describe('formatTuition', () => {
  it("reads 'Contact for tuition' with neither bound", () => {
    expect(formatTuition(null, null)).toBe('Contact for tuition');
    expect(formatTuition(undefined, undefined)).toBe('Contact for tuition');
  });

  it("reads 'A - B' with both", () => {
    expect(formatTuition(8000, 15000)).toBe('$8,000 - $15,000');
  });

  it("reads 'Starting at A' or 'Up to B' with one bound", () => {
    expect(formatTuition(12000, null)).toBe('Starting at $12,000');
    expect(formatTuition(null, 30000)).toBe('Up to $30,000');
  });

  it('keeps a zero bound as a real value', () => {
    expect(formatTuition(0, 5000)).toBe('$0 - $5,000');
  });

  it('shows a neighborhood average range only when both bounds exist', () => {
    expect(formatTuitionRangeIfComplete(10000, 20000)).toBe('$10,000 - $20,000');
    expect(formatTuitionRangeIfComplete(10000, null)).toBeNull();
    expect(formatTuitionRangeIfComplete(null, 20000)).toBeNull();
  });
});

describe('formatLongDate', () => {
  it('writes the long US format', () => {
    expect(formatLongDate('2025-03-14T12:00:00Z')).toBe('March 14, 2025');
  });

  it('returns null without a valid date', () => {
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate('not a date')).toBeNull();
  });
});

describe('letter-grade colours', () => {
  it('cards: A+/A green, B+/B blue, C+/C yellow, D/F red, other grey', () => {
    expect(['A+', 'A', 'B+', 'B', 'C+', 'C', 'D', 'F'].map(cardGradeTone)).toEqual([
      'green',
      'green',
      'blue',
      'blue',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
    expect(cardGradeTone('A-')).toBe('grey');
    expect(cardGradeTone('B-')).toBe('grey');
    expect(cardGradeTone('Excellent')).toBe('grey');
    expect(cardGradeTone(null)).toBe('grey');
    expect(cardGradeTone(' a ')).toBe('green');
  });

  it('neighborhood pages: by first letter a green, b blue, c yellow, other red, empty grey', () => {
    expect(neighborhoodGradeTone('A-')).toBe('green');
    expect(neighborhoodGradeTone('a+')).toBe('green');
    expect(neighborhoodGradeTone('B-')).toBe('blue');
    expect(neighborhoodGradeTone('C+')).toBe('yellow');
    expect(neighborhoodGradeTone('D')).toBe('red');
    expect(neighborhoodGradeTone('F')).toBe('red');
    expect(neighborhoodGradeTone('Excellent')).toBe('red');
    expect(neighborhoodGradeTone('')).toBe('grey');
    expect(neighborhoodGradeTone(null)).toBe('grey');
  });
});

describe('plan prices', () => {
  it('says the plans in one phrase, two decimals, cheapest first (issue 36)', () => {
    expect(formatPrice(99500)).toBe('$995.00');
    expect(formatPrice(123456)).toBe('$1,234.56');
    expect(
      formatPlanPrices([
        { price: 99500, interval: 'yearly' },
        { price: 9900, interval: 'monthly' },
      ]),
    ).toBe('$99.00 per month or $995.00 per year');
  });
});

describe('formatLasVegasDateTime', () => {
  it('gives the minute as the clock read in Las Vegas, winter and summer, with a plain space before AM/PM', () => {
    expect(formatLasVegasDateTime('2026-03-01T12:00:00Z')).toBe('Mar 1, 2026, 4:00 AM');
    expect(formatLasVegasDateTime('2026-07-04T19:05:00Z')).toBe('Jul 4, 2026, 12:05 PM');
    expect(formatLasVegasDateTime(null)).toBeNull();
    expect(formatLasVegasDateTime('not a date')).toBeNull();
  });
});
