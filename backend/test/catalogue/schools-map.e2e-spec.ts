import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import { School } from '../../src/modules/directory';
import { insertSyntheticSchools } from '../../src/modules/directory/adapters';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  demoSchool,
  insertCatalogue,
  neighborhoodProfile,
  newTag,
  type SchoolBody,
} from '../catalogue/catalogue-fixtures';

/** Above the map's cap of 2,000 markers (this file has its own database, so the rows stay here). */
const SYNTHETIC = 2100;
const CAP = 2000;

interface MapPoint {
  slug: string;
  name: string;
  lat: number;
  lng: number;
  isPremium: boolean;
  distanceMiles?: number;
}

describe('directory: GET /api/schools/map', () => {
  let t: TestApp;
  const tag = newTag();
  const HOOD = `Maphood ${tag}`;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);
  const CENTRE = 'lat=36.17&lng=-115.14';

  beforeAll(async () => {
    t = await createTestApp();
    const orm = t.app.get<MikroORM>(MikroORM);
    // Synthetic schools first: they pick neighborhoods from those that exist, and this file's must stay its own.
    await orm.em.fork().transactional((em) => insertSyntheticSchools(em, SYNTHETIC, { batchSize: 1000 }));
    await insertCatalogue(t.app, {
      neighborhoods: [neighborhoodProfile(HOOD)],
      schools: [
        demoSchool(`${tag} Map Alpha`, HOOD, { latitude: 36.2, longitude: -115.1, isPremium: true }),
        demoSchool(`${tag} Map Bravo`, HOOD, { latitude: 36.21, longitude: -115.11 }),
        demoSchool(`${tag} Map Charlie`, HOOD, { latitude: 36.3, longitude: -115.3 }),
        demoSchool(`${tag} Map Unpinned`, HOOD),
      ],
    });
    const em = orm.em.fork();
    const unpinned = await em.findOneOrFail(School, { name: `${tag} Map Unpinned` });
    unpinned.latitude = null;
    unpinned.longitude = null;
    await em.flush();
  }, 120_000);
  afterAll(() => t.close());

  it('caps the markers at 2,000 and says how many match', async () => {
    const res = await get('/api/schools/map').expect(200);
    // A page far enough that the list's count is exact (counts stop at 1,000, or ten pages past the page).
    const listed = await get('/api/schools?limit=100&page=30').expect(200);
    expect(listed.body.totalIsLowerBound).toBe(false);
    // Every match but the one without a pin.
    expect(res.body.total).toBe(listed.body.total - 1);
    expect(res.body.total).toBeGreaterThan(CAP);
    expect(res.body).toMatchObject({ capped: true, cap: CAP, centre: null });
    expect(res.body.points).toHaveLength(CAP);
    expect(new Set(res.body.points.map((p: MapPoint) => p.slug)).size).toBe(CAP);
  });

  it('sends light points, in the list order, without the cap when few match', async () => {
    const res = await get(`/api/schools/map?neighborhoods=${encodeURIComponent(HOOD)}`).expect(200);
    expect(res.body).toMatchObject({ total: 3, capped: false, cap: CAP, centre: null });
    expect(res.body.points).toEqual([
      { slug: expect.any(String), name: `${tag} Map Alpha`, lat: 36.2, lng: -115.1, isPremium: true },
      { slug: expect.any(String), name: `${tag} Map Bravo`, lat: 36.21, lng: -115.11, isPremium: false },
      { slug: expect.any(String), name: `${tag} Map Charlie`, lat: 36.3, lng: -115.3, isPremium: false },
    ]);
    const listed = await get(`/api/schools?neighborhoods=${encodeURIComponent(HOOD)}`).expect(200);
    expect(res.body.points.map((p: MapPoint) => p.slug)).toEqual(
      (listed.body.schools as SchoolBody[]).filter((s) => s.latitude !== null).map((s) => s.slug),
    );
  });

  it('nearest first with a centre: the 2,000 closest, each with its distance', async () => {
    const res = await get(`/api/schools/map?${CENTRE}&sort=distance`).expect(200);
    expect(res.body).toMatchObject({ capped: true, centre: { kind: 'coordinates' } });
    const distances = (res.body.points as MapPoint[]).map((p) => p.distanceMiles!);
    expect(distances).toHaveLength(CAP);
    expect(distances.every((d) => typeof d === 'number')).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    // Nothing left out is nearer than the farthest point sent.
    const farthest = distances[CAP - 1];
    const inside = await get(`/api/schools?${CENTRE}&sort=distance&limit=1&page=${CAP + 1}`).expect(200);
    expect(inside.body.schools[0].distanceMiles).toBeGreaterThanOrEqual(farthest);
  });

  it('a radius keeps only the schools within it', async () => {
    const res = await get(`/api/schools/map?lat=36.2&lng=-115.1&radius=1&sort=distance`).expect(200);
    const listed = await get(`/api/schools?lat=36.2&lng=-115.1&radius=1&sort=distance&limit=100`).expect(200);
    expect(res.body.capped).toBe(false);
    expect(res.body.total).toBe(listed.body.total);
    expect(res.body.points.map((p: MapPoint) => p.slug)).toEqual(listed.body.schools.map((s: SchoolBody) => s.slug));
    expect(res.body.points[0]).toMatchObject({ name: `${tag} Map Alpha`, distanceMiles: 0 });
    expect(res.body.points.every((p: MapPoint) => p.distanceMiles! <= 1)).toBe(true);
  });
});
