import {
  emptyLeadForm,
  firstTourDate,
  isoDate,
  schoolToday,
  lastTourDate,
  leadFormSchema,
  newIdempotencyKey,
  schoolYearOptions,
  toLeadRequest,
  tourDateProblem,
  type LeadFormValues,
} from './lead-form';

// Monday 23 November 2026, in the browser's own time zone.
const TODAY = new Date(2026, 10, 23, 15, 30);

function messagesFor(values: LeadFormValues, today = TODAY): Record<string, string[]> {
  const result = leadFormSchema(today).safeParse(values);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) (messages[issue.path.join('.')] ??= []).push(issue.message);
  return messages;
}

const validInformation: LeadFormValues = {
  ...emptyLeadForm('information'),
  parentFirstName: 'Maria',
  parentLastName: 'Lopez',
  email: 'maria@example.com',
  childGrade: 'Kindergarten',
  intendedStart: '2027-2028',
  message: 'We would like to know about your kindergarten program.',
  consent: true,
};

const validTour: LeadFormValues = {
  ...validInformation,
  type: 'tour',
  preferredTimes: [
    { date: '2026-11-24', period: 'morning' },
    { date: '2026-12-04', period: 'afternoon' },
  ],
};

describe('lead form rules', () => {
  it('gives a message for each required field of an empty information request', () => {
    expect(messagesFor(emptyLeadForm('information'))).toEqual({
      parentFirstName: ['First name is required'],
      parentLastName: ['Last name is required'],
      email: ['Please enter a valid email address'],
      childGrade: ["Please select your child's grade"],
      intendedStart: ['Please select when your child would start'],
      message: ['Please provide a detailed message (at least 10 characters)'],
      consent: ['Please agree to be contacted by the school'],
    });
  });

  it('an empty tour request also asks for the date and time of day of its first row', () => {
    const messages = messagesFor(emptyLeadForm('tour'));
    expect(messages['preferredTimes.0.date']).toEqual(['Please choose a date']);
    expect(messages['preferredTimes.0.period']).toEqual(['Please choose morning or afternoon']);
  });

  it('accepts valid requests, with or without a phone and the newsletter', () => {
    expect(messagesFor(validInformation)).toEqual({});
    expect(messagesFor(validTour)).toEqual({});
    expect(messagesFor({ ...validTour, phone: '(702) 555-0100', newsletter: true })).toEqual({});
  });

  it('bounds the message to 10–1000 characters, counted without surrounding spaces', () => {
    expect(messagesFor({ ...validInformation, message: '   too short   ' })).toEqual({
      message: ['Please provide a detailed message (at least 10 characters)'],
    });
    expect(messagesFor({ ...validInformation, message: 'a'.repeat(1000) })).toEqual({});
    expect(messagesFor({ ...validInformation, message: 'a'.repeat(1001) })).toEqual({
      message: ['Message must be at most 1000 characters'],
    });
  });

  it('refuses line breaks in names, a bad e-mail and a bad phone', () => {
    expect(
      messagesFor({
        ...validInformation,
        parentLastName: 'Lopez\nBcc: x@example.com',
        email: 'maria@',
        phone: 'call me maybe',
      }),
    ).toEqual({
      parentLastName: ['Last name must not contain line breaks'],
      email: ['Please enter a valid email address'],
      phone: ['Please enter a valid phone number'],
    });
  });

  it('offers only this and the next two school years as the start', () => {
    expect(messagesFor({ ...validInformation, intendedStart: '2029-2030' })).toEqual({
      intendedStart: ['Please select when your child would start'],
    });
  });

  it('a tour needs one to three preferred times', () => {
    expect(messagesFor({ ...validTour, preferredTimes: [] })).toEqual({
      preferredTimes: ['Please add at least one preferred date'],
    });
    const four = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map((date) => ({ date, period: 'morning' }));
    expect(messagesFor({ ...validTour, preferredTimes: four })).toEqual({
      preferredTimes: ['Please choose at most 3 preferred times'],
    });
  });

  it('refuses today, past dates, weekends and the same time twice (the server’s texts)', () => {
    expect(
      messagesFor({
        ...validTour,
        preferredTimes: [
          { date: '2026-11-23', period: 'morning' },
          { date: '2026-11-28', period: 'morning' },
          { date: '2026-11-20', period: 'afternoon' },
        ],
      }),
    ).toEqual({
      'preferredTimes.0.date': ['Please choose a future weekday'],
      'preferredTimes.1.date': ['Please choose a future weekday'],
      'preferredTimes.2.date': ['Please choose a future weekday'],
    });
    expect(
      messagesFor({
        ...validTour,
        preferredTimes: [
          { date: '2026-11-24', period: 'morning' },
          { date: '2026-11-24', period: 'morning' },
        ],
      }),
    ).toEqual({ 'preferredTimes.1.date': ['Please choose each preferred time once'] });
  });

  it('ignores tour rows on an information request', () => {
    expect(messagesFor({ ...validInformation, preferredTimes: [{ date: '', period: '' }] })).toEqual({});
  });
});

