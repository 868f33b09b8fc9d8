import {
  costFormValuesOf,
  costScheduleFormSchema,
  costScheduleRequestOf,
  formFieldOf,
  nextSchoolYear,
} from './cost-schedule-form';

describe("the dashboard's cost schedule form", () => {
  const values = {
    ...costFormValuesOf(null, { gradeMin: 0, gradeMax: 8 }),
    schoolYear: '2027-28',
    bands: [
      { fromGrade: '0', toGrade: '5', annualTuition: '14200' },
      { fromGrade: '6', toGrade: '8', annualTuition: '16500' },
    ],
    fees: [{ kind: 'application' as const, name: '', amount: '100', frequency: 'one_time' as const }],
    secondKind: 'percent' as const,
    secondValue: '10',
  };

  it('turns the inputs into the request, and back', () => {
    const parsed = costScheduleFormSchema.parse(values);
    const request = costScheduleRequestOf(parsed);
    expect(request).toMatchObject({
      schoolYear: '2027-28',
      tuitionBands: [
        { fromGrade: 0, toGrade: 5, annualTuition: 14_200 },
        { fromGrade: 6, toGrade: 8, annualTuition: 16_500 },
      ],
      fees: [{ kind: 'application', name: null, amount: 100, frequency: 'one_time' }],
      secondChildDiscount: { kind: 'percent', value: 10 },
      thirdChildDiscount: null,
      assistance: null,
    });
    const again = costFormValuesOf(
      { ...request, schoolId: 1, confirmedOn: '2026-12-01', confirmedBy: 'owner' },
      { gradeMin: 0, gradeMax: 8 },
    );
    expect(again.bands).toEqual(values.bands);
    expect(again.secondValue).toBe('10');
  });

  it('refuses cents, an unnamed other fee, a percentage over 100 and a window that closes before it opens', () => {
    const result = costScheduleFormSchema.safeParse({
      ...values,
      bands: [{ fromGrade: '0', toGrade: '5', annualTuition: '14200.50' }],
      fees: [{ kind: 'other', name: '', amount: '5', frequency: 'yearly' }],
      secondValue: '150',
      hasAid: true,
      opensOn: '2027-03-01',
      closesOn: '2027-01-01',
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['bands.0.annualTuition', 'fees.0.name', 'secondValue', 'closesOn']));
  });

  it("maps the server's field names onto the form's", () => {
    expect(formFieldOf('tuitionBands.1.fromGrade')).toBe('bands.1.fromGrade');
    expect(formFieldOf('assistance.closesOn')).toBe('closesOn');
    expect(formFieldOf('secondChildDiscount.value')).toBe('secondValue');
  });

  it('offers the school year that starts next', () => {
    expect(nextSchoolYear(new Date(2026, 11, 2))).toBe('2027-28');
    expect(nextSchoolYear(new Date(2027, 1, 2))).toBe('2027-28');
  });
});
