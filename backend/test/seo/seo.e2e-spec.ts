import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  demoArticle,
  demoSchool,
  insertCatalogue,
  neighborhoodProfile,
  newTag,
  setSchoolActive,
} from '../catalogue/catalogue-fixtures';
import { writeAndConfirm } from '../reviews/review-fixtures';

const PUBLIC_URL = 'https://vps.example';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="application-name" content="X" />
    <title>X</title>
    <meta name="description" content="Default description" />
  </head>
  <body><div id="root"></div></body>
</html>
`;

const tag = newTag();
const HOOD = `Seo Springs ${tag}`;
const SCHOOL = `${tag} Sage & "Sun" <Academy>`;
const CLOSED = `${tag} Closed Academy`;

/** The JSON-LD blocks of a served page. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

describe('seo: what a crawler without JavaScript sees', () => {
  let t: TestApp;
  let staticDir: string;
  let schoolSlug: string;
  let schoolId: number;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'vps-seo-'));
    writeFileSync(join(staticDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({ STATIC_DIR: staticDir, PUBLIC_URL, APP_NAME: 'Vegas Private Schools' });
    await insertCatalogue(t.app, {
      neighborhoods: [neighborhoodProfile(HOOD, { description: 'A green valley with parks.' })],
      schools: [
        demoSchool(SCHOOL, HOOD, {
          description: 'Hands-on learning under the desert sun.',
          imageUrl: '/images/schools/sage.svg',
          phone: '(702) 555-0199',
          socialLinks: { instagram: 'https://instagram.com/sage' },
        }),
        demoSchool(CLOSED, HOOD),
      ],
      articles: [
        demoArticle(`${tag}-guide`, { title: `Choosing a school in ${HOOD}`, excerpt: 'What to look for.' }),
        demoArticle(`${tag}-draft`, { isPublished: false }),
      ],
    });
    await setSchoolActive(t.app, CLOSED, false);
    const res = await get(`/api/schools?location=${tag}&limit=10`).expect(200);
    const found = res.body.schools.find((s: { name: string }) => s.name === SCHOOL);
    schoolSlug = found.slug;
    schoolId = found.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('a school page carries its title, description, canonical URL, Open Graph and schema.org School', async () => {
    const res = await get(`/schools/${schoolSlug}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.text;
    expect(html).toContain(
      `<title>${tag} Sage &amp; &quot;Sun&quot; &lt;Academy&gt; - Las Vegas, NV | Vegas Private Schools</title>`,
    );
    expect(html).toContain('<meta name="description" content="Hands-on learning under the desert sun." />');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/schools/${schoolSlug}" />`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/schools/${schoolSlug}" />`);
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/images/schools/sage.svg" />`);
    expect(html).not.toContain('<Academy>');
    expect(html).toContain('<div id="root"></div>');
    const [school] = structuredData(html);
    expect(school).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'School',
      name: SCHOOL,
      telephone: '(702) 555-0199',
      url: `${PUBLIC_URL}/schools/${schoolSlug}`,
      sameAs: ['https://instagram.com/sage'],
      address: {
        streetAddress: '100 Test Way',
        addressLocality: 'Las Vegas',
        addressRegion: 'NV',
        postalCode: '89101',
      },
    });
  });

  it("a school page's JSON-LD: Reviews as they publish, AggregateRating only from 3 counted reviews (issue 39)", async () => {
    const before = structuredData((await get(`/schools/${schoolSlug}`).expect(200)).text)[0];
    expect(before).not.toHaveProperty('aggregateRating');
    expect(before).not.toHaveProperty('review');

    const first = await writeAndConfirm(t, schoolId, { overall: 5, title: 'Caring teachers' });
    expect(first.status).toBe('published');
    // An insider's review is labelled on the page and not counted: no Review, no rating from it.
    await writeAndConfirm(t, schoolId, { overall: 1, relationship: 'staff_or_relative', title: 'Insider view' });
    const one = structuredData((await get(`/schools/${schoolSlug}`).expect(200)).text)[0];
    expect(one).not.toHaveProperty('aggregateRating');
    expect(one.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        name: 'Caring teachers',
        reviewRating: expect.objectContaining({ ratingValue: 5 }),
      }),
    ]);

    await writeAndConfirm(t, schoolId, { overall: 4 });
    await writeAndConfirm(t, schoolId, { overall: 3 });
    const three = structuredData((await get(`/schools/${schoolSlug}`).expect(200)).text)[0];
    expect(three.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(three.review).toHaveLength(3);
  });

  it('a neighborhood page (by name, any case) has a Place and the canonical name URL', async () => {
    const res = await get(`/neighborhoods/${encodeURIComponent(HOOD.toLowerCase())}`).expect(200);
    expect(res.text).toContain(`<title>Private Schools in ${HOOD}, Las Vegas | Vegas Private Schools</title>`);
    expect(res.text).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/neighborhoods/${encodeURIComponent(HOOD)}" />`,
    );
    expect(res.text).toContain('<meta name="description" content="A green valley with parks." />');
    expect(structuredData(res.text)[0]).toMatchObject({ '@type': 'Place', name: HOOD });
  });

  it('an article page has an Article with its dates', async () => {
    const res = await get(`/articles/${tag}-guide`).expect(200);
    expect(res.text).toContain(`<title>Choosing a school in ${HOOD} | Vegas Private Schools</title>`);
    expect(res.text).toContain('<meta property="og:type" content="article" />');
    expect(structuredData(res.text)[0]).toMatchObject({
      '@type': 'Article',
      headline: `Choosing a school in ${HOOD}`,
      datePublished: '2025-01-01T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Test Author' },
    });
  });

  it.each([
    [() => `/schools/${tag}-no-such-school`, 'School Not Found', 'Private school profile on Vegas Private Schools.'],
    [
      () => `/schools/${encodeURIComponent("x'; drop table school; --")}`,
      'School Not Found',
      'Private school profile on Vegas Private Schools.',
    ],
    [() => '/schools/%E0%A4%A', 'School Not Found', 'Private school profile on Vegas Private Schools.'],
    [
      () => `/neighborhoods/${encodeURIComponent(`Nowhere ${tag}`)}`,
      'Neighborhood Not Found',
      'Private schools, demographics and family life in Las Vegas neighborhoods from Vegas Private Schools.',
    ],
    [
      () => `/articles/${tag}-draft`,
      'Article Not Found',
      'Articles and guides for Las Vegas families from Vegas Private Schools.',
    ],
    [
      () => `/articles/${tag}-missing`,
      'Article Not Found',
      'Articles and guides for Las Vegas families from Vegas Private Schools.',
    ],
  ])(
    'unknown, inactive or unpublished records answer 404 with the title the client shows them with (%#)',
    async (path, title, description) => {
      const res = await get(path()).expect(404);
      // The client's not-found page sets the same texts (seo/domain/catalogue-page-texts.ts): nothing changes on hydration.
      expect(res.text).toBe(
        INDEX_HTML.replace('<title>X</title>', `<title>${title} | Vegas Private Schools</title>`)
          .replace('content="X"', 'content="Vegas Private Schools"')
          .replace('content="Default description"', `content="${description}"`)
          // Sent without a session cookie: the browser need not ask who is signed in (spa.ts).
          .replace('</head>', '<meta name="session-cookie" content="absent"></head>'),
      );
    },
  );

  it('an inactive school is a 404 page too', async () => {
    await get(`/schools/${schoolSlug.replace('sage', 'closed')}`).expect(404);
    const res = await get(`/api/schools?location=${encodeURIComponent(CLOSED)}`).expect(200);
    expect(res.body.schools.map((s: { name: string }) => s.name)).not.toContain(CLOSED);
  });

  it('static pages get their own title and canonical URL; other client routes stay plain 200', async () => {
    const home = await get('/').expect(200);
    expect(home.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    expect(structuredData(home.text)[0]).toMatchObject({ '@type': 'WebSite', name: 'Vegas Private Schools' });
    const directory = await get('/schools').expect(200);
    expect(directory.text).toContain('<title>Las Vegas Private School Directory | Vegas Private Schools</title>');
    const portal = await get('/portal').expect(200);
    expect(portal.text).not.toContain('rel="canonical"');
  });

  it('/robots.txt allows the site, names the sitemap and keeps crawlers out of private areas', async () => {
    const res = await get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).toContain('Disallow: /admin-dashboard');
  });

  it('/sitemap.xml lists every public page with lastmod, and nothing private', async () => {
    const res = await get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.text;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/schools',
      '/neighborhoods',
      '/articles',
      '/about',
      '/contact',
      '/privacy',
      '/disclaimer',
      '/review-guidelines',
    ]) {
      expect(locs).toContain(path === '/' ? `${PUBLIC_URL}/` : `${PUBLIC_URL}${path}`);
    }
    expect(locs).toContain(`${PUBLIC_URL}/schools/${schoolSlug}`);
    expect(locs).toContain(`${PUBLIC_URL}/neighborhoods/${encodeURIComponent(HOOD)}`);
    expect(locs).toContain(`${PUBLIC_URL}/articles/${tag}-guide`);
    expect(locs).not.toContain(`${PUBLIC_URL}/articles/${tag}-draft`);
    expect(locs.some((loc) => loc.includes('closed-academy'))).toBe(false);
    expect(locs.some((loc) => loc.includes('/portal') || loc.includes('/api/'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}/schools/${schoolSlug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod>`),
    );
  });

  it('leaves the API alone', async () => {
    const res = await get('/api/schools/slug/nope').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'School not found' });
  });
});
