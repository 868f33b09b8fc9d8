import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import request from 'supertest';
import { TableChangeFeed } from '../../src/shared/database';
import { PlaceCentres } from '../../src/modules/catalogue/application/ports/place-centres';
import { School } from '../../src/modules/directory';
import { EARTH_RADIUS_METRES, METRES_PER_MILE, distanceMiles } from '../../src/modules/catalogue/domain/search-centre';
import { VALLEY_ZIP_CENTROIDS } from '../../src/modules/directory/domain/valley-zip-centroids';
import { createTestApp, type TestApp } from '../support/test-app';
import { eventually } from '../support/eventually';
import {
  demoSchool,
  insertCatalogue,
  neighborhoodProfile,
  newTag,
  setSchoolActive,
  type SchoolBody,
} from '../catalogue/catalogue-fixtures';

/**
 * Near me, the list orders and the extra filters (issue 19) on fixtures whose
 * positions are known: all in one neighborhood of this file, so
 * `neighborhoods=<it>` scopes every answer to them.
 */
const tag = newTag();
const HOOD = `Geohood ${tag}`;
const CITY = `Twinville ${tag}`;
const F1 = `${tag}-robotics`;
const F2 = `${tag}-chess`;

const ORIGIN = { latitude: 36.1, longitude: -115.2 };
const degrees = (miles: number) => ((miles * METRES_PER_MILE) / EARTH_RADIUS_METRES) * (180 / Math.PI);
/** Stored coordinates have 8 decimals; these round toward or away from the origin on purpose. */
const down8 = (value: number) => Math.floor(value * 1e8) / 1e8;
/** Due north of the origin: the arc is exactly radius × angle. 5 miles, rounded in / one step out. */
const EDGE_IN = down8(ORIGIN.latitude + degrees(5));
const EDGE_OUT = Number((EDGE_IN + 2e-8).toFixed(8));
/** East and west along the origin's parallel, a little under the named miles. */
const east = (miles: number) =>
  Number((ORIGIN.longitude + degrees(miles) / Math.cos((ORIGIN.latitude * Math.PI) / 180)).toFixed(8));

const name = (label: string) => `${tag} ${label}`;
const ALPHA = name('Alpha Three East');
const BRAVO = name('Bravo Edge Out');
const CHARLIE = name('Charlie Far South');
const DELTA = name('Delta Edge In');
const ECHO = name('Echo Origin');
const FOXTROT = name('Foxtrot No Pin');
const GOLF = name('Golf Closed');
const HOTEL = name('Hotel Twin');
const INDIA = name('India Twin');

const POSITIONS: Record<string, { latitude: number; longitude: number }> = {
  [ALPHA]: { latitude: ORIGIN.latitude, longitude: east(3) },
  [BRAVO]: { latitude: EDGE_OUT, longitude: ORIGIN.longitude },
  [CHARLIE]: { latitude: Number((ORIGIN.latitude - degrees(20)).toFixed(8)), longitude: ORIGIN.longitude },
  [DELTA]: { latitude: EDGE_IN, longitude: ORIGIN.longitude },
  [ECHO]: ORIGIN,
  [GOLF]: ORIGIN,
  [HOTEL]: { latitude: ORIGIN.latitude, longitude: east(-0.9) },
  [INDIA]: { latitude: ORIGIN.latitude, longitude: east(-0.9) },
};

