import { OPEN_HOUSE_GRADES, durationText, formatOpenHouseStart, formatOpenHouseTime } from './open-house';

describe('open house display', () => {
  it('shows the time in Las Vegas time, with the zone named, whatever the device’s zone', () => {
    // jest runs in the machine's zone; the text must not depend on it.
    expect(formatOpenHouseTime('2026-12-13T05:30:00.000Z', '2026-12-13T07:00:00.000Z')).toBe(
      'Sat, Dec 12, 2026, 9:30 PM – 11:00 PM PST',
    );
    expect(formatOpenHouseStart('2026-12-13T05:30:00.000Z')).toBe('Sat, Dec 12, 2026, 9:30 PM PST');
  });

  it('shows the time in another zone when asked', () => {
    expect(formatOpenHouseTime('2026-12-12T18:00:00.000Z', '2026-12-12T19:30:00.000Z', 'America/Los_Angeles')).toBe(
      'Sat, Dec 12, 2026, 10:00 AM – 11:30 AM PST',
    );
    expect(formatOpenHouseTime('2026-12-12T18:00:00.000Z', '2026-12-12T19:30:00.000Z', 'America/New_York')).toBe(
      'Sat, Dec 12, 2026, 1:00 PM – 2:30 PM EST',
    );
    expect(formatOpenHouseStart('2026-12-12T18:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Sat, Dec 12, 2026, 10:00 AM PST',
    );
  });

  it('labels grades and durations', () => {
    expect(OPEN_HOUSE_GRADES.map((grade) => grade.label)).toEqual([
      'Pre-K',
      'Kindergarten',
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '6th',
      '7th',
      '8th',
      '9th',
      '10th',
      '11th',
      '12th',
    ]);
    expect(durationText(90)).toBe('1 h 30 min');
    expect(durationText(45)).toBe('45 min');
  });
});
