import {
  PREFERRED_TIME_MESSAGES,
  describePreferredTimes,
  intendedStartOptions,
  localDate,
  preferredTimesProblem,
  spamReasonOf,
  type PreferredPeriod,
} from './lead-form';

describe('calendar rules in Las Vegas time', () => {
  it('reads today as the Las Vegas date, not the UTC one', () => {
    // 9 pm on Monday Dec 7 in Las Vegas is already Tuesday in UTC.
    expect(localDate(new Date('2026-12-08T05:00:00Z'))).toBe('2026-12-07');
    expect(localDate(new Date('2026-12-08T09:00:00Z'))).toBe('2026-12-08');
  });

  it('offers this school year (from July 1) and the next two', () => {
    expect(intendedStartOptions(new Date('2026-11-23T12:00:00Z'))).toEqual(['2026-2027', '2027-2028', '2028-2029']);
    expect(intendedStartOptions(new Date('2027-03-01T12:00:00Z'))).toEqual(['2026-2027', '2027-2028', '2028-2029']);
    // June 30, 8 pm in Las Vegas (July 1 in UTC): still the old school year.
    expect(intendedStartOptions(new Date('2027-07-01T03:00:00Z'))).toEqual(['2026-2027', '2027-2028', '2028-2029']);
    expect(intendedStartOptions(new Date('2027-07-01T12:00:00Z'))).toEqual(['2027-2028', '2028-2029', '2029-2030']);
  });
});

describe('preferredTimesProblem', () => {
  // Monday, November 23, 2026, noon in Las Vegas.
  const now = new Date('2026-11-23T20:00:00Z');
  const slot = (date: string, period: string = 'morning') => ({ date, period: period as PreferredPeriod });

  it('accepts up to three distinct future weekdays, morning or afternoon', () => {
    expect(preferredTimesProblem([], now)).toBeNull();
    expect(
      preferredTimesProblem([slot('2026-11-24'), slot('2026-11-24', 'afternoon'), slot('2026-11-27')], now),
    ).toBeNull();
  });

  it('names the first problem', () => {
    expect(preferredTimesProblem('2026-11-24', now)).toBe(PREFERRED_TIME_MESSAGES.notList);
    expect(preferredTimesProblem([1, 2, 3, 4], now)).toBe(PREFERRED_TIME_MESSAGES.tooMany);
    expect(preferredTimesProblem([slot('2026-11-23')], now)).toBe(PREFERRED_TIME_MESSAGES.date); // today
    expect(preferredTimesProblem([slot('2026-11-28')], now)).toBe(PREFERRED_TIME_MESSAGES.date); // Saturday
    expect(preferredTimesProblem([slot('2026-11-29')], now)).toBe(PREFERRED_TIME_MESSAGES.date); // Sunday
    expect(preferredTimesProblem([slot('2026-02-30')], now)).toBe(PREFERRED_TIME_MESSAGES.date);
    expect(preferredTimesProblem([slot('24/11/2026')], now)).toBe(PREFERRED_TIME_MESSAGES.date);
    expect(preferredTimesProblem([null], now)).toBe(PREFERRED_TIME_MESSAGES.date);
    expect(preferredTimesProblem([{ ...slot('2026-11-24'), extra: 1 }], now)).toBe(PREFERRED_TIME_MESSAGES.date);
    expect(preferredTimesProblem([slot('2028-01-03')], now)).toBe(PREFERRED_TIME_MESSAGES.tooFar);
    expect(preferredTimesProblem([slot('2026-11-24', 'evening')], now)).toBe(PREFERRED_TIME_MESSAGES.period);
    expect(preferredTimesProblem([slot('2026-11-24'), slot('2026-11-24')], now)).toBe(
      PREFERRED_TIME_MESSAGES.duplicate,
    );
  });

  it('describes times for people', () => {
    expect(describePreferredTimes([slot('2026-12-08'), slot('2026-12-09', 'afternoon')])).toBe(
      'Tue, Dec 8, 2026 (morning); Wed, Dec 9, 2026 (afternoon)',
    );
  });
});

describe('spamReasonOf', () => {
  const now = new Date('2026-11-23T20:00:00Z');
  const startedAgo = (ms: number) => now.getTime() - ms;

  it('catches a filled honeypot and a form sent under 3 seconds after it opened', () => {
    expect(spamReasonOf({ website: 'http://x.example', formStartedAt: startedAgo(60_000) }, now)).toBe('honeypot');
    expect(spamReasonOf({ website: '', formStartedAt: startedAgo(2999) }, now)).toBe('too_fast');
    expect(spamReasonOf({ formStartedAt: startedAgo(0) }, now)).toBe('too_fast');
  });

  it('lets a person through, including one whose clock runs ahead of ours', () => {
    expect(spamReasonOf({ website: '  ', formStartedAt: startedAgo(3000) }, now)).toBeNull();
    expect(spamReasonOf({ formStartedAt: startedAgo(-120_000) }, now)).toBeNull();
  });
});
