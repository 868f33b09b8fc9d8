import { slugifySchoolName, uniqueSchoolSlug } from './school-slug';

describe('slugifySchoolName (docs/product.md "Pages and addresses")', () => {
  it.each([
    ['The Meadows School', 'the-meadows-school'],
    ['Bishop Gorman High School', 'bishop-gorman-high-school'],
    ["St. Anne's Catholic School", 'st-annes-catholic-school'],
    ['Faith Lutheran Middle School & High School', 'faith-lutheran-middle-school-high-school'],
    ['  Leading   Spaces  ', 'leading-spaces'],
    ['Mountain View Christian School (MVCS)', 'mountain-view-christian-school-mvcs'],
    ['École Française', 'ecole-francaise'],
    ['A - B', 'a-b'],
    ['Under_score Academy', 'under_score-academy'],
    ['!!!', 'school'],
  ])('%s → %s', (name, slug) => {
    expect(slugifySchoolName(name)).toBe(slug);
  });
});

describe('uniqueSchoolSlug', () => {
  it('keeps the plain slug when it is free', () => {
    expect(uniqueSchoolSlug('The Meadows School', ['other'])).toBe('the-meadows-school');
  });

  it('adds the smallest free numeric suffix on a clash', () => {
    expect(uniqueSchoolSlug('Lake School', ['lake-school'])).toBe('lake-school-2');
    expect(uniqueSchoolSlug('Lake School', ['lake-school', 'lake-school-2', 'lake-school-4'])).toBe('lake-school-3');
  });

  it('stays within the column length', () => {
    const slug = uniqueSchoolSlug('x'.repeat(400), ['x'.repeat(240)]);
    expect(slug.length).toBeLessThanOrEqual(255);
    expect(slug.endsWith('-2')).toBe(true);
  });
});
