import { digestPeriodKey } from './digest-period';

describe('digestPeriodKey', () => {
  it('names the Las Vegas day for daily alerts', () => {
    // 07:30 UTC on the 17th is still the 16th in Las Vegas (UTC-8).
    expect(digestPeriodKey('daily', new Date('2026-12-17T07:30:00Z'))).toBe('day:2026-12-16');
    expect(digestPeriodKey('daily', new Date('2026-12-17T08:30:00Z'))).toBe('day:2026-12-17');
  });

  it('names the ISO week for weekly alerts, across year ends', () => {
    expect(digestPeriodKey('weekly', new Date('2026-12-16T20:00:00Z'))).toBe('week:2026-W51');
    expect(digestPeriodKey('weekly', new Date('2026-12-21T20:00:00Z'))).toBe('week:2026-W52');
    // Thursday 2026-12-31 and Friday 2027-01-01 are in 2026-W53.
    expect(digestPeriodKey('weekly', new Date('2027-01-01T20:00:00Z'))).toBe('week:2026-W53');
    expect(digestPeriodKey('weekly', new Date('2027-01-04T20:00:00Z'))).toBe('week:2027-W01');
    expect(digestPeriodKey('weekly', new Date('2021-01-03T20:00:00Z'))).toBe('week:2020-W53');
  });
});
