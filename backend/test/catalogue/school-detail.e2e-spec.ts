import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { AssignSchoolSlug, School, seedSchools, slugifySchoolName } from '../../src/modules/directory';
import { MikroOrmSchoolSlugs } from '../../src/modules/directory/infrastructure/mikro-orm-school-slugs';
import { HttpRules } from '../../src/shared/http';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoSchool, insertCatalogue, neighborhoodProfile, newTag, setSchoolActive } from './catalogue-fixtures';

const tag = newTag();
const HOOD = `Slugville ${tag}`;
const PREMIUM = `${tag} St. Anne's Premium Academy`;
const CLOSED = `${tag} Closed School`;

describe('catalogue: one school and its slug', () => {
  let t: TestApp;
  let orm: MikroORM;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);

  beforeAll(async () => {
    t = await createTestApp();
    orm = t.app.get(MikroORM);
    await insertCatalogue(t.app, {
      neighborhoods: [neighborhoodProfile(HOOD)],
      schools: [
        demoSchool(PREMIUM, HOOD, {
          isPremium: true,
          grades: 'PK-12',
          phone: '(702) 555-0100',
          email: 'office@example.org',
          website: 'https://example.org',
          religiousAffiliation: 'Catholic',
          tuitionMin: 12000,
          tuitionMax: 19000,
          features: ['Uniforms', 'Athletics'],
          socialLinks: { facebook: 'https://facebook.com/x', instagram: 'https://instagram.com/x' },
          videoUrls: ['https://video.example/1'],
          additionalImages: ['/images/schools/a.svg', '/images/schools/b.svg'],
          imageUrl: '/images/schools/hero.svg',
        }),
        demoSchool(CLOSED, HOOD),
      ],
    });
    await setSchoolActive(t.app, CLOSED, false);
  });
  afterAll(() => t.close());

  it('slugs follow spec 000 §2', async () => {
    const school = await orm.em.fork().findOneOrFail(School, { name: PREMIUM });
    expect(school.slug).toBe(`${tag}-st-annes-premium-academy`);
    expect(school.slug).toBe(slugifySchoolName(PREMIUM));
  });

  it('GET /api/schools/slug/{slug} answers the whole public school', async () => {
    const res = await get(`/api/schools/slug/${tag}-st-annes-premium-academy`).expect(200);
    expect(res.body).toMatchObject({
      name: PREMIUM,
      slug: `${tag}-st-annes-premium-academy`,
      grades: 'PK-12',
      isPremium: true,
      neighborhoodName: HOOD,
      religiousAffiliation: 'Catholic',
      tuitionMin: 12000,
      tuitionMax: 19000,
      socialLinks: { facebook: 'https://facebook.com/x', instagram: 'https://instagram.com/x' },
      videoUrls: ['https://video.example/1'],
      additionalImages: ['/images/schools/a.svg', '/images/schools/b.svg'],
      imageUrl: '/images/schools/hero.svg',
    });
    expect(res.body).not.toHaveProperty('academicNotes');
    expect(res.body).not.toHaveProperty('isActive');
  });

  it('answers 404 JSON for unknown, inactive and malformed slugs', async () => {
    const closed = await orm.em.fork().findOneOrFail(School, { name: CLOSED });
    for (const slug of [
      `${tag}-no-such-school`,
      closed.slug,
      encodeURIComponent("x'; drop table school; --"),
      '%00',
      'x'.repeat(10_000),
    ]) {
      const res = await get(`/api/schools/slug/${slug}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'School not found' });
    }
  });

  it('anonymous visitors are answered before Nest, exactly as the Nest route answers a session cookie', async () => {
    // Issue 22: a lean read (HttpRules.leanPublicRead) serves anonymous school pages; a request with the
    // session cookie (here one that names no session: still anonymous) goes through Nest's controller.
    const premium = await orm.em.fork().findOneOrFail(School, { name: PREMIUM });
    const closed = await orm.em.fork().findOneOrFail(School, { name: CLOSED });
    const former = `${tag}-formerly-st-annes`;
    await orm.em
      .fork()
      .getConnection()
      .execute('insert into school_slug_history (slug, school_id, created_at) values (?, ?, now())', [
        former,
        premium.id,
      ]);
    // Without the response cache, so that every anonymous request reaches a handler.
    const bare = await createTestApp({ RESPONSE_CACHE_MB: '0' });
    const server = bare.app.getHttpServer();
    const [read] = bare.app.get(HttpRules).leanPublicReads.filter((each) => each.path === '/api/schools/slug/:slug');
    const lean = jest.spyOn(read, 'answer');
    const volatile = new Set(['date', 'x-request-id']);
    const headersOf = (res: request.Response) =>
      Object.fromEntries(Object.entries(res.headers).filter(([name]) => !volatile.has(name)));
    try {
      for (const slug of [
        premium.slug,
        closed.slug,
        former,
        `${tag}-no-such-school`,
        encodeURIComponent('a b'),
        '%00',
      ]) {
        for (const method of ['get', 'head'] as const) {
          const path = `/api/schools/slug/${slug}`;
          lean.mockClear();
          const anonymous = await request(server)[method](path);
          expect(lean).toHaveBeenCalledTimes(1);
          const viaNest = await request(server)[method](path).set('Cookie', 'vps.sid=s%3Anone.x');
          expect(lean).toHaveBeenCalledTimes(1);
          expect([anonymous.status, anonymous.body, anonymous.text]).toEqual([
            viaNest.status,
            viaNest.body,
            viaNest.text,
          ]);
          expect(headersOf(anonymous)).toEqual(headersOf(viaNest));
        }
      }
      lean.mockClear();
      const ok = await request(server).get(`/api/schools/slug/${premium.slug}`).expect(200);
      expect(ok.headers['cache-control']).toBe('public, max-age=30');
      expect(ok.headers['content-security-policy']).toBeDefined();
      expect(ok.headers['etag']).toBeDefined();
      await request(server)
        .get(`/api/schools/slug/${premium.slug}`)
        .set('If-None-Match', ok.headers['etag'])
        .expect(304);
      const moved = await request(server).get(`/api/schools/slug/${former}`).expect(301);
      expect(moved.headers.location).toBe(`/api/schools/slug/${premium.slug}`);
      expect(moved.headers['cache-control']).toBe('no-cache');
      expect(lean).toHaveBeenCalledTimes(3);
    } finally {
      lean.mockRestore();
      await bare.close();
    }
  });

  it('a name clash gets the smallest free numeric suffix', async () => {
    const em = orm.em.fork();
    const assign = new AssignSchoolSlug(new MikroOrmSchoolSlugs(em));
    const facts = { address: '1 Main St', city: 'Las Vegas', zipCode: '89101', grades: 'K-5', schoolType: 'Classical' };
    const twin = School.create({ ...facts, name: `${tag} St Annes Premium Academy!` });
    expect(await assign.execute(twin)).toBe(`${tag}-st-annes-premium-academy-2`);
    await em.persistAndFlush(twin);

    const triplet = School.create({ ...facts, name: `${tag} ST. ANNES PREMIUM ACADEMY` });
    expect(await assign.execute(triplet)).toBe(`${tag}-st-annes-premium-academy-3`);

    // Re-saving keeps an address; a rename moves it.
    expect(await assign.execute(twin)).toBe(`${tag}-st-annes-premium-academy-2`);
    twin.name = `${tag} Renamed Academy`;
    expect(await assign.execute(twin)).toBe(`${tag}-renamed-academy`);
  });

  it('keeps the grade span in sync on every write, even a plain assignment', async () => {
    const em = orm.em.fork();
    const school = await em.findOneOrFail(School, { name: PREMIUM });
    expect([school.gradeMin, school.gradeMax]).toEqual([-1, 12]);
    school.grades = '6th - 8th';
    await em.flush();
    const [row] = await em.getConnection().execute('select grade_min, grade_max from school where id = ?', [school.id]);
    expect(row).toEqual({ grade_min: 6, grade_max: 8 });
    school.grades = 'PK-12';
    await em.flush();
  });

  it('seeding is idempotent: the same demo schools twice give the same rows', async () => {
    const count = () => orm.em.fork().count(School, { name: { $like: `${tag}%` } });
    const before = await count();
    await orm.em
      .fork()
      .transactional((em) => seedSchools(em, [demoSchool(PREMIUM, HOOD, { isPremium: true, grades: 'PK-12' })]));
    expect(await count()).toBe(before);
    const school = await orm.em.fork().findOneOrFail(School, { name: PREMIUM });
    expect(school.slug).toBe(`${tag}-st-annes-premium-academy`);
  });
});
