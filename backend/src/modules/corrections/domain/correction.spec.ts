import {
  CORRECTABLE_FIELDS,
  correctionChange,
  SchoolCorrection,
  suggestedValueProblem,
  tuitionDollars,
} from './correction';

describe('correction rules', () => {
  it('checks the value against its field', () => {
    expect(suggestedValueProblem('zipCode', '89135')).toBeNull();
    expect(suggestedValueProblem('zipCode', 'Las Vegas')).toBe('Please enter a 5-digit ZIP code');
    expect(suggestedValueProblem('phone', '(702) 555-0199')).toBeNull();
    expect(suggestedValueProblem('phone', 'call us')).toBe('Please enter a phone number');
    expect(suggestedValueProblem('email', 'office@school.example')).toBeNull();
    expect(suggestedValueProblem('email', 'office')).toBe('Please enter a valid email address');
    expect(suggestedValueProblem('website', 'school.example/about')).toBeNull();
    expect(suggestedValueProblem('website', 'not a site')).not.toBeNull();
    expect(suggestedValueProblem('tuitionMin', '$12,500')).toBeNull();
    expect(suggestedValueProblem('tuitionMax', 'cheap')).not.toBeNull();
    expect(suggestedValueProblem('name', 'Any Name Academy')).toBeNull();
  });

  it('turns a suggestion into the one profile field it changes', () => {
    expect(tuitionDollars('$12,500')).toBe(12500);
    expect(correctionChange('tuitionMin', '12,500')).toEqual({ tuitionMin: 12500 });
    expect(correctionChange('website', 'school.example')).toEqual({ website: 'https://school.example' });
    expect(correctionChange('website', 'http://school.example')).toEqual({ website: 'http://school.example' });
    expect(correctionChange('phone', '(702) 555-0199')).toEqual({ phone: '(702) 555-0199' });
    expect(CORRECTABLE_FIELDS).not.toContain('description');
  });

  it('is open until decided, and keeps the address lower-cased', () => {
    const now = new Date();
    const correction = SchoolCorrection.suggest({
      schoolId: 1,
      field: 'phone',
      suggestedValue: '(702) 555-0199',
      currentValue: null,
      note: '  ',
      email: ' Jane@Example.com ',
      now,
    });
    expect(correction).toMatchObject({ status: 'open', note: null, email: 'jane@example.com' });
    correction.decline('u1', 'owner', 'Old number', now);
    expect(correction.isOpen()).toBe(false);
    expect(correction).toMatchObject({ status: 'declined', declineReason: 'Old number', decidedAs: 'owner' });
  });
});
