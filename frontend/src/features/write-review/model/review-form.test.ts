import {
  defaultDisplayName,
  emptyWriteReview,
  schoolYearStarts,
  toWriteReviewRequest,
  writeReviewSchema,
  type WriteReviewValues,
} from './review-form';

const filled = (overrides: Partial<WriteReviewValues> = {}): WriteReviewValues => ({
  ...emptyWriteReview(),
  overall: 5,
  academics: 4,
  teachers: 4,
  community: 3,
  communication: 2,
  title: ' Warm teachers ',
  body: 'x'.repeat(80),
  relationship: 'current_parent',
  schoolYearFrom: 2022,
  schoolYearTo: 2024,
  firstName: 'Jane',
  lastName: 'doe',
  email: 'jane@example.com',
  ...overrides,
});

const messages = (values: WriteReviewValues) => {
  const result = writeReviewSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the review form', () => {
  it('asks for every rating, the title, 80 to 5000 characters, the relationship, the years, the names and the address', () => {
    expect(messages(emptyWriteReview())).toMatchObject({
      overall: 'Please rate the school overall',
      communication: 'Please rate communication with families',
      title: 'Title is required',
      body: 'Review must be at least 80 characters',
      relationship: 'Please choose your relationship to the school',
      schoolYearFrom: 'Please choose the first school year your review covers',
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
    });
    expect(messages(filled({ body: 'x'.repeat(79) }))).toEqual({ body: 'Review must be at least 80 characters' });
    expect(messages(filled({ body: 'x'.repeat(5001) }))).toEqual({ body: 'Review must be at most 5000 characters' });
    expect(messages(filled())).toEqual({});
  });

  it('refuses a last school year before the first', () => {
    expect(messages(filled({ schoolYearFrom: 2024, schoolYearTo: 2022 }))).toEqual({
      schoolYearTo: 'The last school year must not be before the first',
    });
  });

  it('sends the 13+ answer only for a student, and the display name only when given', () => {
    expect(toWriteReviewRequest(filled())).not.toHaveProperty('studentAge13OrOver');
    expect(toWriteReviewRequest(filled())).not.toHaveProperty('displayName');
    expect(toWriteReviewRequest(filled({ relationship: 'student', studentAge13OrOver: false }))).toMatchObject({
      studentAge13OrOver: false,
    });
    expect(toWriteReviewRequest(filled({ displayName: ' J. ' }))).toMatchObject({
      displayName: 'J.',
      title: 'Warm teachers',
    });
  });

  it("defaults the display name to the first name and last initial, like the server's", () => {
    expect(defaultDisplayName('Jane', 'doe')).toBe('Jane D.');
    expect(defaultDisplayName('Jane', '')).toBe('Jane');
    expect(defaultDisplayName('', 'Doe')).toBe('');
  });

  it('offers school years from next year back to 1950', () => {
    const years = schoolYearStarts(new Date('2026-06-01T00:00:00Z'));
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(1950);
  });
});
