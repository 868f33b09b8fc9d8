import { claimFormSchema, toClaimRequest } from './claim-form';

const valid = {
  schoolName: 'Meadows School',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@school.example',
  phone: '(702) 555-0100',
  position: 'Head of School',
  message: 'I lead admissions at the school.',
};

function messages(values: Record<string, string>): Record<string, string> {
  const result = claimFormSchema.safeParse(values);
  if (result.success) return {};
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe('claim form rules', () => {
  it('accepts a complete claim and sends the toggle’s plan', () => {
    const parsed = claimFormSchema.parse({ ...valid, email: ' jane@school.example ' });
    expect(toClaimRequest(parsed, 'monthly')).toEqual({ ...valid, planType: 'monthly' });
  });

  it('uses the product’s messages for missing and too long values', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, '']));
    expect(messages(empty)).toEqual({
      schoolName: 'School name is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Valid email address is required',
      phone: 'Valid phone number is required',
      position: 'Position/title is required',
      message: 'Please provide details about your affiliation',
    });
    expect(
      messages({
        schoolName: 'x'.repeat(101),
        firstName: 'x'.repeat(51),
        lastName: 'x'.repeat(51),
        email: `${'x'.repeat(95)}@example.com`,
        phone: '1'.repeat(21),
        position: 'x'.repeat(101),
        message: 'x'.repeat(1001),
      }),
    ).toEqual({
      schoolName: 'School name too long',
      firstName: 'First name too long',
      lastName: 'Last name too long',
      email: 'Email too long',
      phone: 'Phone number too long',
      position: 'Position too long',
      message: 'Message too long',
    });
    expect(messages({ ...valid, email: 'not-an-address' })).toEqual({ email: 'Valid email address is required' });
  });
});
