import {
  aidWindowState,
  bandName,
  discountOff,
  estimateCosts,
  feesPerChild,
  householdErrors,
  perChildRanges,
  rangeText,
  type Schedule,
} from './estimate';

const schedule: Schedule = {
  schoolYear: '2027-28',
  tuitionBands: [
    { fromGrade: 0, toGrade: 5, annualTuition: 14_200 },
    { fromGrade: 6, toGrade: 8, annualTuition: 16_500 },
  ],
  fees: [
    { kind: 'application', name: null, amount: 100, frequency: 'one_time' },
    { kind: 'registration', name: null, amount: 450, frequency: 'yearly' },
    { kind: 'uniforms', name: null, amount: 250, frequency: 'yearly' },
  ],
  secondChildDiscount: { kind: 'percent', value: 10 },
  thirdChildDiscount: { kind: 'amount', value: 2_000 },
};
const rules = {
  schoolYear: '2027-28',
  incomeLimits: Array.from({ length: 12 }, (_, index) => 80_000 + 10_000 * index),
  maxAward: 9_000,
  sourceUrl: 'https://opportunityscholarship.nv.gov/',
};

describe('the cost estimate', () => {
  it('two children in different bands: the dearer band pays full, the other gets the second-child discount', () => {
    // Grade 7 (16,500) pays full; grade 2 (14,200) gets 10 % off: 1,420, so 12,780.
    // Fees per child: first year 100 + 450 + 250 = 800, later years 700.
    const estimate = estimateCosts({
      schedule,
      household: { size: 4, income: 95_000, childGrades: [2, 7] },
      rules,
      acceptsOpportunityScholarship: true,
    });
    expect(
      estimate.children.map(({ grade, tuition, discount, firstYear, annual }) => ({
        grade,
        tuition,
        discount,
        firstYear,
        annual,
      })),
    ).toEqual([
      { grade: 7, tuition: 16_500, discount: 0, firstYear: 17_300, annual: 17_200 },
      { grade: 2, tuition: 12_780, discount: 1_420, firstYear: 13_580, annual: 13_480 },
    ]);
    expect(estimate.firstYear).toBe(30_880);
    expect(estimate.annual).toBe(30_680);
    // A household of 4's limit is 110,000: 95,000 is within it. Up to 9,000 per child.
    expect(estimate.eligibility).toEqual({ householdSize: 4, incomeLimit: 110_000, likely: true });
    expect(estimate.scholarshipUpTo).toBe(18_000);
    expect(estimate.afterScholarship).toEqual({ low: 12_880, high: 30_880 });
  });

  it('a third child gets the third-child discount, and a grade without a band is named, not guessed', () => {
    const estimate = estimateCosts({
      schedule,
      household: { size: 5, income: 200_000, childGrades: [1, 3, 4, 11] },
      rules,
      acceptsOpportunityScholarship: true,
    });
    expect(estimate.children.map((child) => child.discount)).toEqual([0, 1_420, 2_000]);
    expect(estimate.children.map((child) => child.discountLabel)).toEqual([
      null,
      'second child',
      'third child or more',
    ]);
    expect(estimate.notCovered).toEqual([11]);
    // 14,200 + 12,780 + 12,200 tuition, 3 × 800 fees.
    expect(estimate.firstYear).toBe(41_580);
    // Over the limit for 5 (120,000): no scholarship counted.
    expect(estimate.eligibility).toEqual({ householdSize: 5, incomeLimit: 120_000, likely: false });
    expect(estimate.afterScholarship).toEqual({ low: 41_580, high: 41_580 });
  });

  it('counts no scholarship where the school does not take it, and caps the award at the child’s cost', () => {
    const notTaken = estimateCosts({
      schedule,
      household: { size: 2, income: 10_000, childGrades: [0] },
      rules,
      acceptsOpportunityScholarship: false,
    });
    expect(notTaken.eligibility?.likely).toBe(true);
    expect(notTaken.scholarshipUpTo).toBe(0);
    const cheap = estimateCosts({
      schedule: { ...schedule, tuitionBands: [{ fromGrade: 0, toGrade: 8, annualTuition: 5_000 }], fees: [] },
      household: { size: 2, income: 10_000, childGrades: [0] },
      rules,
      acceptsOpportunityScholarship: true,
    });
    expect(cheap.scholarshipUpTo).toBe(5_000);
    expect(cheap.afterScholarship).toEqual({ low: 0, high: 5_000 });
  });

  it('reads the income limit at the boundary as within it, and has no eligibility without rules', () => {
    const at = estimateCosts({
      schedule,
      household: { size: 1, income: 80_000, childGrades: [5] },
      rules,
      acceptsOpportunityScholarship: true,
    });
    expect(at.eligibility?.likely).toBe(true);
    const over = estimateCosts({
      schedule,
      household: { size: 1, income: 80_001, childGrades: [5] },
      rules,
      acceptsOpportunityScholarship: true,
    });
    expect(over.eligibility?.likely).toBe(false);
    const none = estimateCosts({
      schedule,
      household: { size: 1, income: 0, childGrades: [5] },
      rules: null,
      acceptsOpportunityScholarship: true,
    });
    expect(none.eligibility).toBeNull();
    expect(none.scholarshipUpTo).toBe(0);
  });

  it('uses the second-child discount for later children when the school names none for the third', () => {
    const estimate = estimateCosts({
      schedule: { ...schedule, thirdChildDiscount: null },
      household: { size: 5, income: 0, childGrades: [1, 2, 3] },
      rules: null,
      acceptsOpportunityScholarship: false,
    });
    expect(estimate.children.map((child) => child.discount)).toEqual([0, 1_420, 1_420]);
  });

  it('adds fees per child, rounds a percentage to whole dollars and never takes more than the tuition', () => {
    expect(feesPerChild(schedule.fees)).toEqual({ firstYear: 800, yearly: 700 });
    expect(discountOff(14_205, { kind: 'percent', value: 10 })).toBe(1_421);
    expect(discountOff(1_000, { kind: 'amount', value: 2_000 })).toBe(1_000);
    expect(discountOff(1_000, null)).toBe(0);
  });

  it('refuses a household it cannot estimate', () => {
    expect(householdErrors({ size: 0, income: 1, childGrades: [1] })).toEqual({
      size: expect.stringMatching(/1 to 12/),
    });
    expect(householdErrors({ size: 13, income: 1, childGrades: [1] }).size).toBeDefined();
    expect(householdErrors({ size: 2, income: -1, childGrades: [1] })).toEqual({
      income: expect.stringMatching(/\$0/),
    });
    expect(householdErrors({ size: 2, income: 1, childGrades: [] }).children).toBeDefined();
    expect(householdErrors({ size: 2, income: 1, childGrades: [1, 2, 3] }).children).toMatch(/every child/);
    expect(householdErrors({ size: 3, income: 1, childGrades: [1, 2] })).toEqual({});
  });

  it('names bands as families read them', () => {
    expect(bandName({ fromGrade: -1, toGrade: -1 })).toBe('Pre-K');
    expect(bandName({ fromGrade: 0, toGrade: 5 })).toBe('Kindergarten – 5');
    expect(bandName({ fromGrade: 6, toGrade: 8 })).toBe('Grades 6 – 8');
  });
});

