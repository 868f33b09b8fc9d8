import { articlePage, neighborhoodPage, schoolPage, type SchoolFacts } from './catalogue-pages';
import { renderHeadTags } from './page-meta';

const site = { publicUrl: 'https://site.example', appName: 'Vegas Private Schools' };
const school: SchoolFacts = {
  name: 'The Meadows School',
  slug: 'the-meadows-school',
  address: '8601 Scholar Ln',
  city: 'Las Vegas',
  zipCode: '89128',
  latitude: 36.19,
  longitude: -115.27,
  phone: '(702) 555-0100',
  email: null,
  website: 'https://meadows.example',
  description: null,
  grades: 'Pre-K - 12th',
  schoolType: 'College Prep',
  religiousAffiliation: null,
  tuitionMin: 20000,
  tuitionMax: 35000,
  neighborhoodName: 'Summerlin',
  socialLinks: { facebook: 'https://facebook.com/meadows' },
  imageUrl: '/images/schools/meadows.svg',
};

describe('page heads', () => {
  it('a school: title, generated description, canonical URL, image and schema.org School', () => {
    const meta = schoolPage(school, site);
    expect(meta.title).toBe('The Meadows School - Las Vegas, NV | Vegas Private Schools');
    expect(meta.description).toBe(
      'The Meadows School is a College Prep private school in Las Vegas, NV serving grades Pre-K - 12th. Tuition: $20,000 - $35,000.',
    );
    expect(meta.canonicalUrl).toBe('https://site.example/schools/the-meadows-school');
    expect(meta.imageUrl).toBe('https://site.example/images/schools/meadows.svg');
    expect(meta.structuredData[0]).toMatchObject({
      '@type': 'School',
      address: { '@type': 'PostalAddress', postalCode: '89128', addressRegion: 'NV' },
      geo: { latitude: 36.19, longitude: -115.27 },
      sameAs: ['https://meadows.example', 'https://facebook.com/meadows'],
      containedInPlace: { name: 'Summerlin', url: 'https://site.example/neighborhoods/Summerlin' },
    });
  });

  it('a school with enough counted reviews: AggregateRating with the shown average, and its Reviews', () => {
    const meta = schoolPage(school, site, {
      average: 4.3,
      countedCount: 3,
      reviews: [
        {
          title: 'Caring teachers',
          body: 'Our daughter has thrived here.',
          overall: 5,
          displayName: 'Jane D.',
          publishedAt: new Date('2026-03-04T10:00:00Z'),
        },
      ],
    });
    expect(meta.structuredData[0]).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          name: 'Caring teachers',
          reviewBody: 'Our daughter has thrived here.',
          datePublished: '2026-03-04',
          author: { '@type': 'Person', name: 'Jane D.' },
          reviewRating: { '@type': 'Rating', ratingValue: 5 },
        },
      ],
    });
  });

  it('a school below the minimum of counted reviews: no AggregateRating (the page shows none), its Reviews still', () => {
    const review = { title: 'T', body: 'B', overall: 2, displayName: 'J.', publishedAt: new Date('2026-01-01') };
    const [data] = schoolPage(school, site, { average: null, countedCount: 1, reviews: [review] }).structuredData;
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).toMatchObject({ review: [{ '@type': 'Review', reviewRating: { ratingValue: 2 } }] });
    const [none] = schoolPage(school, site, { average: null, countedCount: 0, reviews: [] }).structuredData;
    expect(none).not.toHaveProperty('aggregateRating');
    expect(none).not.toHaveProperty('review');
  });

  it('a neighborhood: Place with its city, canonical URL by name', () => {
    const meta = neighborhoodPage(
      {
        name: 'Southwest Las Vegas',
        city: 'Las Vegas',
        description: 'Fast-growing.',
        imageUrl: null,
        population: 1,
        schoolCount: 2,
      },
      site,
    );
    expect(meta.canonicalUrl).toBe('https://site.example/neighborhoods/Southwest%20Las%20Vegas');
    expect(meta.structuredData[0]).toMatchObject({ '@type': 'Place', name: 'Southwest Las Vegas' });
  });

  it('an article: Article with dates, author and publisher', () => {
    const meta = articlePage(
      {
        slug: 'a-guide',
        title: 'A Guide',
        excerpt: null,
        content: '## Why\n\nBecause **it** matters.',
        category: 'PARENT TIPS',
        imageUrl: null,
        author: 'Jane Doe',
        createdAt: new Date('2025-01-01T00:00:00Z'),
        updatedAt: new Date('2025-02-01T00:00:00Z'),
      },
      site,
    );
    expect(meta.type).toBe('article');
    expect(meta.description).toBe('Why Because it matters.');
    expect(meta.structuredData[0]).toMatchObject({
      '@type': 'Article',
      headline: 'A Guide',
      datePublished: '2025-01-01T00:00:00.000Z',
      dateModified: '2025-02-01T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Jane Doe' },
      publisher: { '@type': 'Organization', name: 'Vegas Private Schools' },
    });
  });

  it('renders escaped head tags', () => {
    const tags = renderHeadTags(schoolPage({ ...school, name: 'A "Quoted" <School>' }, site));
    expect(tags).toContain('<link rel="canonical" href="https://site.example/schools/the-meadows-school" />');
    expect(tags).toContain(
      '<meta property="og:title" content="A &quot;Quoted&quot; &lt;School&gt; - Las Vegas, NV | Vegas Private Schools" />',
    );
    expect(tags).toContain('<meta property="og:image" content="https://site.example/images/schools/meadows.svg" />');
    expect(tags).toMatch(/<script type="application\/ld\+json">\{.*\}<\/script>/);
    expect(tags).not.toContain('<School>');
  });
});
