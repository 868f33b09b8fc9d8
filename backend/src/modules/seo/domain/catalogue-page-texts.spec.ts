import {
  articlePageText,
  neighborhoodPageText,
  notFoundPageText,
  openHousePageText,
  schoolPageText,
  summarise,
  type SchoolText,
} from './catalogue-page-texts';

const APP = 'Vegas Private Schools';
const school: SchoolText = {
  name: 'The Meadows School',
  city: 'Las Vegas',
  description: null,
  grades: 'Pre-K - 12th',
  schoolType: 'College Prep',
  tuitionMin: 20000,
  tuitionMax: 35000,
};

describe('catalogue page texts (one builder for the server HTML and the client)', () => {
  it('a school: "Name - City, NV | App", its own description or one made from its facts', () => {
    expect(schoolPageText(school, APP)).toEqual({
      title: 'The Meadows School - Las Vegas, NV | Vegas Private Schools',
      description:
        'The Meadows School is a College Prep private school in Las Vegas, NV serving grades Pre-K - 12th. Tuition: $20,000 - $35,000.',
    });
    expect(schoolPageText({ ...school, tuitionMax: null }, APP).description).toContain('Tuition: Starting at $20,000.');
    expect(schoolPageText({ ...school, tuitionMin: null }, APP).description).toContain('Tuition: Up to $35,000.');
    expect(schoolPageText({ ...school, tuitionMin: null, tuitionMax: null }, APP).description).toBe(
      'The Meadows School is a College Prep private school in Las Vegas, NV serving grades Pre-K - 12th.',
    );
    expect(schoolPageText({ ...school, description: '  A **caring**\n\nschool.  ' }, APP).description).toBe(
      'A caring school.',
    );
    // A blank description counts as none.
    expect(schoolPageText({ ...school, description: '   ' }, APP).description).toMatch(/^The Meadows School is a/);
  });

  it('a neighborhood: "Private Schools in Name, City | App"', () => {
    const neighborhood = { name: 'Summerlin', city: 'Las Vegas', description: null };
    expect(neighborhoodPageText(neighborhood, APP)).toEqual({
      title: 'Private Schools in Summerlin, Las Vegas | Vegas Private Schools',
      description: 'Discover private schools and community insights in Summerlin, Las Vegas, Nevada.',
    });
    expect(neighborhoodPageText({ ...neighborhood, description: 'Master-planned.' }, APP).description).toBe(
      'Master-planned.',
    );
  });

  it('an article: "Title | App", the excerpt or else the start of the body', () => {
    const article = { title: 'A Guide', excerpt: 'What to look for.', content: '## Why\n\nBecause **it** matters.' };
    expect(articlePageText(article, APP)).toEqual({
      title: 'A Guide | Vegas Private Schools',
      description: 'What to look for.',
    });
    expect(articlePageText({ ...article, excerpt: null }, APP).description).toBe('Why Because it matters.');
    expect(articlePageText({ ...article, excerpt: ' ' }, APP).description).toBe('Why Because it matters.');
  });

  it('an open house: "Title - School | App"', () => {
    const event = { title: 'Fall Open House', description: '', school: { name: 'The Meadows School' } };
    expect(openHousePageText(event, APP)).toEqual({
      title: 'Fall Open House - The Meadows School | Vegas Private Schools',
      description: 'Open house at The Meadows School.',
    });
  });

  it('a missing record: a title of its own kind', () => {
    expect(notFoundPageText('school', APP).title).toBe('School Not Found | Vegas Private Schools');
    expect(notFoundPageText('neighborhood', APP).title).toBe('Neighborhood Not Found | Vegas Private Schools');
    expect(notFoundPageText('article', APP).title).toBe('Article Not Found | Vegas Private Schools');
  });

  it('summarises long text at a word boundary and strips Markdown marks', () => {
    const text = `# Heading\n\n**Bold** ${'word '.repeat(60)}`;
    const summary = summarise(text, 60);
    expect(summary.length).toBeLessThanOrEqual(60);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary.startsWith('Heading Bold word')).toBe(true);
    expect(summarise('Short.')).toBe('Short.');
  });
});
