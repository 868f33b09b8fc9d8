import {
  correctionFormSchema,
  currentValueOf,
  emptyCorrectionForm,
  toSuggestCorrectionRequest,
} from './correction-form';

const school = {
  name: 'Desert Oak Academy',
  address: '100 Desert Oak Way',
  city: 'Las Vegas',
  zipCode: '89135',
  phone: '(702) 555-0100',
  email: null,
  website: 'https://desertoak.example',
  grades: 'K-8',
  tuitionMin: 12500,
  tuitionMax: null,
};

describe('the correction form', () => {
  it('shows what the page shows now for the chosen field', () => {
    expect(currentValueOf(school, 'phone')).toBe('(702) 555-0100');
    expect(currentValueOf(school, 'email')).toBe('');
    expect(currentValueOf(school, 'tuitionMin')).toBe('$12,500');
    expect(currentValueOf(school, 'tuitionMax')).toBe('');
  });

  it('needs a value, and an e-mail only if given', () => {
    expect(correctionFormSchema.safeParse(emptyCorrectionForm()).success).toBe(false);
    expect(correctionFormSchema.safeParse({ ...emptyCorrectionForm(), value: '702-555-0199' }).success).toBe(true);
    const badEmail = correctionFormSchema.safeParse({ ...emptyCorrectionForm(), value: 'x', email: 'nope' });
    expect(badEmail.success).toBe(false);
  });

  it('sends blanks as null and the time the form opened', () => {
    expect(
      toSuggestCorrectionRequest({ ...emptyCorrectionForm(), value: ' 702-555-0199 ', note: ' ', email: '' }, 42),
    ).toEqual({
      field: 'phone',
      value: '702-555-0199',
      note: null,
      email: null,
      website: undefined,
      formStartedAt: 42,
    });
  });
});
