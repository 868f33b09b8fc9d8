import { articleByline, guestSchoolLabel } from './article';

describe('articleByline', () => {
  it('credits the school that wrote a guest article', () => {
    expect(articleByline({ author: 'Jane Doe', authorSchool: 'Bishop Gorman High School' })).toBe(
      'By Jane Doe, Bishop Gorman High School',
    );
  });

  it('names only the author without a school, and nobody without an author', () => {
    expect(articleByline({ author: 'Jane Doe', authorSchool: null })).toBe('By Jane Doe');
    expect(articleByline({ author: null, authorSchool: null })).toBeNull();
  });
});

describe('guestSchoolLabel', () => {
  it("labels a school's guest article 'From {school}', and nothing for the site's own", () => {
    expect(guestSchoolLabel({ authorSchool: ' Bishop Gorman High School ' })).toBe('From Bishop Gorman High School');
    expect(guestSchoolLabel({ authorSchool: null })).toBeNull();
    expect(guestSchoolLabel({ authorSchool: '  ' })).toBeNull();
  });
});
