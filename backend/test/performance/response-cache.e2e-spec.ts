import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { Client } from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { TableChangeFeed } from '../../src/shared/database';
import { School } from '../../src/modules/directory';
import { createTestApp, type TestApp } from '../support/test-app';
import { eventually } from '../support/eventually';
import { demoSchool, insertCatalogue, neighborhoodProfile, newTag } from '../catalogue/catalogue-fixtures';

const tag = newTag();
const HOOD = `Cachedale ${tag}`;
const NAME = `${tag} Cached Academy`;
const OTHER = `${tag} Neighbouring Academy`;

describe('performance: the cache of anonymous public answers', () => {
  let t: TestApp;
  let other: Client;
  let slug: string;
  let otherSlug: string;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);
  const describeAs = (text: string) =>
    t.app.get(MikroORM).em.getConnection().execute(`update school set description = ? where name = ?`, [text, NAME]);

  beforeAll(async () => {
    t = await createTestApp();
    await insertCatalogue(t.app, {
      neighborhoods: [neighborhoodProfile(HOOD)],
      schools: [demoSchool(NAME, HOOD), demoSchool(OTHER, HOOD)],
    });
    other = new Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    await eventually(async () => expect(t.app.get(TableChangeFeed).live).toBe(true));
    slug = (await get(`/api/schools?location=${encodeURIComponent(NAME)}`).expect(200)).body.schools[0].slug;
    otherSlug = (await get(`/api/schools?location=${encodeURIComponent(OTHER)}`).expect(200)).body.schools[0].slug;
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  it('answers a repeated anonymous GET from memory, with the same body and headers', async () => {
    await describeAs('first words');
    // The update's own NOTIFY arrives a moment later and empties the cache once; on a busy
    // machine that can fall between the two requests, so the pair is asked again until it settles.
    await eventually(async () => {
      const first = await get(`/api/schools/slug/${slug}`).expect(200);
      const second = await get(`/api/schools/slug/${slug}`).expect(200);
      expect(second.headers['x-cache']).toBe('HIT');
      expect(second.body).toEqual(first.body);
      expect(second.body.description).toBe('first words');
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['cache-control']).toBe('public, max-age=30');
      expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    });
  });

  it("shows a write made through the app's own database connection at once", async () => {
    await get(`/api/schools/slug/${slug}`).expect(200);
    await describeAs('changed by the app');
    const res = await get(`/api/schools/slug/${slug}`).expect(200);
    expect(res.body.description).toBe('changed by the app');
  });

  it('shows a write made by any other connection once it commits (NOTIFY)', async () => {
    await get(`/api/schools/slug/${slug}`).expect(200);
    await other.query(`update school set description = $1 where name = $2`, ['changed elsewhere', NAME]);
    await eventually(async () => {
      expect((await get(`/api/schools/slug/${slug}`).expect(200)).body.description).toBe('changed elsewhere');
    });
  });

  it('drops searches and live counts when a school changes', async () => {
    const before = await get(`/api/schools?location=${tag}`).expect(200);
    expect(before.body.total).toBe(2);
    await other.query(`update school set is_active = false where name = $1`, [NAME]);
    await eventually(async () => expect((await get(`/api/schools?location=${tag}`).expect(200)).body.total).toBe(1));
    await other.query(`update school set is_active = true where name = $1`, [NAME]);
    await eventually(async () => expect((await get(`/api/schools?location=${tag}`).expect(200)).body.total).toBe(2));
  });

  /** Both school pages and a search cached, and still cached when asked again (no NOTIFY pending). */
  const cacheBoth = async () =>
    eventually(async () => {
      for (const path of [
        `/api/schools/slug/${slug}`,
        `/api/schools/slug/${otherSlug}`,
        `/api/schools?location=${tag}`,
      ])
        await get(path).expect(200);
      for (const path of [`/api/schools/slug/${slug}`, `/api/schools/slug/${otherSlug}`])
        expect((await get(path).expect(200)).headers['x-cache']).toBe('HIT');
    });

  it("a write to one school through the app refreshes that school's page and the lists, and keeps the other school's page", async () => {
    await cacheBoth();
    const em = t.app.get(MikroORM).em.fork();
    const school = await em.findOneOrFail(School, { name: NAME });
    school.description = 'edited through the app';
    await em.flush();
    // At once (the app's own write), and still after the write's NOTIFY (named rows) arrives.
    for (let i = 0; i < 3; i++) {
      const own = await get(`/api/schools/slug/${slug}`).expect(200);
      expect(own.body.description).toBe('edited through the app');
      const neighbour = await get(`/api/schools/slug/${otherSlug}`).expect(200);
      expect(neighbour.headers['x-cache']).toBe('HIT');
      await sleep(100);
    }
    const search = await get(`/api/schools?location=${encodeURIComponent(NAME)}`).expect(200);
    expect(search.body.schools[0].description).toBe('edited through the app');
  });

  it("a write to one school by another connection refreshes that school's page and the lists, and keeps the other school's page", async () => {
    await cacheBoth();
    const search = await get(`/api/schools?location=${tag}`).expect(200);
    expect(search.headers['x-cache']).toBe('HIT');
    await other.query(`update school set description = $1 where name = $2`, ['edited elsewhere', NAME]);
    await eventually(async () => {
      expect((await get(`/api/schools/slug/${slug}`).expect(200)).body.description).toBe('edited elsewhere');
    });
    expect((await get(`/api/schools/slug/${otherSlug}`).expect(200)).headers['x-cache']).toBe('HIT');
    const again = await get(`/api/schools?location=${tag}`).expect(200);
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.body.schools.map((s: { description: string }) => s.description)).toContain('edited elsewhere');
  });

  it('a write that does not name its rows (a neighborhood, many schools) still clears every page', async () => {
    await cacheBoth();
    await other.query(`update neighborhood set description = $1 where name = $2`, ['renamed streets', HOOD]);
    await eventually(async () => {
      expect((await get(`/api/schools/slug/${otherSlug}`).expect(200)).headers['x-cache']).toBeUndefined();
    });
  });

  it("disabling the owner's account clears the school's managed flag; a sign-in's write to the account clears nothing", async () => {
    const school = (await get(`/api/schools/slug/${slug}`).expect(200)).body as { id: number };
    const userId = `${tag}-owner`;
    await other.query(
      `insert into app_user (id, email, role, created_at, updated_at) values ($1, $2, 'school_admin', now(), now())`,
      [userId, `${tag}-owner@example.com`],
    );
    await other.query(
      `insert into school_owner (user_id, school_id, created_at, updated_at) values ($1, $2, now(), now())`,
      [userId, school.id],
    );
    await eventually(async () => {
      expect((await get(`/api/schools/slug/${slug}`).expect(200)).body.managed).toBe(true);
      expect((await get(`/api/schools/slug/${slug}`).expect(200)).headers['x-cache']).toBe('HIT');
    });
    // What a sign-in writes: the cached answer stays.
    await other.query(`update app_user set last_sign_in_at = now(), failed_sign_in_count = 0 where id = $1`, [userId]);
    await sleep(300);
    expect((await get(`/api/schools/slug/${slug}`).expect(200)).headers['x-cache']).toBe('HIT');
    // An admin disables the account: the school is no longer managed (its claim box shows again).
    await other.query(`update app_user set is_active = false, updated_at = now() where id = $1`, [userId]);
    await eventually(async () => {
      expect((await get(`/api/schools/slug/${slug}`).expect(200)).body.managed).toBe(false);
    });
    await other.query(`update app_user set is_active = true, updated_at = now() where id = $1`, [userId]);
    await eventually(async () => {
      expect((await get(`/api/schools/slug/${slug}`).expect(200)).body.managed).toBe(true);
    });
    await other.query(`delete from app_user where id = $1`, [userId]);
  });

  it('never answers a request that carries a cookie from memory', async () => {
    await get(`/api/schools/slug/${slug}`).expect(200);
    const res = await get(`/api/schools/slug/${slug}`).set('Cookie', 'unrelated=1').expect(200);
    expect(res.headers['x-cache']).toBeUndefined();
  });

  it('keeps errors out of the cache', async () => {
    await get(`/api/schools/slug/${tag}-missing`).expect(404);
    const again = await get(`/api/schools/slug/${tag}-missing`).expect(404);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});
