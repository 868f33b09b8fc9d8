import { render } from '@testing-library/react';
import type { ArticleResponse, NeighborhoodResponse, OpenHouseResponse, SchoolResponse } from '@/shared/api';
import { recordPageMeta, usePageMeta, type PageMeta } from './page-meta';

/** Only the fields the head reads; the rest of each response does not matter here. */
const school = {
  name: 'The Meadows School',
  slug: 'the-meadows-school',
  city: 'Las Vegas',
  description: null,
  grades: 'Pre-K - 12th',
  schoolType: 'College Prep',
  tuitionMin: 20000,
  tuitionMax: 35000,
} as unknown as SchoolResponse;

function Head(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

describe('record page meta (the server builder, with the app name)', () => {
  it('titles a school as the server does, not "Name | Private School in City, NV"', () => {
    expect(recordPageMeta.school(school)).toEqual({
      title: 'The Meadows School - Las Vegas, NV | Vegas Private Schools',
      description:
        'The Meadows School is a College Prep private school in Las Vegas, NV serving grades Pre-K - 12th. Tuition: $20,000 - $35,000.',
    });
  });

  it('titles a neighborhood, an article and an open house from their API responses', () => {
    const neighborhood = {
      name: 'Summerlin',
      city: 'Las Vegas',
      description: 'Master-planned.',
    } as NeighborhoodResponse;
    expect(recordPageMeta.neighborhood(neighborhood)).toEqual({
      title: 'Private Schools in Summerlin, Las Vegas | Vegas Private Schools',
      description: 'Master-planned.',
    });
    const article = { title: 'A Guide', excerpt: null, content: 'Because **it** matters.' } as ArticleResponse;
    expect(recordPageMeta.article(article)).toEqual({
      title: 'A Guide | Vegas Private Schools',
      description: 'Because it matters.',
    });
    const openHouse = {
      title: 'Fall Open House',
      description: 'Tour the campus.',
      school: { name: 'The Meadows School' },
    } as OpenHouseResponse;
    expect(recordPageMeta.openHouse(openHouse).title).toBe(
      'Fall Open House - The Meadows School | Vegas Private Schools',
    );
    expect(recordPageMeta.notFound('school').title).toBe('School Not Found | Vegas Private Schools');
  });

  it('writes the texts into the document head', () => {
    render(<Head {...recordPageMeta.school(school)} canonicalPath="/schools/the-meadows-school" />);
    expect(document.title).toBe('The Meadows School - Las Vegas, NV | Vegas Private Schools');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^The Meadows School is a College Prep private school/,
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/schools/the-meadows-school',
    );
  });
});
