import { contactFormSchema, EMPTY_CONTACT_FORM, SUBJECT_OPTIONS, toContactRequest } from './contact-form';

function messagesFor(values: Record<string, string>): Record<string, string[]> {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) (messages[String(issue.path[0])] ??= []).push(issue.message);
  return messages;
}

const valid = {
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.com',
  phone: '',
  subject: 'general',
  message: 'Looking for a Pre-K near Summerlin.',
};

describe('contact form rules', () => {
  it('gives the product’s message for each empty field', () => {
    expect(messagesFor(EMPTY_CONTACT_FORM)).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Please enter a valid email address'],
      subject: ['Please select a subject'],
      message: ['Please provide a detailed message (at least 10 characters)'],
    });
  });

  it('accepts a valid message with or without a phone number', () => {
    expect(messagesFor(valid)).toEqual({});
    expect(messagesFor({ ...valid, phone: '(702) 555-0100' })).toEqual({});
  });

  it('refuses line breaks in names, a bad e-mail and over-long text', () => {
    expect(
      messagesFor({
        ...valid,
        firstName: 'Eve\nBcc: x@example.com',
        email: 'not-an-email',
        message: 'a'.repeat(5001),
      }),
    ).toEqual({
      firstName: ['First name must not contain line breaks'],
      email: ['Please enter a valid email address'],
      message: ['Message must be at most 5000 characters'],
    });
  });

  it('offers the seven subjects of the product', () => {
    expect(SUBJECT_OPTIONS.map((o) => o.label)).toEqual([
      'General Inquiry',
      'Help Finding a School',
      'School Profile Claim',
      'Technical Support',
      'Subscription Questions',
      'Partnership Opportunity',
      'Feedback or Suggestions',
    ]);
  });

  it('sends an empty phone as null and trims the text', () => {
    const parsed = contactFormSchema.parse({ ...valid, firstName: '  Maria ' });
    expect(toContactRequest(parsed)).toEqual({ ...valid, phone: null });
  });
});
