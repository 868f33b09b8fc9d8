import { Review, defaultDisplayName, reviewFingerprint, type WrittenReview } from './review';
import { StudentUnder13Error, ReviewNotEditableError } from './reviews.errors';

const written = (overrides: Partial<WrittenReview> = {}): WrittenReview => ({
  schoolId: 7,
  email: '  Jane@Example.com ',
  overall: 4,
  academics: 4,
  teachers: 5,
  community: 3,
  communication: 4,
  title: 'Warm and demanding',
  body: 'x'.repeat(100),
  relationship: 'current_parent',
  schoolYearFrom: 2022,
  schoolYearTo: 2024,
  displayName: 'Jane D.',
  ...overrides,
});

describe('Review (issue 39)', () => {
  it('is stored unconfirmed with a normalised address', () => {
    const review = Review.write(written());
    expect(review).toMatchObject({ status: 'unconfirmed', email: 'jane@example.com', publishedAt: null });
  });

  it('refuses a student who has not confirmed being 13 or over', () => {
    expect(() => Review.write(written({ relationship: 'student' }))).toThrow(StudentUnder13Error);
    expect(() => Review.write(written({ relationship: 'student', studentAge13OrOver: false }))).toThrow(
      'Students must be 13 or over to write a review. Your review was not saved.',
    );
    expect(Review.write(written({ relationship: 'student', studentAge13OrOver: true })).status).toBe('unconfirmed');
  });

  it('labels staff, board and relatives as insiders', () => {
    expect(Review.write(written({ relationship: 'staff_or_relative' })).isInsider()).toBe(true);
    expect(Review.write(written({ relationship: 'alumnus' })).isInsider()).toBe(false);
  });

  it('is published or held on confirmation as the screening says, once', () => {
    const published = Review.write(written());
    expect(published.confirm({ verdict: 'publish', reasons: [] })).toBe(true);
    expect(published.status).toBe('published');
    expect(published.confirm({ verdict: 'hold', reasons: ['link'] })).toBe(false);
    expect(published.status).toBe('published');

    const held = Review.write(written());
    held.confirm({ verdict: 'hold', reasons: ['phone_number'] });
    expect(held).toMatchObject({ status: 'held', holdReasons: ['phone_number'], publishedAt: null });
  });

  it('keeps a removed review with its reason, and refuses to edit it', () => {
    const review = Review.write(written());
    review.confirm({ verdict: 'publish', reasons: [] });
    review.remove('advertising');
    expect(review).toMatchObject({ status: 'removed', removalReason: 'advertising' });
    expect(() => review.edit(written(), { verdict: 'publish', reasons: [] })).toThrow(ReviewNotEditableError);
  });

  it('offers first name and last initial as the display name', () => {
    expect(defaultDisplayName(' Jane ', 'doe')).toBe('Jane D.');
  });

  it('fingerprints the same text alike up to case, spacing and punctuation', () => {
    expect(reviewFingerprint('Great school!  Loved it.')).toBe(reviewFingerprint('great school loved it'));
    expect(reviewFingerprint('Great school')).not.toBe(reviewFingerprint('Good school'));
  });
});
