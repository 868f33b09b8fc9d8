import {
  askSchoolHref,
  currentDeadlines,
  formatDeadline,
  gradeLabel,
  hasAdmissionsFacts,
  isDeadlinePassed,
  schoolYearLabel,
  todayInLasVegas,
} from './admissions';

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

  it('leaves out the deadlines of a school year that has begun, keeping a passed one of a year to come', () => {
    const deadlines = [
      { entryYear: 2025, deadline: '2025-02-01' },
      { entryYear: 2026, deadline: '2026-01-15' },
      { entryYear: 2027, deadline: '2026-11-01' },
      { entryYear: 2027, deadline: '2027-01-31' },
    ];
    // 1 December 2026: the 2026-27 year began on 1 July, so its deadline (and 2025-26's) is not an upcoming one.
    expect(currentDeadlines(deadlines, '2026-12-01')).toEqual(deadlines.slice(2));
    expect(currentDeadlines(deadlines, '2026-06-30')).toEqual(deadlines.slice(1));
    expect(currentDeadlines(deadlines, '2027-07-01')).toEqual([]);
  });

  it('offers the school’s e-mail, else its website, else its phone to ask what it has not reported', () => {
    expect(askSchoolHref({ email: 'office@school.org', website: 'school.org', phone: '702-555-0100' })).toBe(
      'mailto:office@school.org?subject=Admissions%20question',
    );
    expect(askSchoolHref({ email: null, website: 'school.org', phone: '702-555-0100' })).toBe('https://school.org/');
    expect(askSchoolHref({ email: null, website: 'javascript:alert(1)', phone: '(702) 555-0100' })).toBe(
      'tel:7025550100',
    );
    expect(askSchoolHref({})).toBeNull();
  });

  it('counts a scholarship answer, yes or no, as a published fact, and not reported as none', () => {
    const none = {
      applicationDeadlines: [],
      financialAidProvider: null,
      financialAidDeadline: null,
      gradeOpenings: [],
      acceptsOpportunityScholarship: null,
    };
    expect(hasAdmissionsFacts(none)).toBe(false);
    expect(hasAdmissionsFacts({ ...none, acceptsOpportunityScholarship: false })).toBe(true);
  });
});
