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
