import { randomUUID } from 'node:crypto';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { seedNeighborhoods } from '../../src/modules/neighborhoods/adapters';
import { schoolsSeeder } from '../../src/modules/directory/seed/schools.seeder';
import { RETIRED_DEMO_SCHOOL_NAMES } from '../../src/modules/directory/seed/retired-demo-schools';
import { SYNTHETIC_SLUG_PREFIX } from '../../src/modules/directory/seed/synthetic-schools';
import { createOrmConfig } from '../../src/shared/database';
import { ENTITIES } from '../../src/entities';
import { demoSchool, neighborhoodProfile, newTag } from './catalogue-fixtures';

/**
 * The schools seeder deletes the invented demo schools an earlier seed shipped
 * (RETIRED_DEMO_SCHOOL_NAMES) only while they are pristine demo records, and
 * names in its summary every one it keeps because something refers to it.
 * This file has its own database copy (test/support/per-file-env.ts), so it
 * can use the real retired names.
 */
const tag = newTag();
const HOOD = `Retired Demo Hood ${tag}`;
const CURRENT = `${tag} Current Demo School`;
const UNRELATED = `${tag} Unrelated School`;

const PRISTINE = ['Red Rock Montessori Academy', 'Sandstone Classical Academy'];
const OWNED = 'Keystone Learning Academy';
const CLAIMED_BY_NAME = 'Juniper Hall School for Girls';
const PREMIUM_SUBSCRIBED = 'Launchpad STEM School';
const PENDING_CHANGE = 'Neon Canvas Arts Academy';
const KEPT_SUMMARY =
  '4 kept because they are in use: Juniper Hall School for Girls (claim); Keystone Learning Academy (owner); ' +
  'Launchpad STEM School (premium, subscription); Neon Canvas Arts Academy (pending change)';

describe('catalogue: the seed removes retired demo schools that are still pristine', () => {
  let orm: MikroORM;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);

  async function insertSchool(name: string, options: { premium?: boolean; slug?: string } = {}): Promise<number> {
    const [row] = await sql<{ id: number }>(
      `insert into school (name, slug, address, city, zip_code, grades, school_type, is_premium, created_at, updated_at)
       values (?, ?, '1 Old Demo Way', 'Las Vegas', '89101', 'K-8', 'Montessori', ?, now(), now()) returning id`,
      [name, options.slug ?? `retired-test-${randomUUID()}`, options.premium ?? false],
    );
    return row.id;
  }

  const seed = (data = [demoSchool(CURRENT, HOOD)], retired?: readonly string[]) =>
    orm.em.fork().transactional((em) => schoolsSeeder(data, retired).run(em as EntityManager, []));

  const schoolNames = async () =>
    (await sql<{ name: string }>('select name from school order by name')).map((row) => row.name);

  beforeAll(async () => {
    orm = await MikroORM.init(createOrmConfig(process.env.DATABASE_URL!, ENTITIES));
    await orm.em.fork().transactional((em) => seedNeighborhoods(em as EntityManager, [neighborhoodProfile(HOOD)]));

    for (const name of PRISTINE) await insertSchool(name);
    await insertSchool(UNRELATED);
    // A generated school that happens to carry a retired name is never the seed's to delete.
    await insertSchool(PRISTINE[0], { slug: `${SYNTHETIC_SLUG_PREFIX}${randomUUID()}` });

    const ownedId = await insertSchool(OWNED);
    const userId = randomUUID();
    await sql(
      `insert into app_user (id, email, role, created_at, updated_at) values (?, ?, 'school_admin', now(), now())`,
      [userId, `owner-${tag}@example.com`],
    );
    await sql(`insert into school_owner (user_id, school_id, created_at, updated_at) values (?, ?, now(), now())`, [
      userId,
      ownedId,
    ]);

    // A claim that has not been approved yet names the school but has no school id.
    await insertSchool(CLAIMED_BY_NAME);
    await sql(
      `insert into school_claim_request (school_name, first_name, last_name, email, phone, position, message, created_at, updated_at)
       values (?, 'Cara', 'Claimant', ?, '(702) 555-0100', 'Principal', 'Please', now(), now())`,
      [CLAIMED_BY_NAME.toUpperCase(), `claim-${tag}@example.com`],
    );

    const premiumId = await insertSchool(PREMIUM_SUBSCRIBED, { premium: true });
    await sql(`insert into school_subscription (school_id, created_at, updated_at) values (?, now(), now())`, [
      premiumId,
    ]);

    const changedId = await insertSchool(PENDING_CHANGE);
    await sql(
      `insert into pending_school_change (school_id, change_type, change_data, created_at, updated_at)
       values (?, 'profile', '{}'::jsonb, now(), now())`,
      [changedId],
    );
  });

  afterAll(() => orm.close(true));

  it('retires the thirty old invented names, including the ones used here', () => {
    expect(RETIRED_DEMO_SCHOOL_NAMES).toHaveLength(30);
    for (const name of [...PRISTINE, OWNED, CLAIMED_BY_NAME, PREMIUM_SUBSCRIBED, PENDING_CHANGE])
      expect(RETIRED_DEMO_SCHOOL_NAMES).toContain(name);
  });

  it('deletes the pristine ones, keeps the ones in use and says which and why', async () => {
    const summary = await seed();
    expect(summary).toBe(
      `1 schools, 0 premium (1 created, 0 refreshed); 2 retired demo schools removed, ${KEPT_SUMMARY}`,
    );
    const names = await schoolNames();
    for (const name of PRISTINE.slice(1)) expect(names).not.toContain(name);
    expect(names.filter((name) => name === PRISTINE[0])).toHaveLength(1); // only the synthetic one is left
    for (const name of [OWNED, CLAIMED_BY_NAME, PREMIUM_SUBSCRIBED, PENDING_CHANGE, UNRELATED, CURRENT])
      expect(names).toContain(name);
    const [synthetic] = await sql<{ slug: string }>('select slug from school where name = ?', [PRISTINE[0]]);
    expect(synthetic.slug.startsWith(SYNTHETIC_SLUG_PREFIX)).toBe(true);
  });

  it('is idempotent: a second run removes nothing and reports the same kept schools', async () => {
    const before = await schoolNames();
    const summary = await seed();
    expect(summary).toBe(
      `1 schools, 0 premium (0 created, 1 refreshed); 0 retired demo schools removed, ${KEPT_SUMMARY}`,
    );
    expect(await schoolNames()).toEqual(before);
  });

  it('never deletes a retired name that the current demo data uses again', async () => {
    await insertSchool(PRISTINE[1]);
    const summary = await seed([demoSchool(CURRENT, HOOD), demoSchool(PRISTINE[1], HOOD)], [PRISTINE[1]]);
    expect(summary).toBe('2 schools, 0 premium (0 created, 2 refreshed); 0 retired demo schools removed');
    expect(await schoolNames()).toContain(PRISTINE[1]);
  });
});
