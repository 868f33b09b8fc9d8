import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { School } from '../../src/modules/directory';
import { createTestApp, type TestApp } from '../support/test-app';
import { createUser, removeIdentityTestData, sql } from '../identity/identity-fixtures';
import { demoSchool, insertCatalogue, neighborhoodProfile, newTag } from './catalogue-fixtures';

// App start-up and argon2 hashing are slow on a busy machine; the project-level testTimeout does not reach hooks.

const tag = newTag();
const HOOD = `Managedville ${tag}`;
const OWNED = `${tag} Owned Academy`;
const FREE = `${tag} Unclaimed School`;

/**
 * The public answers say whether a school is managed by an active owner, so
 * its page offers no claim; who owns it is never revealed.
 */
describe('catalogue: a school managed by its owner', () => {
  let t: TestApp;
  let ownedId: number;
  let ownedSlug: string;
  let ownerId: string;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);

  /** The public answers are cached until the tables they read change: wait for the change to arrive. */
  async function managedBecomes(expected: boolean): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const res = await get(`/api/schools/slug/${ownedSlug}`).expect(200);
      if (res.body.managed === expected) return;
      if (Date.now() > deadline) throw new Error(`managed stayed ${String(res.body.managed)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    await insertCatalogue(t.app, {
      neighborhoods: [neighborhoodProfile(HOOD)],
      schools: [demoSchool(OWNED, HOOD), demoSchool(FREE, HOOD)],
    });
    const school = await t.app.get(MikroORM).em.fork().findOneOrFail(School, { name: OWNED });
    ownedId = school.id;
    ownedSlug = school.slug;
    ownerId = (await createUser(t, { role: 'school_admin' })).id;
  });
  afterAll(async () => {
    await sql(t, 'delete from school_owner where school_id = ?', [ownedId]);
    await removeIdentityTestData(t);
    await t.close();
  });

  it('is false for a school nobody owns, in the detail and in the search', async () => {
    const detail = await get(`/api/schools/slug/${ownedSlug}`).expect(200);
    expect(detail.body.managed).toBe(false);
    const search = await get(`/api/schools?location=${tag}&limit=100`).expect(200);
    expect(search.body.schools.map((s: { name: string; managed: boolean }) => [s.name, s.managed]).sort()).toEqual([
      [OWNED, false],
      [FREE, false],
    ]);
  });

  it('turns true once an active owner is linked, without saying who', async () => {
    await sql(
      t,
      `insert into school_owner (user_id, school_id, role, is_active, created_at, updated_at)
      values (?, ?, 'owner', true, now(), now())`,
      [ownerId, ownedId],
    );
    await managedBecomes(true);
    const detail = await get(`/api/schools/slug/${ownedSlug}`).expect(200);
    expect(JSON.stringify(detail.body)).not.toContain(ownerId);
    expect(Object.keys(detail.body).filter((key) => /owner|user/i.test(key))).toEqual([]);
    const search = await get(`/api/schools?location=${tag}&limit=100`).expect(200);
    const free = search.body.schools.find((s: { name: string }) => s.name === FREE);
    expect(free.managed).toBe(false);
  });

  it('turns false again when the link is deactivated or the owner account is disabled', async () => {
    await sql(t, 'update school_owner set is_active = false where school_id = ?', [ownedId]);
    await managedBecomes(false);
    await sql(t, 'update school_owner set is_active = true where school_id = ?', [ownedId]);
    await managedBecomes(true);
    // A disabled account is ignored (app_user does not clear the cache: a school change brings it in at once).
    await sql(t, 'update app_user set is_active = false where id = ?', [ownerId]);
    await sql(t, 'update school set updated_at = updated_at where id = ?', [ownedId]);
    await managedBecomes(false);
  });
});
