import { isReviewedField, withReviewNote } from './owner-edit-rule';

describe('owner edit rule (marks)', () => {
  it('marks identifying fields, media and social links, not facts', () => {
    expect(['name', 'zipCode', 'latitude', 'videoUrls', 'socialLinks.youtube'].every(isReviewedField)).toBe(true);
    expect(['phone', 'email', 'website', 'description', 'tuitionMin', 'grades', 'features'].some(isReviewedField)).toBe(
      false,
    );
  });

  it('puts the review note before a field’s own hint', () => {
    expect(withReviewNote('videoUrls', 'Separate with commas')).toBe(
      'Reviewed before publishing · Separate with commas',
    );
    expect(withReviewNote('city')).toBe('Reviewed before publishing');
    expect(withReviewNote('features', 'Separate with commas')).toBe('Separate with commas');
  });
});