describe('tour dates', () => {
  it('counts today by the Las Vegas calendar, wherever the family is', () => {
    // 06:30 UTC on 24 November is still 23 November (22:30) in Las Vegas.
    expect(isoDate(schoolToday(new Date(Date.UTC(2026, 10, 24, 6, 30))))).toBe('2026-11-23');
    expect(isoDate(schoolToday(new Date(Date.UTC(2026, 10, 24, 9, 0))))).toBe('2026-11-24');
  });

  it('accepts a future weekday and names the problem otherwise', () => {
    expect(tourDateProblem('2026-11-24', TODAY)).toBeNull();
    expect(tourDateProblem('2027-01-04', TODAY)).toBeNull();
    expect(tourDateProblem('', TODAY)).toBe('Please choose a date');
    expect(tourDateProblem('2026-02-30', TODAY)).toBe('Please choose a date');
    expect(tourDateProblem('2026-11-29', TODAY)).toBe('Please choose a future weekday');
    expect(tourDateProblem('2026-11-23', TODAY)).toBe('Please choose a future weekday');
    expect(tourDateProblem('2027-11-23', TODAY)).toBeNull();
    expect(tourDateProblem('2027-11-24', TODAY)).toBe('Please choose a date within the next year');
  });

  it('the date picker runs from tomorrow to a year ahead, across a month and a year end', () => {
    expect(firstTourDate(TODAY)).toBe('2026-11-24');
    expect(lastTourDate(TODAY)).toBe('2027-11-23');
    expect(firstTourDate(new Date(2026, 11, 31, 23, 59))).toBe('2027-01-01');
  });
});

describe('school years', () => {
  it('from July on, this school year is the one about to start (as the server counts)', () => {
    expect(schoolYearOptions(new Date(2026, 6, 1)).map((option) => option.value)).toEqual([
      '2026-2027',
      '2027-2028',
      '2028-2029',
    ]);
    expect(schoolYearOptions(TODAY)[0]).toEqual({ value: '2026-2027', label: '2026-2027 (this school year)' });
  });

  it('until June, this school year began the summer before', () => {
    expect(schoolYearOptions(new Date(2027, 5, 30)).map((option) => option.value)).toEqual([
      '2026-2027',
      '2027-2028',
      '2028-2029',
    ]);
    expect(schoolYearOptions(new Date(2027, 0, 2)).map((option) => option.value)[0]).toBe('2026-2027');
  });
});

describe('the request body', () => {
  const instance = { formStartedAt: 1_790_000_000_000, idempotencyKey: 'key-1', sourcePage: '/schools/adelson' };

  it('sends an information request without phone or dates, with the form instance', () => {
    const leftOverRow = { ...validInformation, preferredTimes: [{ date: 'x', period: '' }] };
    const body = toLeadRequest(leadFormSchema(TODAY).parse(leftOverRow), instance);
    expect(body).toEqual({
      type: 'information',
      parentFirstName: 'Maria',
      parentLastName: 'Lopez',
      email: 'maria@example.com',
      childGrade: 'Kindergarten',
      intendedStart: '2027-2028',
      message: 'We would like to know about your kindergarten program.',
      consent: true,
      newsletter: false,
      website: '',
      ...instance,
    });
  });

  it('sends a tour request with its trimmed fields, phone and preferred times', () => {
    const body = toLeadRequest(
      leadFormSchema(TODAY).parse({ ...validTour, parentFirstName: '  Maria ', phone: '702 555 0100', website: 'bot' }),
      instance,
    );
    expect(body).toMatchObject({
      type: 'tour',
      parentFirstName: 'Maria',
      phone: '702 555 0100',
      preferredTimes: [
        { date: '2026-11-24', period: 'morning' },
        { date: '2026-12-04', period: 'afternoon' },
      ],
      website: 'bot',
    });
  });

  it('a new form gets a new version-4 idempotency key', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});
