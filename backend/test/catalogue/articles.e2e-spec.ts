import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoArticle, insertCatalogue, newTag } from './catalogue-fixtures';

const tag = newTag();
const CATEGORY = `${tag.toUpperCase()} NEWS`;
const OTHER = `${tag.toUpperCase()} TIPS`;
/** Newest first: day 1..7 of March, published; plus one draft in each category. */
const PUBLISHED = Array.from({ length: 7 }, (_, i) =>
  demoArticle(`${tag}-news-${i + 1}`, {
    category: CATEGORY,
    createdAt: `2025-03-0${i + 1}T10:00:00.000Z`,
  }),
);
const TIP = demoArticle(`${tag}-tip`, { category: OTHER, createdAt: '2025-02-01T10:00:00.000Z', author: undefined });
const DRAFT = demoArticle(`${tag}-draft`, {
  category: CATEGORY,
  isPublished: false,
  createdAt: '2025-04-01T00:00:00.000Z',
});
/** A neighborhood's articles: its name or Las Vegas in the title, or LOCAL NEWS; not a draft, not another place. */
const HOOD = `Hood${tag}`;
const RELATED = [
  demoArticle(`${tag}-hood`, {
    title: `Schools of ${HOOD.toLowerCase()} in 2025`,
    createdAt: '2025-01-04T10:00:00.000Z',
  }),
  demoArticle(`${tag}-vegas`, { title: 'Tuition across LAS VEGAS', createdAt: '2025-01-03T10:00:00.000Z' }),
  demoArticle(`${tag}-local`, { category: 'Local News', createdAt: '2025-01-02T10:00:00.000Z' }),
];
const UNRELATED = [
  demoArticle(`${tag}-elsewhere`, { title: 'Schools of Reno', createdAt: '2025-01-05T10:00:00.000Z' }),
  demoArticle(`${tag}-hood-draft`, {
    title: `${HOOD} draft`,
    isPublished: false,
    createdAt: '2025-01-06T10:00:00.000Z',
  }),
];

describe('catalogue: articles', () => {
  let t: TestApp;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);

  beforeAll(async () => {
    t = await createTestApp();
    await insertCatalogue(t.app, { articles: [...PUBLISHED, TIP, DRAFT, ...RELATED, ...UNRELATED] });
  });
  afterAll(() => t.close());

  it('lists published articles of a category, newest first, with the total, without their text', async () => {
    const res = await get(`/api/articles?category=${encodeURIComponent(CATEGORY)}&limit=100`).expect(200);
    expect(res.body.total).toBe(7);
    expect(res.body.articles.map((a: { slug: string }) => a.slug)).toEqual([...PUBLISHED].reverse().map((a) => a.slug));
    expect(res.body.articles[0]).toEqual({
      id: expect.any(Number),
      slug: `${tag}-news-7`,
      title: `Article ${tag}-news-7`,
      excerpt: `Excerpt of ${tag}-news-7`,
      category: CATEGORY,
      imageUrl: '/images/articles/parent-tips.svg',
      author: 'Test Author',
      authorSchool: null,
      createdAt: '2025-03-07T10:00:00.000Z',
    });
  });

  it("lists a neighborhood's articles (relatedTo): its name or Las Vegas in the title, or LOCAL NEWS", async () => {
    const res = await get(`/api/articles?relatedTo=${encodeURIComponent(` ${HOOD} `)}&limit=6`).expect(200);
    expect(res.body.articles.map((a: { slug: string }) => a.slug)).toEqual(RELATED.map((a) => a.slug));
    expect(res.body.total).toBe(3);
    // Wildcards in the name are text.
    const wild = await get('/api/articles?relatedTo=%25').expect(200);
    expect(wild.body.articles.map((a: { slug: string }) => a.slug)).toEqual(RELATED.slice(1).map((a) => a.slug));
  });

  it('matches the category case-insensitively', async () => {
    const res = await get(`/api/articles?category=${encodeURIComponent(OTHER.toLowerCase())}`).expect(200);
    expect(res.body.articles.map((a: { slug: string }) => a.slug)).toEqual([TIP.slug]);
    expect(res.body.articles[0].author).toBeNull();
  });

  it('pages with limit and page ("Load More"): no overlap, nothing missing', async () => {
    const slugs: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = await get(`/api/articles?category=${encodeURIComponent(CATEGORY)}&limit=3&page=${page}`).expect(200);
      expect(res.body.total).toBe(7);
      slugs.push(...res.body.articles.map((a: { slug: string }) => a.slug));
    }
    expect(slugs).toEqual([...PUBLISHED].reverse().map((a) => a.slug));
  });

  it('defaults to 12 per page and caps limit at 100', async () => {
    const byDefault = await get('/api/articles').expect(200);
    expect(byDefault.body.articles.length).toBe(Math.min(12, byDefault.body.total));
    const capped = await get('/api/articles?limit=5000').expect(200);
    expect(capped.body.articles.length).toBe(Math.min(100, capped.body.total));
  });

  it('never shows a draft, in the list or by slug', async () => {
    let page = 1;
    for (;;) {
      const res = await get(`/api/articles?limit=100&page=${page}`).expect(200);
      expect(res.body.articles.map((a: { slug: string }) => a.slug)).not.toContain(DRAFT.slug);
      if (res.body.articles.length < 100) break;
      page++;
    }
    const res = await get(`/api/articles/${DRAFT.slug}`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Article not found' });
  });

  it('answers one published article by slug', async () => {
    const res = await get(`/api/articles/${TIP.slug}`).expect(200);
    expect(res.body).toMatchObject({ slug: TIP.slug, title: TIP.title, content: TIP.content, category: OTHER });
  });

  it('answers 404 for unknown and hostile slugs', async () => {
    for (const slug of [`${tag}-missing`, encodeURIComponent("' or 1=1 --"), '%00', 'x'.repeat(10_000)]) {
      await get(`/api/articles/${slug}`).expect(404);
    }
  });

  it.each([
    ['page=0', 'page'],
    ['page=x', 'page'],
    ['limit=0', 'limit'],
    ['limit=1.5', 'limit'],
    ['category=<long>', 'category'],
    ['category=a&category=b', 'category'],
    ['relatedTo=<long>', 'relatedTo'],
    ['relatedTo=a&relatedTo=b', 'relatedTo'],
    ['sort=title', 'sort'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const res = await get(`/api/articles?${query.replace('<long>', 'x'.repeat(10_000))}`).expect(400);
    expect(res.body.message).toContain(parameter);
  });
});
