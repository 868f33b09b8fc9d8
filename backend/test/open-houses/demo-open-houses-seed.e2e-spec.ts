import { randomUUID } from 'node:crypto';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import {
  DEMO_OPEN_HOUSES,
  demoDay,
  seedDemoOpenHouses,
} from '../../src/modules/open-houses/seed/demo-open-houses.seeder';
import { toWallTime } from '../../src/modules/open-houses/domain/open-house-time';
import { createOrmConfig } from '../../src/shared/database';
import { ENTITIES } from '../../src/entities';

/**
 * The demo seed's open houses: one for each example premium school, three weeks ahead and later, on the
 * weekday and Las Vegas time it names; a second run adds none while they are still ahead, and a run after
 * they have passed adds new ones. This file has its own database copy (test/support/per-file-env.ts).
 */
describe('open houses: the demo seed', () => {
  let orm: MikroORM;
  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    orm.em.fork().getConnection().execute<T[]>(query, params);
  const seed = (now: Date) =>
    orm.em.fork().transactional((em) => seedDemoOpenHouses(em as EntityManager, DEMO_OPEN_HOUSES, now));

  beforeAll(async () => {
    orm = await MikroORM.init(createOrmConfig(process.env.DATABASE_URL!, ENTITIES));
    for (const [index, { schoolSlug }] of DEMO_OPEN_HOUSES.entries()) {
      // The first example school is not premium here: the seed leaves it alone.
      await sql(
        `insert into school (name, slug, address, city, zip_code, grades, school_type, is_premium, created_at, updated_at)
         values (?, ?, '600 Example Way', 'Las Vegas', '89101', 'K-8', 'Montessori', ?, now(), now())`,
        [`Seed Test ${randomUUID()}`, schoolSlug, index > 0],
      );
    }
  });
  afterAll(() => orm.close());

  it('counts a day from Las Vegas, moved on to the weekday asked for', () => {
    // 2026-11-28 05:00 UTC is still Friday the 27th in Las Vegas.
    expect(demoDay(new Date('2026-11-28T05:00:00Z'), 21, 6)).toBe('2026-12-19');
    expect(demoDay(new Date('2026-11-28T20:00:00Z'), 21, 6)).toBe('2026-12-19');
    expect(demoDay(new Date('2026-11-28T20:00:00Z'), 23, 2)).toBe('2026-12-22');
  });

  it('adds one per example premium school, once, and again after they have passed', async () => {
    const now = new Date('2026-11-28T20:00:00Z');
    expect(await seed(now)).toBe('3 created (1 schools already have one coming up or are not listed)');
    const rows = await sql<{ slug: string; starts_at: string; format: string; location: string | null }>(
      `select s.slug, o.starts_at, o.format, o.location from open_house o join school s on s.id = o.school_id
        where o.status = 'scheduled' order by s.slug`,
    );
    expect(rows.map((row) => row.slug)).toEqual(
      DEMO_OPEN_HOUSES.slice(1)
        .map((each) => each.schoolSlug)
        .sort(),
    );
    for (const row of rows) {
      const demo = DEMO_OPEN_HOUSES.find((each) => each.schoolSlug === row.slug)!;
      expect(toWallTime(new Date(row.starts_at))).toBe(`${demoDay(now, demo.daysAhead, demo.weekday)}T${demo.time}`);
      expect(new Date(row.starts_at).getTime() - now.getTime()).toBeGreaterThan(20 * 86_400_000);
      expect(row.location).toBe(demo.details.location);
    }

    expect(await seed(new Date('2026-11-29T20:00:00Z'))).toMatch(/^0 created/);
    expect(await seed(new Date('2027-02-01T20:00:00Z'))).toMatch(/^3 created/);
  });
});
