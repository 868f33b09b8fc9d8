import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { signInAs, type Session } from '../moderation/moderation-fixtures';
import {
  demoSchool,
  insertCatalogue,
  neighborhoodProfile,
  newTag,
  type SchoolBody,
} from '../catalogue/catalogue-fixtures';

/**
 * Issue 35, "Near means near": the gazetteer of valley places (seeded communities, the operator's
 * additions), nearest first once a place is set, religious families, and the keyless map's tiles.
 */
const tag = newTag();
const HOOD = `Nearhood ${tag}`;
const name = (label: string) => `${tag} ${label}`;
const NEAR = name('Near Skye');
const MIDDLE = name('Middle Premium');
const FAR = name('Far Premium');
const KOSHER = name('Plain Jewish');
const CONSERVATIVE = name('Conservative Jewish');

describe('directory: near means near (issue 35)', () => {
  let t: TestApp;
  let admin: Session;
  let parent: Session;
  const server = () => t.app.getHttpServer();
  const get = (path: string) => request(server()).get(path);
  const names = (schools: SchoolBody[]) => schools.map((s) => s.name);
  const scoped = (query: string) => `/api/schools?neighborhoods=${encodeURIComponent(HOOD)}&limit=100&${query}`;
  const post = (session: Session, body: object) =>
    request(server())
      .post('/api/admin/places')
      .set('Cookie', session.cookie)
      .set('X-CSRF-Token', session.csrf)
      .send(body);

  beforeAll(async () => {
    t = await createTestApp();
    await insertCatalogue(t.app, {
      neighborhoods: [neighborhoodProfile(HOOD)],
      schools: [
        // Skye Canyon's centre is 36.312, -115.304 (the seeded gazetteer).
        demoSchool(NEAR, HOOD, { latitude: 36.31, longitude: -115.3 }),
        demoSchool(MIDDLE, HOOD, { latitude: 36.25, longitude: -115.25, isPremium: true }),
        demoSchool(FAR, HOOD, { latitude: 36.0, longitude: -115.1, isPremium: true, religiousAffiliation: 'Jewish' }),
        demoSchool(KOSHER, HOOD, { latitude: 36.1, longitude: -115.2, religiousAffiliation: 'Jewish' }),
        demoSchool(CONSERVATIVE, HOOD, {
          latitude: 36.1,
          longitude: -115.2,
          religiousAffiliation: 'Jewish (Conservative)',
        }),
      ],
    });
    admin = await signInAs(t, 'admin');
    parent = await signInAs(t, 'user');
  });
  afterAll(() => t.close());

  describe('the gazetteer', () => {
    it('knows the communities of the valley a parent names, each with a centre in the valley', async () => {
      const { body } = await get('/api/places').expect(200);
      const places = body.places as { id: number; name: string; lat: number; lng: number }[];
      const known = places.map((place) => place.name);
      for (const community of [
        'Centennial Hills',
        "Mountain's Edge",
        'Aliante',
        'Skye Canyon',
        'Boulder City',
        'Summerlin',
        'Henderson',
        'Inspirada',
        'Southern Highlands',
      ])
        expect(known).toContain(community);
      // By name.
      expect(known.indexOf('Aliante')).toBeLessThan(known.indexOf('Centennial Hills'));
      expect(known.indexOf('Centennial Hills')).toBeLessThan(known.indexOf('Skye Canyon'));
      for (const place of places) {
        expect(place.lat).toBeGreaterThanOrEqual(35.85);
        expect(place.lat).toBeLessThanOrEqual(36.45);
        expect(place.lng).toBeGreaterThanOrEqual(-115.45);
        expect(place.lng).toBeLessThanOrEqual(-114.85);
      }
    });

    it.each([
      ['Skye Canyon', 'Skye Canyon'],
      ['skye canyon, NV', 'Skye Canyon'],
      ['Mountains Edge', "Mountain's Edge"],
      ['CENTENNIAL HILLS', 'Centennial Hills'],
      ['Boulder City', 'Boulder City'],
    ])('near=%s searches around the place %s, nearest first, with distances', async (near, label) => {
      const { body } = await get(scoped(`near=${encodeURIComponent(near)}`)).expect(200);
      expect(body.centre).toMatchObject({ label, kind: 'place' });
      const distances = (body.schools as SchoolBody[]).map((s) => s.distanceMiles as number);
      expect(distances.every((d) => typeof d === 'number')).toBe(true);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });

    it('a place set: nearest first by default, premium schools not pinned above nearer ones', async () => {
      const { body } = await get(scoped('near=Skye%20Canyon')).expect(200);
      expect(names(body.schools)[0]).toBe(NEAR);
      expect(names(body.schools).indexOf(MIDDLE)).toBeLessThan(names(body.schools).indexOf(FAR));
      // Within a radius too, and the map's points in the same order.
      const within = await get(scoped('near=Skye%20Canyon&radius=10')).expect(200);
      expect(names(within.body.schools)).toEqual([NEAR, MIDDLE]);
      const map = await get(`/api/schools/map?neighborhoods=${encodeURIComponent(HOOD)}&near=Skye%20Canyon`).expect(
        200,
      );
      expect(map.body.points.map((p: { name: string }) => p.name)[0]).toBe(NEAR);
      // Asked for, the premium-first order is still there.
      const best = await get(scoped('near=Skye%20Canyon&sort=best')).expect(200);
      expect(names(best.body.schools).slice(0, 2).sort()).toEqual([FAR, MIDDLE].sort());
    });

    it('a place it does not know answers 400 with the message the page shows beside the list of places', async () => {
      const res = await get('/api/schools?near=Atlantis%20Heights').expect(400);
      expect(res.body.message).toBe('Enter a ZIP code or place in the Las Vegas valley');
    });
  });

  describe("the operator's additions", () => {
    it('an admin adds a place, searches find it at once, and removing it forgets it', async () => {
      const place = `Tulehill ${tag}`;
      await get(`/api/schools?near=${encodeURIComponent(place)}`).expect(400);
      const created = await post(admin, { name: ` ${place} `, latitude: 36.3, longitude: -115.29 }).expect(201);
      expect(created.body).toMatchObject({ name: place, lat: 36.3, lng: -115.29 });
      const found = await get(scoped(`near=${encodeURIComponent(place.toLowerCase())}`)).expect(200);
      expect(found.body.centre).toEqual({ lat: 36.3, lng: -115.29, label: place, kind: 'place' });
      expect((await get('/api/places').expect(200)).body.places.map((p: { name: string }) => p.name)).toContain(place);
      // A second place of the same name is refused, whatever its case.
      const again = await post(admin, { name: place.toUpperCase(), latitude: 36.2, longitude: -115.2 }).expect(409);
      expect(again.body.message).toBe('A place with this name is already known');

      await request(server())
        .delete(`/api/admin/places/${created.body.id}`)
        .set('Cookie', admin.cookie)
        .set('X-CSRF-Token', admin.csrf)
        .expect(204);
      await get(`/api/schools?near=${encodeURIComponent(place)}`).expect(400);
      // The admin's own list is never cached: the place is gone from it at once.
      const adminList = await request(server()).get('/api/admin/places').set('Cookie', admin.cookie).expect(200);
      expect(adminList.headers['cache-control'] ?? '').not.toMatch(/max-age=[1-9]/);
      expect(adminList.body.places.map((p: { name: string }) => p.name)).not.toContain(place);
    });

    it.each([
      [
        { name: 'Reno Heights', latitude: 39.5, longitude: -119.8 },
        'latitude',
        'Latitude must be within the Las Vegas valley (35.85 to 36.45)',
      ],
      [
        { name: 'Eastside', latitude: 36.1, longitude: -114.5 },
        'longitude',
        'Longitude must be within the Las Vegas valley (-115.45 to -114.85)',
      ],
      [{ name: '89117', latitude: 36.1, longitude: -115.2 }, 'name', expect.stringContaining('not a ZIP code')],
      [{ name: '', latitude: 36.1, longitude: -115.2 }, 'name', expect.stringContaining('Place name must be')],
      [{ name: 'Somewhere', latitude: 'north', longitude: -115.2 }, 'latitude', 'Latitude must be a number'],
    ])('refuses %j with the field named, adding nothing', async (body, field, message) => {
      const before = (await get('/api/places').expect(200)).body.places.length;
      const res = await post(admin, body).expect(400);
      expect(res.body.errors?.[field]).toEqual([message]);
      expect((await get('/api/places').expect(200)).body.places.length).toBe(before);
    });

    it('only admins change the gazetteer', async () => {
      await request(server())
        .post('/api/admin/places')
        .send({ name: 'Nowhere', latitude: 36.1, longitude: -115.2 })
        .expect(401);
      await post(parent, { name: `Nowhere ${tag}`, latitude: 36.1, longitude: -115.2 }).expect(403);
      await request(server())
        .delete('/api/admin/places/1')
        .set('Cookie', parent.cookie)
        .set('X-CSRF-Token', parent.csrf)
        .expect(403);
    });
  });

  describe('religious affiliations by family', () => {
    it('the family finds its denominations; a denomination only itself', async () => {
      const family = await get(scoped('religiousAffiliation=Jewish')).expect(200);
      expect(names(family.body.schools).sort()).toEqual([CONSERVATIVE, FAR, KOSHER].sort());
      const one = await get(scoped(`religiousAffiliation=${encodeURIComponent('Jewish (Conservative)')}`)).expect(200);
      expect(names(one.body.schools)).toEqual([CONSERVATIVE]);
    });

    it('the facets group each family with its denominations, counting the whole family', async () => {
      const { body } = await get('/api/schools/facets').expect(200);
      const groups = body.religiousAffiliationGroups as {
        value: string;
        count: number;
        denominations: { value: string; count: number }[];
      }[];
      const jewish = groups.find((group) => group.value === 'Jewish')!;
      const flat = body.religiousAffiliations as { value: string; count: number }[];
      const member = (value: string) => flat.find((facet) => facet.value === value)?.count ?? 0;
      expect(jewish.denominations.map((d) => d.value)).toContain('Jewish (Conservative)');
      expect(jewish.count).toBe(
        flat.filter((f) => f.value === 'Jewish' || f.value.startsWith('Jewish (')).reduce((sum, f) => sum + f.count, 0),
      );
      expect(jewish.denominations.find((d) => d.value === 'Jewish (Conservative)')!.count).toBe(
        member('Jewish (Conservative)'),
      );
      // No denomination is a group of its own.
      expect(groups.map((group) => group.value)).not.toContain('Jewish (Conservative)');
    });
  });

  describe('the keyless map', () => {
    it('has no tile source unless one is configured', async () => {
      expect((await get('/api/map-tiles').expect(200)).body).toEqual({ styleUrl: null });
    });

    it('serves the configured style and lets the page fetch from its origin', async () => {
      const other = await createTestApp({ MAP_TILES_STYLE_URL: 'https://tiles.example.org/styles/valley.json' });
      try {
        const res = await request(other.app.getHttpServer()).get('/api/map-tiles').expect(200);
        expect(res.body).toEqual({ styleUrl: 'https://tiles.example.org/styles/valley.json' });
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toMatch(/connect-src [^;]*https:\/\/tiles\.example\.org/);
      } finally {
        await other.close();
      }
    });
  });
});
