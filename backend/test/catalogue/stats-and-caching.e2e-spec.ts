import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoArticle, demoSchool, insertCatalogue, neighborhoodProfile, newTag } from './catalogue-fixtures';

const tag = newTag();
const HOOD = `Stat Hills ${tag}`;

describe('catalogue: stats, maps key and HTTP caching', () => {
  let t: TestApp;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);

  beforeAll(async () => {
    t = await createTestApp();
    await insertCatalogue(t.app, {
      neighborhoods: [neighborhoodProfile(HOOD)],
      schools: [demoSchool(`${tag} Stat School`, HOOD, { schoolType: `${tag} Type` })],
      articles: [demoArticle(`${tag}-stat`), demoArticle(`${tag}-stat-draft`, { isPublished: false })],
    });
  });
  afterAll(() => t.close());

  it('GET /api/stats counts public records only', async () => {
    const [expected] = await t.app
      .get(MikroORM)
      .em.getConnection()
      .execute(
        `select (select count(*)::int from school where is_active) as "schoolCount",
                (select count(*)::int from neighborhood) as "neighborhoodCount",
                (select count(distinct school_type)::int from school where is_active) as "schoolTypeCount",
                (select count(*)::int from article where is_published) as "articleCount"`,
      );
    const res = await get('/api/stats').expect(200);
    expect(res.body).toEqual(expected);
    expect(res.body.schoolTypeCount).toBeGreaterThanOrEqual(1);
  });

  it('GET /api/google-maps-key answers an empty plain-text body when no key is set', async () => {
    const res = await get('/api/google-maps-key').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('');
  });

  it('GET /api/google-maps-key answers the configured key', async () => {
    const withKey = await createTestApp({ GOOGLE_MAPS_API_KEY: 'test-maps-key' });
    try {
      const res = await request(withKey.app.getHttpServer()).get('/api/google-maps-key').expect(200);
      expect(res.text).toBe('test-maps-key');
    } finally {
      await withKey.close();
    }
  });

  it.each([
    `/api/schools?location=${tag}`,
    '/api/stats',
    '/api/neighborhoods',
    `/api/neighborhoods/${encodeURIComponent(HOOD)}`,
    '/api/articles?limit=4',
    `/api/articles/${tag}-stat`,
  ])('%s carries an ETag and a short public Cache-Control, and revalidates with 304', async (path) => {
    const first = await get(path).expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get(path).set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
  });

  it('does not let errors be cached as public answers', async () => {
    const res = await get(`/api/schools/slug/${tag}-missing`).expect(404);
    expect(res.headers['cache-control'] ?? '').not.toContain('public');
  });

  it('is open to anonymous visitors (every catalogue route is public)', async () => {
    for (const path of ['/api/schools', '/api/neighborhoods', '/api/articles', '/api/stats', '/api/google-maps-key']) {
      await get(path).expect(200);
    }
  });
});
