import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { insertSyntheticSchools } from '../../src/modules/directory/adapters';
import { createTestApp, type TestApp } from '../support/test-app';

interface ListBody {
  schools: { id: number; name: string; city: string; address: string; isPremium: boolean }[];
  total: number;
  totalIsLowerBound: boolean;
}

/**
 * Counts stop at 1,000 matches (or ten pages past the asked page): a larger
 * result answers `total` = where counting stopped with `totalIsLowerBound`
 * (the page shows 'N+'), a smaller one the exact count. 1,800 synthetic
 * schools (a third in each of the three cities), no response cache.
 */
describe('directory: capped counts (GET /api/schools)', () => {
  let t: TestApp;
  const get = async (query: string): Promise<ListBody> =>
    (await request(t.app.getHttpServer()).get(`/api/schools?${query}`).expect(200)).body as ListBody;
  let active = 0;

  beforeAll(async () => {
    t = await createTestApp({ RESPONSE_CACHE_MB: '0' });
    const orm = t.app.get<MikroORM>(MikroORM);
    await orm.em.fork().transactional((em) => insertSyntheticSchools(em, 1800, { batchSize: 900 }));
    const [{ n }] = await orm.em.getConnection().execute(`select count(*)::int as n from school where is_active`);
    active = n;
  }, 120_000);
  afterAll(() => t.close());

  it('more than 1,000 matches: total 1,000, flagged as a lower bound', async () => {
    expect(active).toBeGreaterThan(1000);
    expect(await get('')).toMatchObject({ total: 1000, totalIsLowerBound: true });
    const city = await get('location=las%20vegas');
    expect(city).toMatchObject({ total: 1000, totalIsLowerBound: true });
    expect(city.schools).toHaveLength(12);
  });

  it('the count reaches ten pages past the asked page, then is exact once the end is near', async () => {
    // page 100 of 12: counting reaches 1,188 + 120 = 1,308 rows
    expect(await get('page=100')).toMatchObject({ total: 1308, totalIsLowerBound: true });
    const last = Math.ceil(active / 12);
    const end = await get(`page=${last}`);
    expect(end).toMatchObject({ total: active, totalIsLowerBound: false });
    expect(end.schools).toHaveLength(active - (last - 1) * 12);
  });

  it('fewer matches than the cap: the exact count', async () => {
    const few = await get('location=henderson&schoolTypes=Montessori');
    expect(few.totalIsLowerBound).toBe(false);
    expect(few.total).toBeLessThan(1000);
    const all = await get('location=henderson&schoolTypes=Montessori&limit=100');
    expect(all.schools.length).toBe(Math.min(100, few.total));
  });

  it('with `location`, fuzzy matches count only as far as the page links reach', async () => {
    // A typo of a city: no literal match, hundreds of fuzzy ones (the city, the Henderson neighborhood).
    expect(await get('location=hendersn')).toMatchObject({ total: 120, totalIsLowerBound: true });
    // Page 5 of 12: the links reach 48 + 120 = 168.
    const fifth = await get('location=hendersn&page=5');
    expect(fifth).toMatchObject({ total: 168, totalIsLowerBound: true });
    expect(fifth.schools).toHaveLength(12);
  });

  it('a city read in parts: premium first, every school in the city, pages never overlap', async () => {
    const seen = new Set<number>();
    let premiumDone = false;
    for (let page = 1; page <= 5; page++) {
      // Las Vegas and North Las Vegas: about 1,200 schools, past the cap, so read in parts.
      const body = await get(`location=las%20vegas&limit=50&page=${page}`);
      expect(body.totalIsLowerBound).toBe(true);
      for (const school of body.schools) {
        expect(seen.has(school.id)).toBe(false);
        seen.add(school.id);
        // Literal matches, or fuzzy ones (an address on a 'Vegas' street).
        expect(`${school.name} ${school.city} ${school.address}`).toMatch(/vegas/i);
        if (!school.isPremium) premiumDone = true;
        else expect(premiumDone).toBe(false);
      }
    }
    expect(seen.size).toBe(250);
  });
});
