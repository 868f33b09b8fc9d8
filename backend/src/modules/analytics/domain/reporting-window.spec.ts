import { addDays, daysOf, percentChange, profileConversion, ratePercent, reportingWindow } from './reporting-window';

describe('reporting windows and deltas', () => {
  it('takes the last N days ending today and the N days before them', () => {
    expect(reportingWindow(7, '2026-11-23')).toEqual({
      current: { from: '2026-11-17', to: '2026-11-23' },
      previous: { from: '2026-11-10', to: '2026-11-16' },
    });
    const year = reportingWindow(365, '2026-03-01');
    expect(year.current).toEqual({ from: '2025-03-02', to: '2026-03-01' });
    expect(year.previous).toEqual({ from: '2024-03-02', to: '2025-03-01' });
    expect(daysOf(year.current)).toHaveLength(365);
    expect(daysOf(year.previous)).toHaveLength(365);
  });

  it('crosses month and leap-day edges', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(reportingWindow(30, '2026-03-05').previous).toEqual({ from: '2026-01-05', to: '2026-02-03' });
  });

  it('gives the change in percent with one decimal, null when the previous period had none', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
  });

  it('gives conversion as a percentage of the whole, 0 for no whole', () => {
    expect(ratePercent(1, 8)).toBe(12.5);
    expect(ratePercent(3, 0)).toBe(0);
  });

  it('gives the profile conversion as a share only when it is one, the counts always', () => {
    expect(profileConversion(3, 40)).toEqual({ requests: 3, visitors: 40, percent: 7.5 });
    expect(profileConversion(0, 20)).toEqual({ requests: 0, visitors: 20, percent: 0 });
    // Too few visitors for a rate, and more requests than visitors (the 300 % the walk found): counts only.
    expect(profileConversion(3, 19)).toEqual({ requests: 3, visitors: 19, percent: null });
    expect(profileConversion(7, 2)).toEqual({ requests: 7, visitors: 2, percent: null });
    expect(profileConversion(41, 40)).toEqual({ requests: 41, visitors: 40, percent: null });
  });
});
