import { createTestApp, type TestApp } from '../support/test-app';
import {
  as,
  auditRows,
  createSchool,
  findArticle,
  newTag,
  signInAs,
  sql,
  type Session,
} from '../moderation/moderation-fixtures';
import type { School } from '../../src/modules/directory';

describe('admin: schools, articles and overview', () => {
  let t: TestApp;
  let admin: Session;
  let owner: Session;
  let plainUser: Session;
  let alpha: School;
  let beta: School;
  let articleIds: number[];
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t, 'admin');
    owner = await signInAs(t, 'school_admin');
    plainUser = await signInAs(t, 'user');
    alpha = await createSchool(t, `Alpha ${tag} School`, { website: 'https://alpha.example' });
    beta = await createSchool(t, `Beta ${tag} School`, { city: 'Henderson', isActive: false });
    articleIds = [];
    for (const [title, author, isPublished] of [
      [`Admin ${tag} guide`, 'Grace Author', true],
      [`Draft ${tag} notes`, `Writer ${tag}`, false],
    ] as const) {
      const [row] = await sql<{ id: number }>(
        t,
        `insert into article (title, slug, excerpt, content, category, is_published, author, created_at, updated_at)
         values (?, ?, ?, 'Body', 'Guides', ?, ?, now(), now()) returning id`,
        [title, `${title.toLowerCase().replace(/\s+/g, '-')}`, `Excerpt of ${title}`, isPublished, author],
      );
      articleIds.push(row.id);
    }
  });
  afterAll(() => t.close());

  const routes: [string, string][] = [
    ['get', '/api/admin/overview'],
    ['get', '/api/admin/schools'],
    ['get', '/api/admin/articles'],
    ['patch', '/api/admin/schools/1/toggle-status'],
    ['patch', '/api/admin/articles/1/toggle-status'],
    ['put', '/api/admin/schools/1'],
    ['put', '/api/admin/articles/1'],
  ];

  it.each(routes)('%s %s: 401 signed out, 403 for user and school_admin', async (method, url) => {
    const call = (s?: Session) =>
      (as(t, s) as unknown as Record<string, (u: string) => import('supertest').Test>)[method](url);
    expect((await call(undefined).send({})).status).toBe(401);
    expect((await call(plainUser).send({})).status).toBe(403);
    expect((await call(owner).send({})).status).toBe(403);
  });

  describe('schools', () => {
    it('lists live and draft schools with the list-item fields, searched by name, city or website', async () => {
      const res = await as(t, admin).get(`/api/admin/schools?search=${tag}`).expect(200);
      expect(res.body.total).toBe(2);
      expect(res.body.items[0]).toMatchObject({
        id: alpha.id,
        name: alpha.name,
        slug: alpha.slug,
        location: '100 Test Way, Las Vegas, 89101',
        schoolType: 'Classical',
        city: 'Las Vegas',
        website: 'https://alpha.example',
        isActive: true,
      });
      expect(res.body.items[1]).toMatchObject({ id: beta.id, isActive: false });
      const byWebsite = await as(t, admin).get('/api/admin/schools?search=alpha.example').expect(200);
      expect(byWebsite.body.items.map((s: { id: number }) => s.id)).toContain(alpha.id);
      const paged = await as(t, admin).get(`/api/admin/schools?search=${tag}&limit=1&page=2`).expect(200);
      expect(paged.body).toMatchObject({ total: 2, page: 2, limit: 1 });
      expect(paged.body.items[0].id).toBe(beta.id);
      const bad = await as(t, admin).get('/api/admin/schools?page=0').expect(400);
      expect(bad.body.errors.page).toEqual(['page must be at least 1']);
      const far = await as(t, admin).get('/api/admin/schools?page=99999999999999999999999').expect(400);
      expect(far.body.errors.page).toEqual(['page must be at most 1000000']);
    });

    it('toggles Live/Draft, hides a draft from the public API and records who did it', async () => {
      const off = await as(t, admin).patch(`/api/admin/schools/${alpha.id}/toggle-status`).send({}).expect(200);
      expect(off.body.isActive).toBe(false);
      await as(t, undefined).get(`/api/schools/slug/${alpha.slug}`).expect(404);
      const on = await as(t, admin)
        .patch(`/api/admin/schools/${alpha.id}/toggle-status`)
        .send({ isActive: true })
        .expect(200);
      expect(on.body.isActive).toBe(true);
      await as(t, undefined).get(`/api/schools/slug/${alpha.slug}`).expect(200);
      const rows = await auditRows(t, 'school', alpha.id);
      expect(rows.slice(-2)).toEqual([
        expect.objectContaining({
          action: 'school.status_changed',
          actor_id: admin.id,
          before: { isActive: true },
          after: { isActive: false },
        }),
        expect.objectContaining({
          action: 'school.status_changed',
          before: { isActive: false },
          after: { isActive: true },
        }),
      ]);
      await as(t, admin).patch('/api/admin/schools/99999999/toggle-status').send({}).expect(404);
    });

    it('edits a school through the Edit form and refuses fields it does not have', async () => {
      const res = await as(t, admin)
        .put(`/api/admin/schools/${beta.id}`)
        .send({ name: `Beta ${tag} Academy`, tuitionMax: 20000, website: '' })
        .expect(200);
      expect(res.body).toMatchObject({ name: `Beta ${tag} Academy`, slug: `beta-${tag}-academy`, tuitionMax: 20000 });
      expect((await auditRows(t, 'school', beta.id)).at(-1)).toMatchObject({
        action: 'school.updated',
        actor_id: admin.id,
      });
      const premium = await as(t, admin).put(`/api/admin/schools/${beta.id}`).send({ isPremium: false });
      expect(premium.status).toBe(400);
    });
  });

  describe('search with small typos, like the public search', () => {
    it('finds a school by its name misspelt or with words swapped, look-alikes only when nothing matches exactly', async () => {
      const gorman = await createSchool(t, `Bishop Gorman ${tag} High School`);
      const adelson = await createSchool(t, `Adelson ${tag} Educational Campus`);
      const ids = async (search: string) =>
        (
          await as(t, admin)
            .get(`/api/admin/schools?search=${encodeURIComponent(search)}`)
            .expect(200)
        ).body.items.map((school: { id: number }) => school.id);
      expect(await ids('Gorman Bishp')).toContain(gorman.id);
      expect(await ids('Adelsn')).toContain(adelson.id);
      expect(await ids('Gorman Bishp')).not.toContain(alpha.id);
      // Look-alikes only when nothing contains the text: an exact search stays exact.
      expect(await ids(`Bishop Gorman ${tag}`)).toEqual([gorman.id]);
    });

    it('finds an article by its title misspelt', async () => {
      const [row] = await sql<{ id: number }>(
        t,
        `insert into article (title, slug, excerpt, content, category, is_published, author, created_at, updated_at)
         values (?, ?, 'Short', 'Body', 'Guides', false, 'Grace Author', now(), now()) returning id`,
        // Without the tag: the next describe counts the articles that carry it.
        ['Montessori admissions open house', 'montessori-admissions-open-house-typo-test'],
      );
      const res = await as(t, admin).get(`/api/admin/articles?search=Montesori admisions`).expect(200);
      expect(res.body.items.map((a: { id: number }) => a.id)).toContain(row.id);
    });
  });

  describe('articles', () => {
    it('lists published and draft articles searched by title, excerpt or author', async () => {
      const res = await as(t, admin).get(`/api/admin/articles?search=${tag}`).expect(200);
      expect(res.body.total).toBe(2);
      expect(res.body.items.map((a: { isPublished: boolean }) => a.isPublished).sort()).toEqual([false, true]);
      const byAuthor = await as(t, admin).get(`/api/admin/articles?search=Writer ${tag}`).expect(200);
      expect(byAuthor.body.items.map((a: { id: number }) => a.id)).toEqual([articleIds[1]]);
      const byExcerpt = await as(t, admin).get(`/api/admin/articles?search=Excerpt of Admin ${tag}`).expect(200);
      expect(byExcerpt.body.items.map((a: { id: number }) => a.id)).toEqual([articleIds[0]]);
    });

    it('toggles Published/Draft and the public list follows', async () => {
      const res = await as(t, admin).patch(`/api/admin/articles/${articleIds[1]}/toggle-status`).send({}).expect(200);
      expect(res.body.isPublished).toBe(true);
      await as(t, undefined).get(`/api/articles/${res.body.slug}`).expect(200);
      await as(t, admin)
        .patch(`/api/admin/articles/${articleIds[1]}/toggle-status`)
        .send({ isPublished: false })
        .expect(200);
      await as(t, undefined).get(`/api/articles/${res.body.slug}`).expect(404);
      expect((await auditRows(t, 'article', articleIds[1])).map((r) => r.after)).toEqual([
        { isPublished: true },
        { isPublished: false },
      ]);
    });

    it('edits an article; a new title moves the slug and the old one redirects (issue 16)', async () => {
      const before = await findArticle(t, articleIds[0]);
      const res = await as(t, admin)
        .put(`/api/admin/articles/${articleIds[0]}`)
        .send({ title: `Admin ${tag} guide, revised`, excerpt: '' })
        .expect(200);
      expect(res.body).toMatchObject({
        title: `Admin ${tag} guide, revised`,
        excerpt: null,
        slug: `admin-${tag}-guide-revised`,
      });
      const moved = await as(t, undefined).get(`/api/articles/${before!.slug}`).expect(301);
      expect(moved.headers.location).toBe(`/api/articles/admin-${tag}-guide-revised`);
      const bad = await as(t, admin).put(`/api/admin/articles/${articleIds[0]}`).send({ title: '', slug: 'x' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toMatchObject({ title: expect.arrayContaining(['Title is required']) });
      const blanked = await as(t, admin)
        .put(`/api/admin/articles/${articleIds[0]}`)
        .send({ title: null, content: null, category: null })
        .expect(400);
      expect(blanked.body.errors).toEqual({
        title: ['Title is required'],
        content: ['Content is required'],
        category: ['Category is required'],
      });
      expect((await findArticle(t, articleIds[0]))!.title).toBe(`Admin ${tag} guide, revised`);
    });
  });

  it('reports the overview totals', async () => {
    const res = await as(t, admin).get('/api/admin/overview').expect(200);
    const [counts] = await sql<{ schools: string; articles: string; pending: string }>(
      t,
      `select (select count(*) from school) as schools, (select count(*) from article) as articles,
              (select count(*) from pending_school_change where status = 'pending') as pending`,
    );
    expect(res.body).toMatchObject({
      totalSchools: Number(counts.schools),
      totalArticles: Number(counts.articles),
      pendingChanges: Number(counts.pending),
    });
    expect(res.body.activeSchools).toBeLessThanOrEqual(res.body.totalSchools);
  });
});
