import { formatDeadline, gradeLabel, isDeadlinePassed, schoolYearLabel, todayInLasVegas } from './admissions';

describe('admissions words', () => {
  it('names grades and school years', () => {
    expect(gradeLabel('PK')).toBe('Pre-K');
    expect(gradeLabel('K')).toBe('Kindergarten');
    expect(gradeLabel('2')).toBe('2nd grade');
    expect(gradeLabel('11')).toBe('11th grade');
    expect(schoolYearLabel(2027)).toBe('2027-28');
    expect(schoolYearLabel(2099)).toBe('2099-00');
  });

  it('reads deadlines in Las Vegas time', () => {
    expect(todayInLasVegas(new Date('2026-12-01T05:00:00Z'))).toBe('2026-11-30');
    expect(isDeadlinePassed('2026-11-30', '2026-11-30')).toBe(false);
    expect(isDeadlinePassed('2026-11-29', '2026-11-30')).toBe(true);
    expect(formatDeadline('2027-01-31')).toBe('January 31, 2027');
  });
});
