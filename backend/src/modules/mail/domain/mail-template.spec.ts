import { isTemplateName, templateDataProblems } from './mail-template';

describe('template data rules', () => {
  it('accepts complete data, optional fields left out', () => {
    expect(templateDataProblems('password-reset', { resetUrl: 'https://x.example/r?t=1' })).toEqual([]);
    expect(
      templateDataProblems('payment-failed', {
        schoolName: 'Oak',
        amountCents: 9900,
        billingUrl: 'http://localhost/b',
      }),
    ).toEqual([]);
  });

  it('names missing, mistyped and unknown fields', () => {
    expect(
      templateDataProblems('claim-approved', {
        firstName: 'Sam',
        setPasswordUrl: '/relative',
        expiresInHours: '72',
        extra: true,
      }),
    ).toEqual([
      'schoolName is required',
      'setPasswordUrl must be an absolute http(s) URL',
      'expiresInHours must be a number',
      'extra is not a field of claim-approved',
    ]);
  });

  it('knows the template names', () => {
    expect(isTemplateName('contact-confirmation')).toBe(true);
    expect(isTemplateName('welcome')).toBe(false);
  });
});
