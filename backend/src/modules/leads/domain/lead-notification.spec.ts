import { describeDay, isLeadNotificationMode, lasVegasDaysBefore } from './lead-notification';

describe('lead notification settings', () => {
  it('knows the two modes', () => {
    expect(isLeadNotificationMode('immediate')).toBe(true);
    expect(isLeadNotificationMode('daily_summary')).toBe(true);
    expect(isLeadNotificationMode('weekly')).toBe(false);
  });

  it('counts days in Las Vegas, not UTC', () => {
    // 07:30 UTC on Dec 22 is still Dec 21 in Las Vegas (PST, UTC-8).
    expect(lasVegasDaysBefore(new Date('2026-12-22T07:30:00Z'), 2)).toEqual(['2026-12-20', '2026-12-19']);
    expect(lasVegasDaysBefore(new Date('2026-12-22T08:30:00Z'), 1)).toEqual(['2026-12-21']);
    expect(lasVegasDaysBefore(new Date('2027-03-01T12:00:00Z'), 1)).toEqual(['2027-02-28']);
    expect(describeDay('2026-12-21')).toBe('Monday, December 21, 2026');
  });
});
