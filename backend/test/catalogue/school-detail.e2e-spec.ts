import { createServer, type RequestListener } from 'node:http';
import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { AssignSchoolSlug, School, slugifySchoolName } from '../../src/modules/directory';
import { seedSchools } from '../../src/modules/directory/adapters';
import { MikroOrmSchoolSlugs } from '../../src/modules/directory/infrastructure/mikro-orm-school-slugs';
import { TableChangeFeed } from '../../src/shared/database';
import { HttpRules } from '../../src/shared/http';
import { MetricsRegistry } from '../../src/shared/observability';
import { createObservedApp } from '../operations/support/observed-app';
import { eventually } from '../support/eventually';
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

  it('slugs follow docs/product.md "Pages and addresses"', async () => {
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
    // Without the response cache, a found school is answered before Express (answerLeanReadsBeforeExpress);
    // anything else (a miss, a redirect, a malformed slug, a conditional request) by Express's lean route.
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
    // Without the response cache, so that every anonymous request reaches a handler; logs captured.
    const bare = await createObservedApp({ RESPONSE_CACHE_MB: '0' });
    const server = bare.app.getHttpServer();
    const [read] = bare.app.get(HttpRules).leanPublicReads.filter((each) => each.path === '/api/schools/slug/:slug');
    const lean = jest.spyOn(read, 'answer');
    // Express's app function hands every request it receives to `handle`.
    const viaExpress = jest.spyOn(
      bare.app.getHttpAdapter().getInstance() as unknown as { handle: () => void },
      'handle',
    );
    const volatile = new Set(['date', 'x-request-id']);
    const headersOf = (res: request.Response) =>
      Object.fromEntries(Object.entries(res.headers).filter(([name]) => !volatile.has(name)));
    const accessLine = (res: request.Response) => {
      const line = bare.logs.lines().find((each) => each.requestId === res.headers['x-request-id']);
      const { time, durationMs, requestId, pid, hostname, ...rest } = line ?? {};
      expect([typeof time, typeof durationMs, typeof requestId, pid, typeof hostname]).toEqual([
        'string',
        'number',
        'string',
        process.pid,
        'string',
      ]);
      return rest;
    };
    try {
      for (const [slug, beforeExpress] of [
        [premium.slug, true],
        [closed.slug, false],
        [former, false],
        [`${tag}-no-such-school`, false],
        [encodeURIComponent('a b'), false],
        ['%00', false],
      ] as const) {
        for (const method of ['get', 'head'] as const) {
          const path = `/api/schools/slug/${slug}`;
          lean.mockClear();
          viaExpress.mockClear();
          const anonymous = await request(server)[method](path);
          // Asked once: a miss asked before Express is answered by Express's route without asking again.
          expect(lean).toHaveBeenCalledTimes(1);
          expect(viaExpress).toHaveBeenCalledTimes(beforeExpress ? 0 : 1);
          lean.mockClear();
          const viaNest = await request(server)[method](path).set('Cookie', 'vps.sid=s%3Anone.x');
          expect(lean).toHaveBeenCalledTimes(0);
          expect([anonymous.status, anonymous.body, anonymous.text]).toEqual([
            viaNest.status,
            viaNest.body,
            viaNest.text,
          ]);
          expect(headersOf(anonymous)).toEqual(headersOf(viaNest));
          // The access log's line: the same fields and message, whichever path answered.
          expect(accessLine(anonymous)).toEqual(accessLine(viaNest));
        }
      }
      const slugAnswers = async () => {
        const metric = bare.app.get(MetricsRegistry).registry.getSingleMetric('http_request_duration_seconds');
        const { values } = await metric!.get();
        const count = values.find(
          (v) =>
            (v as { metricName?: string }).metricName === 'http_request_duration_seconds_count' &&
            v.labels.route === '/api/schools/slug/:slug' &&
            v.labels.method === 'GET' &&
            String(v.labels.status_code) === '200',
        );
        return count?.value ?? 0;
      };
      const answersBefore = await slugAnswers();
      lean.mockClear();
      viaExpress.mockClear();
      const ok = await request(server).get(`/api/schools/slug/${premium.slug}`).set('X-Request-Id', 'sd-1').expect(200);
      expect(viaExpress).not.toHaveBeenCalled();
      expect(ok.headers['x-request-id']).toBe('sd-1');
      expect(ok.headers['cache-control']).toBe('public, max-age=30');
      expect(ok.headers['content-security-policy']).toBeDefined();
      expect(ok.headers['x-content-type-options']).toBe('nosniff');
      expect(ok.headers['etag']).toBeDefined();
      // A revalidation goes through Express, which compares the tag: 304.
      await request(server)
        .get(`/api/schools/slug/${premium.slug}`)
        .set('If-None-Match', ok.headers['etag'])
        .expect(304);
      expect(viaExpress).toHaveBeenCalledTimes(1);
      const moved = await request(server).get(`/api/schools/slug/${former}`).expect(301);
      expect(moved.headers.location).toBe(`/api/schools/slug/${premium.slug}`);
      expect(moved.headers['cache-control']).toBe('no-cache');
      expect(lean).toHaveBeenCalledTimes(3);
      // The duration metric counts the answer given before Express under the route's template.
      await new Promise((done) => setTimeout(done, 50));
      expect((await slugAnswers()) - answersBefore).toBe(1);
    } finally {
      lean.mockRestore();
      viaExpress.mockRestore();
      await bare.close();
    }
  });

  it('with the response cache, hits, stores and revalidations before Express answer as Express and Nest do', async () => {
    // Issue 22: the response cache's lookup and store run before Express too (answerLeanReadsBeforeExpress
    // with the cache's StoredAnswers). The same app's Express stack, reached without the fast path (a
    // second server on the Express app itself, sharing the app's cache), is the reference for every header;
    // the Nest route (a session cookie naming no session) answers the same status and body, and the same
    // headers but the cache's own (Vary, X-Cache), which it never gets.
    const premium = await orm.em.fork().findOneOrFail(School, { name: PREMIUM });
    const closed = await orm.em.fork().findOneOrFail(School, { name: CLOSED });
    const former = `${tag}-formerly-cached-st-annes`;
    await orm.em
      .getConnection()
      .execute('insert into school_slug_history (slug, school_id, created_at) values (?, ?, now())', [
        former,
        premium.id,
      ]);
    const cached = await createObservedApp({ RESPONSE_CACHE_MB: '8' });
    await eventually(async () => expect(cached.app.get(TableChangeFeed).live).toBe(true));
    const fast = cached.app.getHttpServer();
    const expressApp = cached.app.getHttpAdapter().getInstance() as unknown as RequestListener & { handle: () => void };
    const expressOnly = createServer(expressApp);
    const [read] = cached.app.get(HttpRules).leanPublicReads.filter((each) => each.path === '/api/schools/slug/:slug');
    const lean = jest.spyOn(read, 'answer');
    const viaExpress = jest.spyOn(expressApp, 'handle');
    const volatile = new Set(['date', 'x-request-id']);
    const headersOf = (res: request.Response, drop: string[] = []) =>
      Object.fromEntries(Object.entries(res.headers).filter(([name]) => !volatile.has(name) && !drop.includes(name)));
    const same = (a: request.Response, b: request.Response, drop: string[] = []) => {
      expect([a.status, a.text, a.body]).toEqual([b.status, b.text, b.body]);
      expect(headersOf(a, drop)).toEqual(headersOf(b, drop));
    };
    const cacheHeaders = ['vary', 'x-cache'];
    // Plain bodies unless a step asks for a compressed copy (those are added a moment after storing).
    const plain = { 'Accept-Encoding': 'identity' };
    const nest = (method: 'get' | 'head', path: string) =>
      request(fast)[method](path).set(plain).set('Cookie', 'vps.sid=s%3Anone.x');
    /** Asked of the fast path; `express` says whether Express's stack had to answer it. */
    const viaFast = async (
      method: 'get' | 'head',
      path: string,
      express: boolean,
      headers: Record<string, string> = {},
    ) => {
      viaExpress.mockClear();
      const asked = request(fast)[method](path);
      const res = await asked.set({ ...plain, ...headers });
      expect(viaExpress).toHaveBeenCalledTimes(express ? 1 : 0);
      return res;
    };
    const viaExpressOnly = (method: 'get' | 'head', path: string, headers: Record<string, string> = {}) => {
      const asked = request(expressOnly)[method](path);
      return asked.set({ ...plain, ...headers });
    };
    const page = `/api/schools/slug/${premium.slug}`;
    try {
      // A miss answered and stored before Express, then a hit, both as Express would answer them.
      lean.mockClear();
      const miss = await viaFast('get', page, false);
      expect(lean).toHaveBeenCalledTimes(1);
      expect(miss.status).toBe(200);
      expect(miss.headers['x-cache']).toBeUndefined();
      expect(miss.headers.vary).toBe('Accept-Encoding');
      const expressMiss = await viaExpressOnly('get', `${page}?fresh=1`);
      expect(expressMiss.headers['x-cache']).toBeUndefined();
      same(miss, expressMiss);
      same(miss, await nest('get', page), cacheHeaders);
      lean.mockClear();
      const hit = await viaFast('get', page, false);
      expect(lean).not.toHaveBeenCalled();
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.headers['cache-control']).toBe('public, max-age=30');
      expect(hit.headers['content-security-policy']).toBeDefined();
      expect(hit.headers['x-content-type-options']).toBe('nosniff');
      same(hit, await viaExpressOnly('get', page));
      same(hit, miss, ['x-cache']);
      same(hit, await nest('get', page), cacheHeaders);
      // What Express's path stored is served before Express, and the other way round.
      await viaExpressOnly('get', `${page}?from=express`);
      same(await viaFast('get', `${page}?from=express`, false), await viaExpressOnly('get', `${page}?from=express`));
      await viaFast('get', `${page}?from=fast`, false);
      const fastStored = await viaExpressOnly('get', `${page}?from=fast`);
      expect(fastStored.headers['x-cache']).toBe('HIT');
      same(await viaFast('get', `${page}?from=fast`, false), fastStored);
      // The compressed copies (added a moment after storing), chosen by Accept-Encoding as Express chooses.
      for (const encoding of ['br', 'gzip', 'gzip;q=0, br;q=0', 'identity']) {
        const headers = { 'Accept-Encoding': encoding };
        await eventually(async () => {
          const compressed = await viaFast('get', page, false, headers);
          same(compressed, await viaExpressOnly('get', page, headers));
          if (!encoding.includes('q=0') && encoding !== 'identity')
            expect(compressed.headers['content-encoding']).toBe(encoding);
          else expect(compressed.headers['content-encoding']).toBeUndefined();
          expect(compressed.body).toEqual(miss.body);
        });
      }
      // Revalidations of a stored answer: 304 before Express when the tag matches, as Express answers it.
      for (const headers of [
        { 'If-None-Match': String(miss.headers.etag) } as Record<string, string>,
        { 'If-None-Match': `"other", ${String(miss.headers.etag)}` },
        { 'If-None-Match': '"other"' },
        { 'If-None-Match': String(miss.headers.etag), 'Cache-Control': 'no-cache' },
        { 'If-Modified-Since': new Date().toUTCString() },
      ]) {
        const revalidated = await viaFast('get', page, false, headers);
        same(revalidated, await viaExpressOnly('get', page, headers));
        same(revalidated, await nest('get', page).set(headers), cacheHeaders);
      }
      expect((await viaFast('get', page, false, { 'If-None-Match': String(miss.headers.etag) })).status).toBe(304);
      // A revalidation of an answer not stored goes to Express, which compares the tag.
      const unstored = await viaFast('get', `${page}?unstored=1`, true, { 'If-None-Match': String(miss.headers.etag) });
      expect(unstored.status).toBe(304);
      same(unstored, await viaExpressOnly('get', `${page}?unstored=2`, { 'If-None-Match': String(miss.headers.etag) }));
      // HEAD never passes the cache: answered before Express from the database, as Express and Nest answer it.
      lean.mockClear();
      const head = await viaFast('head', page, false);
      expect(lean).toHaveBeenCalledTimes(1);
      expect(head.headers['x-cache']).toBeUndefined();
      expect(head.headers.vary).toBeUndefined();
      same(head, await viaExpressOnly('head', page));
      same(head, await nest('head', page));
      // Any other cookie is no session (the lean read answers it) but keeps the request out of the cache.
      const withCookie = await viaFast('get', page, false, { Cookie: 'unrelated=1' });
      expect(withCookie.headers['x-cache']).toBeUndefined();
      same(withCookie, await viaExpressOnly('get', page, { Cookie: 'unrelated=1' }));
      same(withCookie, await nest('get', page));
      // Not found, inactive, a former slug, malformed: handed to Express with the read's error, as before.
      for (const slug of [closed.slug, former, `${tag}-no-such-school`, encodeURIComponent('a b')]) {
        for (const method of ['get', 'head'] as const) {
          const path = `/api/schools/slug/${slug}`;
          const refused = await viaFast(method, path, true);
          expect(refused.status).toBe(slug === former ? 301 : 404);
          same(refused, await viaExpressOnly(method, path));
          same(refused, await nest(method, path), method === 'get' ? cacheHeaders : []);
        }
      }
      // Concurrent misses of one URL: one asks the database, the others wait for its stored answer.
      lean.mockClear();
      const together = await Promise.all(
        [1, 2, 3].map(() => request(fast).get(`${page}?together=1`).set(plain).expect(200)),
      );
      expect(lean).toHaveBeenCalledTimes(1);
      expect(together.map((res) => res.body)).toEqual([miss.body, miss.body, miss.body]);
      // A write to another school keeps this page stored; a write to this one is seen at once.
      const em = cached.app.get(MikroORM).em;
      await em.getConnection().execute('update school set phone = ? where id = ?', ['(702) 555-0111', closed.id]);
      await eventually(async () => expect((await viaFast('get', page, false)).headers['x-cache']).toBe('HIT'));
      await em.getConnection().execute('update school set phone = ? where id = ?', ['(702) 555-0199', premium.id]);
      lean.mockClear();
      const afterWrite = await viaFast('get', page, false);
      expect(lean).toHaveBeenCalledTimes(1);
      expect(afterWrite.headers['x-cache']).toBeUndefined();
      expect(afterWrite.body.phone).toBe('(702) 555-0199');
      same(afterWrite, await nest('get', page), cacheHeaders);
      // The NOTIFY of that write arrives a moment later and may drop the answer once more: ask until stored.
      await eventually(async () => {
        const again = await viaFast('get', page, false);
        expect(again.headers['x-cache']).toBe('HIT');
        expect(again.body.phone).toBe('(702) 555-0199');
        same(again, await viaExpressOnly('get', page));
      });
      // A hit before Express counts in the duration metric under the route's template, as through Express.
      const hits = async () => {
        const metric = cached.app.get(MetricsRegistry).registry.getSingleMetric('http_request_duration_seconds');
        const { values } = await metric!.get();
        const count = values.find(
          (v) =>
            (v as { metricName?: string }).metricName === 'http_request_duration_seconds_count' &&
            v.labels.route === '/api/schools/slug/:slug' &&
            v.labels.method === 'GET' &&
            String(v.labels.status_code) === '200',
        );
        return count?.value ?? 0;
      };
      const counted = await hits();
      expect((await viaFast('get', page, false)).headers['x-cache']).toBe('HIT');
      await eventually(async () => expect((await hits()) - counted).toBe(1));
      // Every answer before Express has its access-log line.
      const logged = cached.logs.lines().filter((line) => line.msg === `GET ${page} 200`);
      expect(logged.length).toBeGreaterThan(5);
      expect(logged.every((line) => typeof line.requestId === 'string' && typeof line.durationMs === 'number')).toBe(
        true,
      );
    } finally {
      lean.mockRestore();
      viaExpress.mockRestore();
      await cached.close();
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
