import {
  gradeKey,
  gradeNumber,
  isCalendarDate,
  latestDeadline,
  normaliseOpenings,
  openGradeNumbers,
  todayInLasVegas,
} from './admissions-facts';
import { splitOwnerEdit } from './owner-edit-rule';

describe('admissions facts', () => {
  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2027-01-31')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('31/01/2027')).toBe(false);
    expect(isCalendarDate(20270131)).toBe(false);
  });

  it('maps grade keys to the grade-span scale and back', () => {
    expect(gradeNumber('PK')).toBe(-1);
    expect(gradeNumber('K')).toBe(0);
    expect(gradeNumber('12')).toBe(12);
    expect(gradeKey(-1)).toBe('PK');
    expect(gradeKey(13)).toBeNull();
  });

  it('indexes the grades with seats open or few seats, and the last deadline', () => {
    expect(openGradeNumbers({ '3': 'few', PK: 'open', K: 'full', '9': 'waitlist' })).toEqual([-1, 3]);
    expect(normaliseOpenings({ '13': 'open', K: 'nope', '1': 'open' } as never)).toEqual({ '1': 'open' });
    expect(
      latestDeadline([
        { entryYear: 2027, deadline: '2027-02-01' },
        { entryYear: 2028, deadline: '2028-01-15' },
      ]),
    ).toBe('2028-01-15');
    expect(latestDeadline([])).toBeNull();
  });

  it('reads today in Las Vegas, not UTC', () => {
    // 05:00 UTC on 1 Dec is still 30 Nov in Las Vegas (UTC-8).
    expect(todayInLasVegas(new Date('2026-12-01T05:00:00Z'))).toBe('2026-11-30');
    expect(todayInLasVegas(new Date('2026-12-01T09:00:00Z'))).toBe('2026-12-01');
  });

  it('goes live at once under the owner edit rule (docs/product.md "Edits and moderation")', () => {
    const { live, reviewed } = splitOwnerEdit({
      applicationDeadlines: [{ entryYear: 2027, deadline: '2027-01-31', label: null }],
      financialAidProvider: 'FACTS',
      financialAidDeadline: '2027-02-01',
      gradeOpenings: { K: 'open' },
      acceptsOpportunityScholarship: true,
      name: 'Renamed',
    });
    expect(Object.keys(live).sort()).toEqual(
      [
        'acceptsOpportunityScholarship',
        'applicationDeadlines',
        'financialAidDeadline',
        'financialAidProvider',
        'gradeOpenings',
      ].sort(),
    );
    expect(Object.keys(reviewed)).toEqual(['name']);
  });
});
