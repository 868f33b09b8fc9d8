import request from 'supertest';
import { parseGradeSpan } from '../../src/modules/directory';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  demoSchool,
  insertCatalogue,
  neighborhoodProfile,
  newTag,
  searchAll,
  setSchoolActive,
  type SchoolBody,
} from './catalogue-fixtures';

const tag = newTag();
const N1 = `Tagville ${tag}`;
const N2 = `Tagtown ${tag}`;
const ROBOTICS = `${tag}-robotics`;

const A = `${tag} Alpha Academy`;
const B = `${tag} Bravo Prep`;
const C = `${tag} Charlie School`;
const D = `${tag} Delta Day School`;
const E = `${tag} Echo Academy`;
const F = `${tag} Foxtrot Closed School`;
/** Extra schools so pagination has several pages. */
const PAGE_SCHOOLS = Array.from({ length: 23 }, (_, i) => `${tag} Page School ${String(i + 1).padStart(2, '0')}`);

describe('catalogue: GET /api/schools', () => {
  let t: TestApp;
  const get = (query: string) => request(t.app.getHttpServer()).get(`/api/schools?${query}`);
  const names = (schools: SchoolBody[]) => schools.map((s) => s.name);
  /** My fixtures among the results, by name. */
  const mine = (schools: SchoolBody[]) =>
    names(schools)
      .filter((name) => name.startsWith(tag))
      .sort();

  beforeAll(async () => {
    t = await createTestApp();
    await insertCatalogue(t.app, {
      neighborhoods: [neighborhoodProfile(N1), neighborhoodProfile(N2, { city: 'Henderson' })],
      schools: [
        demoSchool(A, N1, {
          schoolType: 'Montessori',
          grades: 'Pre-K - 5th',
          tuitionMin: 8000,
          tuitionMax: 12000,
          features: [ROBOTICS, 'Uniforms'],
          zipCode: '89101',
        }),
        demoSchool(B, N2, {
          schoolType: 'College Prep',
          grades: '9th - 12th',
          tuitionMin: 25000,
          tuitionMax: 30000,
          features: [ROBOTICS],
          zipCode: '89102',
          isPremium: true,
        }),
        demoSchool(C, N1, { schoolType: 'Faith-Based', grades: 'K-8', zipCode: '89101' }),
        demoSchool(D, N2, { schoolType: 'Montessori', grades: '6-8', tuitionMin: 15000, zipCode: '89103' }),
        demoSchool(E, N2, {
          schoolType: 'STEM Focus',
          grades: 'K-12',
          tuitionMin: 18000,
          tuitionMax: 22000,
          city: 'Henderson',
          zipCode: '89052',
        }),
        demoSchool(F, N1, { schoolType: 'Montessori', grades: 'Pre-K', tuitionMin: 9000, tuitionMax: 9000 }),
        ...PAGE_SCHOOLS.map((name, i) =>
          demoSchool(name, i % 2 ? N1 : N2, { schoolType: 'Arts Focus', grades: '10-12', zipCode: '89199' }),
        ),
      ],
    });
    await setSchoolActive(t.app, F, false);
  });
  afterAll(() => t.close());

  describe('each filter alone', () => {
    it('location: name, city, ZIP, address and neighborhood name, case-insensitive; inactive schools never', async () => {
      const byTag = await searchAll(t.app, `location=${encodeURIComponent(tag.toUpperCase())}`);
      expect(mine(byTag)).toEqual([A, B, C, D, E, ...PAGE_SCHOOLS].sort());

      // A neighborhood name matches the schools in it, though their own text does not contain it.
      const byNeighborhood = await searchAll(t.app, `location=${encodeURIComponent(N1.toLowerCase())}`);
      expect(mine(byNeighborhood)).toEqual(expect.arrayContaining([A, C]));
      expect(mine(byNeighborhood)).not.toContain(F);
    });

    it('location: partial words and small typos', async () => {
      // A literal (partial) match ranks above fuzzy ones, after the premium schools.
      const firstNonPremium = (list: SchoolBody[]) => list.filter((s) => !s.isPremium)[0]?.name;
      const partial = await searchAll(t.app, `location=${encodeURIComponent(`${tag} charl`)}`);
      expect(firstNonPremium(partial)).toBe(C);

      const typo = await searchAll(t.app, `location=${encodeURIComponent(`${tag} Alpah Acadmy`)}`);
      expect(firstNonPremium(typo)).toBe(A);

      const cityTypo = mine(await searchAll(t.app, 'location=Hendersn'));
      expect(cityTypo).toContain(E);
      expect(cityTypo).not.toContain(C);
    });

    it('grades: overlap with the level span; several values are OR-ed', async () => {
      const preK = await searchAll(t.app, 'grades=Pre-K');
      expect(mine(preK)).toEqual([A]);
      for (const school of preK) expect(parseGradeSpan(school.grades as string)!.min).toBeLessThanOrEqual(-1);

      const elementary = await searchAll(t.app, `grades=${encodeURIComponent('Elementary (K-5)')}`);
      expect(mine(elementary)).toEqual([A, C, E].sort());

      const either = await searchAll(
        t.app,
        `grades=Pre-K&grades=${encodeURIComponent('High School (9-12)')}&location=${tag}`,
      );
      expect(mine(either)).toEqual([A, B, E, ...PAGE_SCHOOLS].sort());
    });

    it('schoolTypes: one value, or several OR-ed', async () => {
      const montessori = await searchAll(t.app, 'schoolTypes=Montessori');
      expect(mine(montessori)).toEqual([A, D]);
      expect(montessori.every((s) => s.schoolType === 'Montessori')).toBe(true);

      const two = await searchAll(t.app, `schoolTypes=Montessori&schoolTypes=${encodeURIComponent('College Prep')}`);
      expect(mine(two)).toEqual([A, B, D]);
      expect(two.every((s) => ['Montessori', 'College Prep'].includes(s.schoolType as string))).toBe(true);
    });

    it('neighborhoods: by name, case-insensitive, several OR-ed', async () => {
      const one = await searchAll(t.app, `neighborhoods=${encodeURIComponent(N1.toUpperCase())}`);
      expect(names(one).sort()).toEqual([A, C, ...PAGE_SCHOOLS.filter((_, i) => i % 2)].sort());
      expect(one.every((s) => s.neighborhoodName === N1)).toBe(true);

      const both = await searchAll(
        t.app,
        `neighborhoods=${encodeURIComponent(N1)}&neighborhoods=${encodeURIComponent(N2)}`,
      );
      expect(names(both).sort()).toEqual([A, B, C, D, E, ...PAGE_SCHOOLS].sort());

      const unknown = await get(`neighborhoods=${encodeURIComponent(`Nowhere ${tag}`)}`).expect(200);
      expect(unknown.body).toEqual({ schools: [], total: 0, totalIsLowerBound: false, centre: null });
    });

    it('tuition: the school range overlaps the asked range; schools without tuition never match', async () => {
      const from20k = await searchAll(t.app, 'tuitionMin=20000');
      expect(mine(from20k)).toEqual([B, E]);
      for (const s of from20k)
        expect(Math.max(Number(s.tuitionMin ?? 0), Number(s.tuitionMax ?? 0))).toBeGreaterThanOrEqual(20000);

      const band = await searchAll(t.app, 'tuitionMin=10000&tuitionMax=16000');
      expect(mine(band)).toEqual([A, D]);

      const upTo10k = await searchAll(t.app, 'tuitionMax=10000');
      expect(mine(upTo10k)).toEqual([A]);
      expect(upTo10k.every((s) => s.tuitionMin !== null || s.tuitionMax !== null)).toBe(true);
    });

    it('zipCode: exact', async () => {
      const zip = await searchAll(t.app, 'zipCode=89103');
      expect(mine(zip)).toEqual([D]);
      expect(zip.every((s) => s.zipCode === '89103')).toBe(true);
    });

    it('features: every one of the given features', async () => {
      const robotics = await searchAll(t.app, `features=${ROBOTICS}`);
      expect(names(robotics).sort()).toEqual([A, B]);
      const both = await searchAll(t.app, `features=${ROBOTICS}&features=Uniforms`);
      expect(names(both)).toEqual([A]);
    });

    it('featured=true: premium schools only', async () => {
      const featured = await searchAll(t.app, 'featured=true');
      expect(mine(featured)).toEqual([B]);
      expect(featured.every((s) => s.isPremium)).toBe(true);
      const notFiltered = await searchAll(t.app, `featured=false&location=${tag}`);
      expect(mine(notFiltered)).toHaveLength(5 + PAGE_SCHOOLS.length);
    });
  });

  describe('filters combined (AND across parameters)', () => {
    it.each([
      [`location=${tag}&schoolTypes=Montessori&grades=Pre-K`, [A]],
      [`neighborhoods=${encodeURIComponent(N1)}&schoolTypes=Montessori`, [A]],
      [`neighborhoods=${encodeURIComponent(N2)}&tuitionMin=10000&tuitionMax=20000`, [D, E]],
      [`location=${tag}&features=${ROBOTICS}&featured=true`, [B]],
      [`zipCode=89101&grades=${encodeURIComponent('Middle School (6-8)')}&location=${tag}`, [C]],
      [`location=${tag}&schoolTypes=Montessori&schoolTypes=STEM%20Focus&grades=6th%20-%208th&tuitionMin=16000`, [E]],
      [`location=${tag}&schoolTypes=Montessori&zipCode=89052`, []],
    ])('%s', async (query, expected) => {
      expect(mine(await searchAll(t.app, query))).toEqual([...expected].sort());
    });
  });

  describe('order', () => {
    it('premium first, then name, then id', async () => {
      const res = await get(
        `neighborhoods=${encodeURIComponent(N1)}&neighborhoods=${encodeURIComponent(N2)}&limit=100`,
      ).expect(200);
      const list: SchoolBody[] = res.body.schools;
      expect(list[0].name).toBe(B);
      const rest = list.slice(1).map((s) => s.name);
      expect(rest).toEqual([...rest].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    });

    it('with a location, premium first and then the best match', async () => {
      const res = await get(`location=${encodeURIComponent(`${tag} Charlie School`)}`).expect(200);
      const list: SchoolBody[] = res.body.schools;
      const premium = list.filter((s) => s.isPremium);
      expect(list.slice(0, premium.length)).toEqual(premium);
      expect(list[premium.length].name).toBe(C);
    });
  });

  describe('pagination', () => {
    it('pages never overlap and together hold exactly `total` schools', async () => {
      const limit = 7;
      const first = await get(`location=${tag}&limit=${limit}`).expect(200);
      const total: number = first.body.total;
      expect(total).toBe(5 + PAGE_SCHOOLS.length);
      const seen = new Set<number>();
      const pages = Math.ceil(total / limit);
      for (let page = 1; page <= pages + 1; page++) {
        const res = await get(`location=${tag}&limit=${limit}&page=${page}`).expect(200);
        expect(res.body.total).toBe(total);
        expect(res.body.schools.length).toBe(page <= pages ? Math.min(limit, total - (page - 1) * limit) : 0);
        for (const school of res.body.schools as SchoolBody[]) {
          expect(seen.has(school.id)).toBe(false);
          seen.add(school.id);
        }
      }
      expect(seen.size).toBe(total);
    });

    it('defaults to page 1 of 12 and caps limit at 100', async () => {
      const byDefault = await get(`location=${tag}`).expect(200);
      expect(byDefault.body.schools).toHaveLength(12);
      const capped = await get(`location=${tag}&limit=100000`).expect(200);
      expect(capped.body.schools).toHaveLength(5 + PAGE_SCHOOLS.length);
      const all = await get('limit=100000').expect(200);
      expect(all.body.schools.length).toBe(Math.min(100, all.body.total));
    });
  });

  describe('the answer shape', () => {
    it('has every public field, nulls rather than omissions', async () => {
      const res = await get(`location=${encodeURIComponent(C)}&limit=1`).expect(200);
      expect(res.body.schools[0]).toEqual({
        id: expect.any(Number),
        name: C,
        slug: expect.stringMatching(/-charlie-school$/),
        address: '100 Test Way',
        city: 'Las Vegas',
        zipCode: '89101',
        latitude: 36.1,
        longitude: -115.2,
        phone: null,
        email: null,
        website: null,
        description: `${C} description`,
        grades: 'K-8',
        // The span the family forms offer grades from (issue 35): Kindergarten (0) to 8th grade.
        gradeMin: 0,
        gradeMax: 8,
        features: [],
        schoolType: 'Faith-Based',
        religiousAffiliation: null,
        tuitionMin: null,
        tuitionMax: null,
        neighborhoodId: expect.any(Number),
        neighborhoodName: N1,
        isPremium: false,
        isExample: false,
        // No reviews yet (issue 39): no average, none counted.
        rating: { average: null, count: 0 },
        socialLinks: null,
        videoUrls: [],
        additionalImages: [],
        imageUrl: null,
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        managed: false,
        takesRequests: false,
        admissions: {
          // Not reported (issue 35): null, never a 'no'.
          acceptsOpportunityScholarship: null,
          applicationDeadlines: [],
          financialAidDeadline: null,
          financialAidProvider: null,
          gradeOpenings: [],
        },
      });
    });
  });

  describe('malformed parameters answer 400 naming the parameter', () => {
    it.each([
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['page=99999999999999999999', 'page'],
      ['limit=0', 'limit'],
      ['limit=ten', 'limit'],
      ['tuitionMin=abc', 'tuitionMin'],
      ['tuitionMin=-5', 'tuitionMin'],
      ['tuitionMax=1e5', 'tuitionMax'],
      ['tuitionMax=99999999999999999999', 'tuitionMax'],
      ['tuitionMin=1&tuitionMin=2', 'tuitionMin'],
      ['featured=maybe', 'featured'],
      ['grades=purple', 'grades'],
      ['location=a&location=b', 'location'],
      ['location=<10,000 characters>', 'location'],
      ['schoolTypes=<10,000 characters>', 'schoolTypes'],
      ['neighborhoods=<10,000 characters>', 'neighborhoods'],
      ['grades=<10,000 characters>', 'grades'],
      ['features=<10,000 characters>', 'features'],
      [`zipCode=${encodeURIComponent("' or 1=1 --")}`, 'zipCode'],
      ['radius=5', 'radius'],
      ['radius=2', 'Radius'],
      ['sort=closest', 'sort'],
      ['lat=91&lng=-115.2', 'lat'],
    ])('%s', async (query, parameter) => {
      const res = await get(query.replace('<10,000 characters>', 'x'.repeat(10_000))).expect(400);
      expect(res.body.statusCode).toBe(400);
      expect(res.body.message).toContain(parameter);
      expect(JSON.stringify(res.body)).not.toMatch(/sql|select|stack/i);
    });
  });

  describe('hostile but well-formed input: a correct (usually empty) answer, never a 500', () => {
    it.each([
      `location=${encodeURIComponent("'; drop table school; --")}`,
      `location=${encodeURIComponent('%')}`,
      `location=${encodeURIComponent('_')}`,
      `location=${encodeURIComponent('\\')}`,
      `location=${encodeURIComponent('q\u0000x7')}`,
      `location=${encodeURIComponent('"} {')}`,
      `schoolTypes=${encodeURIComponent("' OR '1'='1")}`,
      `neighborhoods=${encodeURIComponent("x' OR 1=1 --")}`,
      `features=${encodeURIComponent('"},{"')}`,
      `features=${encodeURIComponent('a\u0000')}`,
      `zipCode=${encodeURIComponent('%')}`,
      'page=1000000',
      'tuitionMin=2147483647',
    ])('%s', async (query) => {
      const res = await get(query).expect(200);
      expect(res.body).toEqual({
        schools: expect.any(Array),
        total: expect.any(Number),
        totalIsLowerBound: false,
        centre: null,
      });
      expect(mine(res.body.schools)).toEqual([]);
    });

    it('still has its table afterwards', async () => {
      const res = await get(`location=${tag}`).expect(200);
      expect(res.body.total).toBe(5 + PAGE_SCHOOLS.length);
    });
  });
});
