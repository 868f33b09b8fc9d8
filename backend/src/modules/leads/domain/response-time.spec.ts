import { businessMinutesBetween, describeResponseTime, summariseResponseTime } from './response-time';

/** A Las Vegas wall time in winter (PST, UTC-8) or summer (PDT, UTC-7), as an instant. */
const pst = (wall: string) => new Date(`${wall}-08:00`);
const pdt = (wall: string) => new Date(`${wall}-07:00`);

describe('businessMinutesBetween (6 pm to 8 am Las Vegas time not counted)', () => {
  it('counts a request at 5 pm answered at 9 am the next day as 2 business hours', () => {
    expect(businessMinutesBetween(pst('2027-01-12T17:00:00'), pst('2027-01-13T09:00:00'))).toBe(120);
  });

  it('counts nothing overnight, and the plain difference within a day', () => {
    expect(businessMinutesBetween(pst('2027-01-12T23:00:00'), pst('2027-01-13T07:59:00'))).toBe(0);
    expect(businessMinutesBetween(pst('2027-01-12T19:00:00'), pst('2027-01-13T08:30:00'))).toBe(30);
    expect(businessMinutesBetween(pst('2027-01-12T09:15:00'), pst('2027-01-12T11:45:30'))).toBe(150);
  });

  it('counts weekends as ordinary days (Friday 4 pm to Monday 10 am: 2 + 10 + 10 + 2 hours)', () => {
    expect(businessMinutesBetween(pst('2027-01-15T16:00:00'), pst('2027-01-18T10:00:00'))).toBe(24 * 60);
  });

  it('reads the hours in Las Vegas time across daylight saving changes, whatever the server zone', () => {
    // Spring forward (March 14, 2027): Saturday 5 pm PST to Sunday 9 am PDT is still 1 + 1 hours.
    expect(businessMinutesBetween(pst('2027-03-13T17:00:00'), pdt('2027-03-14T09:00:00'))).toBe(120);
    // Fall back (November 7, 2027): Saturday 5 pm PDT to Sunday 9 am PST.
    expect(businessMinutesBetween(pdt('2027-11-06T17:00:00'), pst('2027-11-07T09:00:00'))).toBe(120);
    // In summer the day is 8 am to 6 pm PDT.
    expect(businessMinutesBetween(pdt('2027-07-01T07:00:00'), pdt('2027-07-01T19:00:00'))).toBe(600);
  });

  it('is 0 for a reply at or before the request', () => {
    expect(businessMinutesBetween(pst('2027-01-12T10:00:00'), pst('2027-01-12T10:00:00'))).toBe(0);
    expect(businessMinutesBetween(pst('2027-01-12T10:00:00'), pst('2027-01-12T09:00:00'))).toBe(0);
  });
});

describe('describeResponseTime', () => {
  it('says hours under a business day, then days of ten business hours', () => {
    expect(describeResponseTime(0)).toBe('an hour');
    expect(describeResponseTime(60)).toBe('an hour');
    expect(describeResponseTime(61)).toBe('2 hours');
    expect(describeResponseTime(120)).toBe('2 hours');
    expect(describeResponseTime(540)).toBe('9 hours');
    expect(describeResponseTime(541)).toBe('a day');
    expect(describeResponseTime(600)).toBe('a day');
    expect(describeResponseTime(601)).toBe('2 days');
    expect(describeResponseTime(2400)).toBe('4 days');
  });
});

describe('summariseResponseTime', () => {
  it('shows a claimed school with five requests, with the median and the share answered', () => {
    expect(summariseResponseTime({ requests: 5, replied: 4, medianBusinessMinutes: 120, claimed: true })).toEqual({
      shown: true,
      usually: 'Usually replies within 2 hours',
      answered: 'Replied to 4 of 5 requests (80%) in the last 90 days',
      answeredPercent: 80,
      withinADay: true,
    });
  });

  it('shows nothing below five requests or for an unclaimed school', () => {
    expect(summariseResponseTime({ requests: 4, replied: 4, medianBusinessMinutes: 10, claimed: true })).toMatchObject({
      shown: false,
      withinADay: false,
    });
    expect(summariseResponseTime({ requests: 9, replied: 9, medianBusinessMinutes: 10, claimed: false }).shown).toBe(
      false,
    );
  });

  it('has no time to tell without a reply, and is not within a day past ten business hours', () => {
    expect(summariseResponseTime({ requests: 6, replied: 0, medianBusinessMinutes: null, claimed: true })).toEqual({
      shown: true,
      usually: null,
      answered: 'Replied to 0 of 6 requests (0%) in the last 90 days',
      answeredPercent: 0,
      withinADay: false,
    });
    expect(
      summariseResponseTime({ requests: 6, replied: 6, medianBusinessMinutes: 601, claimed: true }).withinADay,
    ).toBe(false);
  });
});