describe('the compare table’s per-child figures and the aid window', () => {
  it('spans the bands: tuition, first year with every fee, later years with the yearly fees', () => {
    // Fees: first year 800 (100 once + 450 + 250 yearly), later years 700.
    expect(perChildRanges(schedule)).toEqual({
      tuition: { low: 14_200, high: 16_500 },
      firstYear: { low: 15_000, high: 17_300 },
      annual: { low: 14_900, high: 17_200 },
    });
    expect(perChildRanges({ tuitionBands: [], fees: [] })).toBeNull();
    expect(rangeText({ low: 15_000, high: 17_300 })).toBe('$15,000 to $17,300');
    expect(rangeText({ low: 9_000, high: 9_000 })).toBe('$9,000');
  });

  it('reads the window on the day: not yet open, open through the closing day, closed, or no dates', () => {
    const aid = { opensOn: '2027-01-05', closesOn: '2027-03-01' };
    expect(aidWindowState(aid, '2027-01-04')).toBe('not_yet_open');
    expect(aidWindowState(aid, '2027-01-05')).toBe('open');
    expect(aidWindowState(aid, '2027-03-01')).toBe('open');
    expect(aidWindowState(aid, '2027-03-02')).toBe('closed');
    expect(aidWindowState({ opensOn: null, closesOn: '2027-03-01' }, '2026-12-01')).toBe('open');
    expect(aidWindowState({ opensOn: null, closesOn: null }, '2026-12-01')).toBe('no_dates');
  });
});
