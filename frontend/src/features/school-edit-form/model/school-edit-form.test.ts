import { schoolEditSchema, type SchoolEditValues } from './school-edit-form';

const valid: SchoolEditValues = {
  name: 'Desert Academy',
  address: '1 Main St',
  city: 'Henderson',
  zipCode: '89052',
  phone: '',
  email: '',
  website: '',
  description: '',
  tuitionMin: '',
  tuitionMax: '',
  grades: 'K-8',
  schoolType: 'Montessori',
  religiousAffiliation: '',
};

/** The messages of a parse, by field. */
function errors(patch: Partial<SchoolEditValues>): Record<string, string[]> {
  const result = schoolEditSchema.safeParse({ ...valid, ...patch });
  const byField: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

const CROSS = 'Minimum tuition cannot be greater than maximum tuition';

describe('schoolEditSchema tuition', () => {
  it('accepts blanks, one side only, and min ≤ max', () => {
    expect(errors({})).toEqual({});
    expect(errors({ tuitionMin: '9000' })).toEqual({});
    expect(errors({ tuitionMax: '9000' })).toEqual({});
    expect(errors({ tuitionMin: '9000', tuitionMax: '9000' })).toEqual({});
    expect(errors({ tuitionMin: '9000', tuitionMax: '12000' })).toEqual({});
  });

  it('says when the minimum is greater than the maximum, under the maximum', () => {
    expect(errors({ tuitionMin: '12000', tuitionMax: '9000' })).toEqual({ tuitionMax: [CROSS] });
  });

  it('shows only the whole-number message for text, not the comparison as well', () => {
    expect(errors({ tuitionMin: 'abc', tuitionMax: '9000' })).toEqual({
      tuitionMin: ['Minimum tuition must be a whole number'],
    });
    expect(errors({ tuitionMin: '9000', tuitionMax: '12k' })).toEqual({
      tuitionMax: ['Maximum tuition must be a whole number'],
    });
    expect(errors({ tuitionMin: '1.5', tuitionMax: 'abc' })).toEqual({
      tuitionMin: ['Minimum tuition must be a whole number'],
      tuitionMax: ['Maximum tuition must be a whole number'],
    });
  });

  it('compares trimmed whole numbers', () => {
    expect(errors({ tuitionMin: ' 900 ', tuitionMax: ' 1000 ' })).toEqual({});
    expect(errors({ tuitionMin: ' 1000 ', tuitionMax: '900' })).toEqual({ tuitionMax: [CROSS] });
  });
});

describe('schoolEditSchema tuition limit', () => {
  it('caps whole numbers at 10,000,000', () => {
    expect(errors({ tuitionMin: '10000000' })).toEqual({});
    expect(errors({ tuitionMin: '10000001', tuitionMax: '10000002' })).toEqual({
      tuitionMin: ['Minimum tuition must be at most 10,000,000'],
      tuitionMax: ['Maximum tuition must be at most 10,000,000'],
    });
  });
});
