import { BURST_REVIEWS_PER_DAY, screenReply, screenReview, screenText, type ReviewScreening } from './review-screening';

const CLEAN =
  'Our daughter has loved her three years here. The teachers know every child and the reading program is strong.';
const clean = (overrides: Partial<ReviewScreening> = {}): ReviewScreening => ({
  texts: ['Warm and demanding', CLEAN, 'Jane D.'],
  sameTextAtOtherSchools: false,
  reviewsOfSchoolInLastDay: 0,
  ...overrides,
});

describe('review screening (issue 39: automatic checks before publication)', () => {
  it('publishes a clean review', () => {
    expect(screenReview(clean())).toEqual({ verdict: 'publish', reasons: [] });
  });

  it.each([
    ['profanity', 'The principal is a fucking joke and nobody listens to parents about anything at all.'],
    ['email_address', 'Write to me at jane.doe@example.com if you want to hear more about the admissions.'],
    ['phone_number', 'Call me on (702) 555-0142 and I will tell you what happened to our son last year.'],
    ['link', 'Better schools are listed on www.other-directory.example so look there before you apply.'],
    ['link', 'Look at example.com before you apply here, they list every school in the valley.'],
    ['link', 'See https://example.org/x for the whole story of the enrollment problems we had here.'],
  ])('holds a text with %s', (reason, text) => {
    expect(screenText(text)).toContain(reason);
    expect(screenReview(clean({ texts: ['Title', text, 'Jane D.'] }))).toMatchObject({ verdict: 'hold' });
  });

  it('names an e-mail address once, not also as a link', () => {
    expect(screenText('Write to jane.doe@example.com for more.')).toEqual(['email_address']);
  });

  it('does not mistake school years or grades for a phone number', () => {
    expect(screenText('We were here from 2019 to 2024, grades K-5, and class sizes were 18 or fewer.')).toEqual([]);
  });

  it('holds the same text posted for another school and a burst for one school', () => {
    expect(screenReview(clean({ sameTextAtOtherSchools: true })).reasons).toEqual(['same_text_other_schools']);
    expect(screenReview(clean({ reviewsOfSchoolInLastDay: BURST_REVIEWS_PER_DAY - 1 })).verdict).toBe('publish');
    expect(screenReview(clean({ reviewsOfSchoolInLastDay: BURST_REVIEWS_PER_DAY })).reasons).toEqual([
      'burst_for_school',
    ]);
  });

  it('checks the display name and title as well as the body', () => {
    expect(screenReview(clean({ texts: ['Call 702-555-0100', CLEAN, 'Jane'] })).reasons).toEqual(['phone_number']);
  });

  it("decides from texts and context only: the school's plan and the rating are not inputs", () => {
    // Every field of the input, by name: adding one (a plan, a rating) fails this test's type check and this list.
    const fields: Record<keyof ReviewScreening, true> = {
      texts: true,
      sameTextAtOtherSchools: true,
      reviewsOfSchoolInLastDay: true,
    };
    expect(Object.keys(fields).sort()).toEqual(['reviewsOfSchoolInLastDay', 'sameTextAtOtherSchools', 'texts']);
    // Whatever else a caller passes along is ignored: the same texts give the same decision.
    const withExtras = (extra: Record<string, unknown>) => screenReview({ ...clean(), ...extra } as ReviewScreening);
    const outcomes = [
      { isPremium: true, overall: 1 },
      { isPremium: true, overall: 5 },
      { isPremium: false, overall: 1 },
      { isPremium: false, overall: 5 },
    ].map(withExtras);
    expect(new Set(outcomes.map((o) => JSON.stringify(o))).size).toBe(1);
  });

  it('holds a reply by the same text checks', () => {
    expect(screenReply('Thank you for your kind words, we are glad your daughter is thriving.')).toEqual({
      verdict: 'publish',
      reasons: [],
    });
    expect(screenReply('Please call our office at 702.555.0199 to talk about this.').verdict).toBe('hold');
  });
});