describe('directory: near me, orders and extra filters', () => {
  let t: TestApp;
  const slugs = new Map<string, string>();
  const get = (path: string) => request(t.app.getHttpServer()).get(path);
  const scoped = (query: string) => `/api/schools?neighborhoods=${encodeURIComponent(HOOD)}&limit=100&${query}`;
  const names = (schools: SchoolBody[]) => schools.map((s) => s.name);
  const list = async (query: string) =>
    (await get(scoped(query)).expect(200)).body as {
      schools: SchoolBody[];
      total: number;
      centre: unknown;
    };
  const atOrigin = `lat=${ORIGIN.latitude}&lng=${ORIGIN.longitude}`;

  beforeAll(async () => {
    t = await createTestApp();
    await insertCatalogue(t.app, {
      neighborhoods: [neighborhoodProfile(HOOD)],
      schools: [
        demoSchool(ALPHA, HOOD, { ...POSITIONS[ALPHA], religiousAffiliation: 'Jewish' }),
        demoSchool(BRAVO, HOOD, { ...POSITIONS[BRAVO], tuitionMin: 10000, tuitionMax: 10000 }),
        demoSchool(CHARLIE, HOOD, { ...POSITIONS[CHARLIE], tuitionMin: 15000, isPremium: true }),
        demoSchool(DELTA, HOOD, { ...POSITIONS[DELTA], tuitionMin: 8000, tuitionMax: 20000 }),
        demoSchool(ECHO, HOOD, {
          ...ORIGIN,
          tuitionMin: 10000,
          tuitionMax: 12000,
          features: [F1, F2],
          religiousAffiliation: 'Catholic',
        }),
        demoSchool(FOXTROT, HOOD),
        demoSchool(GOLF, HOOD, { ...ORIGIN, religiousAffiliation: 'Catholic', features: [F1] }),
        demoSchool(HOTEL, HOOD, {
          ...POSITIONS[HOTEL],
          city: CITY,
          tuitionMin: 9000,
          tuitionMax: 9000,
          features: [F1],
        }),
        demoSchool(INDIA, HOOD, { ...POSITIONS[INDIA], city: CITY, tuitionMin: 9000, tuitionMax: 9000 }),
      ],
    });
    await setSchoolActive(t.app, GOLF, false);
    const em = t.app.get<MikroORM>(MikroORM).em.fork();
    const foxtrot = await em.findOneOrFail(School, { name: FOXTROT });
    foxtrot.latitude = null;
    foxtrot.longitude = null;
    await em.flush();
    for (const school of await em.find(School, { name: { $like: `${tag}%` } })) slugs.set(school.name, school.slug);
  });
  afterAll(() => t.close());

  it('places its boundary fixtures where it means to', () => {
    expect(distanceMiles(ORIGIN, POSITIONS[DELTA])).toBeLessThanOrEqual(5);
    expect(distanceMiles(ORIGIN, POSITIONS[BRAVO])).toBeGreaterThan(5);
    // One stored step (1e-8 degree, about a millimetre) apart, either side of 5 miles.
    expect((distanceMiles(ORIGIN, POSITIONS[BRAVO]) - 5) * METRES_PER_MILE).toBeLessThan(0.003);
  });

  describe('radius around coordinates', () => {
    it('5 miles: the schools within, each with its distance; the boundary counts as within', async () => {
      const body = await list(`${atOrigin}&radius=5&sort=distance`);
      expect(names(body.schools)).toEqual([ECHO, HOTEL, INDIA, ALPHA, DELTA]);
      expect(body.total).toBe(5);
      expect(body.schools.map((s) => s.distanceMiles)).toEqual([0, 0.9, 0.9, 3, 5]);
      expect(body.centre).toEqual({ lat: 36.1, lng: -115.2, label: 'your location', kind: 'coordinates' });
    });

    it('distances match the great-circle distance of the stored coordinates', async () => {
      const body = await list(atOrigin);
      for (const school of body.schools) {
        const position = POSITIONS[school.name];
        if (!position) continue;
        expect(school.distanceMiles).toBe(Math.round(distanceMiles(ORIGIN, position) * 10) / 10);
      }
    });

    it.each([
      [1, [ECHO, HOTEL, INDIA]],
      [3, [ECHO, HOTEL, INDIA]],
      [10, [ECHO, HOTEL, INDIA, ALPHA, DELTA, BRAVO]],
      [25, [ECHO, HOTEL, INDIA, ALPHA, DELTA, BRAVO, CHARLIE]],
      [50, [ECHO, HOTEL, INDIA, ALPHA, DELTA, BRAVO, CHARLIE]],
    ])('%i miles', async (radius, expected) => {
      const body = await list(`${atOrigin}&radius=${radius}&sort=distance`);
      expect(names(body.schools)).toEqual(expected);
      expect(body.total).toBe(expected.length);
    });

    it('without a radius, a centre only adds distances (null without a pin); inactive schools never', async () => {
      const body = await list(atOrigin);
      expect(body.total).toBe(8);
      expect(names(body.schools)).not.toContain(GOLF);
      expect(body.schools.find((s) => s.name === FOXTROT)!.distanceMiles).toBeNull();
      const withoutCentre = await list('');
      expect(withoutCentre.centre).toBeNull();
      expect(withoutCentre.schools.every((s) => !('distanceMiles' in s))).toBe(true);
    });
  });

  describe('orders', () => {
    const ORDERS: [string, string[]][] = [
      ['best', [CHARLIE, ALPHA, BRAVO, DELTA, ECHO, FOXTROT, HOTEL, INDIA]],
      ['distance', [ECHO, HOTEL, INDIA, ALPHA, DELTA, BRAVO, CHARLIE, FOXTROT]],
      ['tuition_asc', [DELTA, HOTEL, INDIA, BRAVO, ECHO, CHARLIE, ALPHA, FOXTROT]],
      ['tuition_desc', [DELTA, CHARLIE, ECHO, BRAVO, HOTEL, INDIA, ALPHA, FOXTROT]],
      ['name', [ALPHA, BRAVO, CHARLIE, DELTA, ECHO, FOXTROT, HOTEL, INDIA]],
    ];

    it.each(ORDERS)('%s', async (sort, expected) => {
      expect(names((await list(`${atOrigin}&sort=${sort}`)).schools)).toEqual(expected);
    });

    it('with a centre, nearest first is the default (issue 35: near means near); without one, best', async () => {
      // Without the rule the premium school 20 miles away came first.
      expect(names((await list(atOrigin)).schools)).toEqual(ORDERS[1][1]);
      expect(names((await list('near=89117')).schools)[0]).not.toBe(CHARLIE);
      expect(names((await list('')).schools)).toEqual(ORDERS[0][1]);
      expect(names((await list('sort=name')).schools)[0]).toBe(ALPHA);
    });

    it.each(ORDERS)('%s: pages of 3 never repeat or skip a school', async (sort, expected) => {
      const seen: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const res = await get(
          `/api/schools?neighborhoods=${encodeURIComponent(HOOD)}&${atOrigin}&sort=${sort}&limit=3&page=${page}`,
        ).expect(200);
        expect(res.body.total).toBe(expected.length);
        seen.push(...names(res.body.schools));
      }
      expect(seen).toEqual(expected);
    });

    it('by distance within a radius, paged', async () => {
      const pages: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await get(
          `/api/schools?neighborhoods=${encodeURIComponent(HOOD)}&${atOrigin}&radius=10&sort=distance&limit=2&page=${page}`,
        ).expect(200);
        expect(res.body.total).toBe(6);
        pages.push(...names(res.body.schools));
      }
      expect(pages).toEqual([ECHO, HOTEL, INDIA, ALPHA, DELTA, BRAVO]);
    });
  });

  describe('near: a ZIP, a neighborhood or a city of the valley', () => {
    it('a ZIP code: its Census centre, and distances from it', async () => {
      const [latitude, longitude] = VALLEY_ZIP_CENTROIDS['89117'];
      for (const near of ['89117', '89117-4321', ' 89117 ']) {
        const body = await list(`near=${encodeURIComponent(near)}`);
        expect(body.centre).toEqual({ lat: latitude, lng: longitude, label: '89117', kind: 'zip' });
        for (const school of body.schools) {
          const position = POSITIONS[school.name];
          if (position)
            expect(school.distanceMiles).toBe(Math.round(distanceMiles({ latitude, longitude }, position) * 10) / 10);
        }
      }
    });

    it('a neighborhood: the mean position of its active pinned schools, named as stored', async () => {
      const pinned = [ALPHA, BRAVO, CHARLIE, DELTA, ECHO, HOTEL, INDIA].map((n) => POSITIONS[n]);
      const mean = (key: 'latitude' | 'longitude') => pinned.reduce((sum, p) => sum + p[key], 0) / pinned.length;
      const body = await list(`near=${encodeURIComponent(HOOD.toUpperCase())}`);
      expect(body.centre).toEqual({
        lat: expect.any(Number),
        lng: expect.any(Number),
        label: HOOD,
        kind: 'neighborhood',
      });
      const centre = body.centre as { lat: number; lng: number };
      expect(centre.lat).toBeCloseTo(mean('latitude'), 8);
      expect(centre.lng).toBeCloseTo(mean('longitude'), 8);
    });

    it('a city: the mean position of its active pinned schools; ", NV" is allowed', async () => {
      const body = await list(`near=${encodeURIComponent(`${CITY.toLowerCase()}, NV`)}&radius=1&sort=distance`);
      expect(body.centre).toEqual({
        lat: POSITIONS[HOTEL].latitude,
        lng: POSITIONS[HOTEL].longitude,
        label: CITY,
        kind: 'city',
      });
      expect(names(body.schools)).toEqual([HOTEL, INDIA, ECHO]);
      expect(body.schools.map((s) => s.distanceMiles)).toEqual([0, 0, 0.9]);
    });

    it('the same centre on the map and the shortlist', async () => {
      const map = await get(`/api/schools/map?near=89117&neighborhoods=${encodeURIComponent(HOOD)}`).expect(200);
      expect(map.body.centre).toMatchObject({ label: '89117', kind: 'zip' });
      const shortlist = await get(`/api/schools/by-slugs?slugs=${slugs.get(ECHO)}&near=${encodeURIComponent(HOOD)}`);
      expect(shortlist.body.centre).toMatchObject({ label: HOOD, kind: 'neighborhood' });
    });
  });

  describe('bad centres, radii and orders answer 400 with a clear message, never a 500', () => {
    const OUTSIDE = 'Enter a ZIP code or place in the Las Vegas valley';
    it.each([
      ['near=Reno', OUTSIDE],
      ['near=90210', OUTSIDE],
      ['near=89125', OUTSIDE],
      [`near=${encodeURIComponent("'; drop table school; --")}`, OUTSIDE],
      ['lat=34.05&lng=-118.24', OUTSIDE],
      ['lat=0&lng=0&radius=5', OUTSIDE],
      ['lat=91&lng=-115.2', 'lat must be a number from -90 to 90'],
      ['lat=abc&lng=-115.2', 'lat must be a number from -90 to 90'],
      ['lat=36.1&lng=-181', 'lng must be a number from -180 to 180'],
      ['lat=36.1', 'lat and lng go together: give both or neither'],
      ['lng=-115.2&sort=distance', 'lat and lng go together: give both or neither'],
      ['near=89117&lat=36.1&lng=-115.2', 'Give either near or lat and lng, not both'],
      ['near=89117&radius=7', 'Radius must be one of 1, 3, 5, 10, 25 or 50 miles'],
      ['near=89117&radius=5.5', 'Radius must be one of 1, 3, 5, 10, 25 or 50 miles'],
      ['near=89117&radius=five', 'Radius must be one of 1, 3, 5, 10, 25 or 50 miles'],
      ['radius=5', 'A radius needs a centre: near, or lat and lng'],
      ['sort=distance', 'Sorting by distance needs a centre: near, or lat and lng'],
      ['sort=closest', 'sort must be one of best, distance, tuition_asc, tuition_desc, rating, name'],
      ['sort=name&sort=best', 'sort must be one of best, distance, tuition_asc, tuition_desc, rating, name'],
      [`near=${'x'.repeat(101)}`, 'near must be at most 100 characters'],
      ['near=89117&near=89118', 'near must be a single text value'],
    ])('%s', async (query, message) => {
      for (const path of ['/api/schools', '/api/schools/map']) {
        const res = await get(`${path}?${query}`).expect(400);
        expect(res.body).toMatchObject({ statusCode: 400, message });
      }
    });
  });

  describe('features and religious affiliation', () => {
    it('features: a school must have every one asked', async () => {
      expect(names((await list(`features=${F1}`)).schools).sort()).toEqual([ECHO, HOTEL].sort());
      expect(names((await list(`features=${F1}&features=${F2}`)).schools)).toEqual([ECHO]);
    });

    it('religiousAffiliation: any of them', async () => {
      expect(names((await list('religiousAffiliation=Catholic')).schools)).toEqual([ECHO]);
      expect(names((await list('religiousAffiliation=Catholic&religiousAffiliation=Jewish')).schools)).toEqual([
        ALPHA,
        ECHO,
      ]);
      expect((await list('religiousAffiliation=Buddhist')).total).toBe(0);
    });

    it('the facets list the values with their active schools', async () => {
      const res = await get('/api/schools/facets').expect(200);
      expect(res.body.features).toEqual(
        expect.arrayContaining([
          { value: F1, count: 2 },
          { value: F2, count: 1 },
        ]),
      );
      expect(res.body.religiousAffiliations).toEqual(
        expect.arrayContaining([
          { value: 'Catholic', count: 1 },
          { value: 'Jewish', count: 1 },
        ]),
      );
      expect(res.body.cities).toEqual(expect.arrayContaining([{ value: CITY, count: 2 }]));
      for (const facet of [res.body.features, res.body.religiousAffiliations, res.body.cities] as {
        count: number;
      }[][])
        expect(facet.map((f) => f.count)).toEqual([...facet.map((f) => f.count)].sort((a, b) => b - a));
    });
  });

  describe('by slugs (shortlist and compare)', () => {
    it('keeps the asked order and lists what is missing (inactive, renamed, unknown, malformed)', async () => {
      const em = t.app.get<MikroORM>(MikroORM).em.fork();
      const renamed = await em.findOneOrFail(School, { name: BRAVO });
      const oldSlug = renamed.slug;
      renamed.slug = `${oldSlug}-renamed`;
      await em.flush();

      const asked = [
        slugs.get(INDIA),
        'no-such-school',
        slugs.get(ECHO),
        slugs.get(GOLF),
        oldSlug,
        'bad slug!',
        slugs.get(ECHO),
      ];
      const res = await get(`/api/schools/by-slugs?slugs=${encodeURIComponent(asked.join(','))}`).expect(200);
      expect(names(res.body.schools)).toEqual([INDIA, ECHO]);
      expect(res.body.missing).toEqual(['no-such-school', slugs.get(GOLF), oldSlug, 'bad slug!']);
      expect(res.body.centre).toBeNull();
      expect(res.body.schools.every((s: SchoolBody) => !('distanceMiles' in s))).toBe(true);
      expect(res.body.schools[0]).toMatchObject({ slug: slugs.get(INDIA), features: [], tuitionMin: 9000 });
    });

    it('finds a school renamed since it was saved under its current slug, and says so', async () => {
      const em = t.app.get<MikroORM>(MikroORM).em.fork();
      const moved = await em.findOneOrFail(School, { name: CHARLIE });
      const former = moved.slug;
      moved.slug = `${former}-new-name`;
      await em.flush();
      await em
        .getConnection()
        .execute('insert into school_slug_history (slug, school_id, created_at) values (?, ?, now())', [
          former,
          moved.id,
        ]);

      const res = await get(`/api/schools/by-slugs?slugs=${slugs.get(ALPHA)},${former},no-such-school`).expect(200);
      expect(names(res.body.schools)).toEqual([ALPHA, CHARLIE]);
      expect(res.body.schools[1].slug).toBe(`${former}-new-name`);
      expect(res.body.renamed).toEqual([{ from: former, to: `${former}-new-name` }]);
      expect(res.body.missing).toEqual(['no-such-school']);
      // Asked under both slugs (a list saved before and after the rename): listed once.
      const both = await get(`/api/schools/by-slugs?slugs=${former}-new-name,${former}`).expect(200);
      expect(names(both.body.schools)).toEqual([CHARLIE]);
      expect(both.body.missing).toEqual([]);
    });

    it('adds distances from a centre, and takes a repeated key too', async () => {
      const res = await get(
        `/api/schools/by-slugs?slugs=${slugs.get(ALPHA)}&slugs=${slugs.get(FOXTROT)}&${atOrigin}`,
      ).expect(200);
      expect(names(res.body.schools)).toEqual([ALPHA, FOXTROT]);
      expect(res.body.schools.map((s: SchoolBody) => s.distanceMiles)).toEqual([3, null]);
      expect(res.body.missing).toEqual([]);
    });

    it.each([
      ['', 'slugs must name 1 to 10 schools, separated by commas'],
      ['slugs=', 'slugs must name 1 to 10 schools, separated by commas'],
      ['slugs=,,', 'slugs must name 1 to 10 schools, separated by commas'],
      [
        `slugs=${Array.from({ length: 11 }, (_, i) => `s${i}`).join(',')}`,
        'slugs must name 1 to 10 schools, separated by commas',
      ],
      ['slugs=a&near=Reno', 'Enter a ZIP code or place in the Las Vegas valley'],
    ])('%s → 400', async (query, message) => {
      const res = await get(`/api/schools/by-slugs?${query}`).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message });
    });
  });

  describe('place centres are remembered per process until a school or neighborhood changes', () => {
    const MEMO_HOOD = `Memohood ${tag}`;
    const MEMO_CITY = `Memoville ${tag}`;
    const NORTH = name('Memo North');
    const SOUTH = name('Memo South');
    let other: Client;
    let reads: jest.SpyInstance;
    const centreOf = async (place: string) =>
      (await get(`/api/schools?near=${encodeURIComponent(place)}&limit=1`).expect(200)).body.centre as {
        lat: number;
        lng: number;
        label: string;
        kind: string;
      };

    beforeAll(async () => {
      await insertCatalogue(t.app, {
        neighborhoods: [neighborhoodProfile(MEMO_HOOD)],
        schools: [
          demoSchool(NORTH, MEMO_HOOD, { latitude: 36.2, longitude: -115.1, city: MEMO_CITY }),
          demoSchool(SOUTH, MEMO_HOOD, { latitude: 36.0, longitude: -115.1, city: MEMO_CITY }),
        ],
      });
      other = new Client({ connectionString: t.config.databaseUrl });
      await other.connect();
      const places = t.app.get(PlaceCentres);
      reads = jest.spyOn(places as unknown as { readPlaceCentre: () => Promise<unknown> }, 'readPlaceCentre');
      await centreOf(MEMO_CITY);
      await eventually(async () => expect(t.app.get(TableChangeFeed).live).toBe(true));
    });
    afterAll(async () => {
      reads.mockRestore();
      await other.end();
    });

    it('answers a repeated place from memory, the same centre', async () => {
      // A NOTIFY of the fixtures' own writes may still arrive and empty the memo once.
      await eventually(async () => {
        const first = await centreOf(MEMO_CITY);
        const before = reads.mock.calls.length;
        const second = await centreOf(` ${MEMO_CITY.toUpperCase()} `);
        expect(reads.mock.calls.length).toBe(before);
        expect(second).toEqual(first);
        expect(second).toMatchObject({ label: MEMO_CITY, kind: 'city' });
        expect(second.lat).toBeCloseTo(36.1, 8);
      });
    });

    it('forgets the centres at once when the app itself writes a school', async () => {
      expect((await centreOf(MEMO_HOOD)).lat).toBeCloseTo(36.1, 8);
      await setSchoolActive(t.app, SOUTH, false);
      expect(await centreOf(MEMO_HOOD)).toMatchObject({ lat: 36.2, label: MEMO_HOOD, kind: 'neighborhood' });
      expect((await centreOf(MEMO_CITY)).lat).toBeCloseTo(36.2, 8);
      await setSchoolActive(t.app, SOUTH, true);
      expect((await centreOf(MEMO_CITY)).lat).toBeCloseTo(36.1, 8);
    });

    it('forgets them when another connection moves a pin and commits (NOTIFY)', async () => {
      await centreOf(MEMO_CITY);
      await other.query(`update school set latitude = 35.9 where name = $1`, [SOUTH]);
      await eventually(async () => expect((await centreOf(MEMO_CITY)).lat).toBeCloseTo(36.05, 8));
    });
  });
});
