import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { demoSchool, insertCatalogue, neighborhoodProfile, newTag, setSchoolActive } from './catalogue-fixtures';

const tag = newTag();
const HOOD = `Green Mesa ${tag}`;
const EMPTY = `Quiet Flats ${tag}`;

describe('catalogue: neighborhoods', () => {
  let t: TestApp;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);

  beforeAll(async () => {
    t = await createTestApp();
    await insertCatalogue(t.app, {
      neighborhoods: [neighborhoodProfile(HOOD), neighborhoodProfile(EMPTY, { description: undefined })],
      schools: [demoSchool(`${tag} One`, HOOD), demoSchool(`${tag} Two`, HOOD), demoSchool(`${tag} Closed`, HOOD)],
    });
    await setSchoolActive(t.app, `${tag} Closed`, false);
  });
  afterAll(() => t.close());

  it('lists every neighborhood by name with every profile field and a live count of active schools', async () => {
    const res = await get('/api/neighborhoods').expect(200);
    const names: string[] = res.body.map((n: { name: string }) => n.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const hood = res.body.find((n: { name: string }) => n.name === HOOD);
    expect(hood).toEqual({
      id: expect.any(Number),
      // Shown: not archived (issue 36's archive hides a guide from every public read).
      archivedAt: null,
      name: HOOD,
      city: 'Las Vegas',
      description: `${HOOD} test neighborhood`,
      imageUrl: '/images/neighborhoods/test.svg',
      schoolCount: 2,
      averageTuitionMin: 9000,
      averageTuitionMax: 25000,
      population: 50000,
      medianHouseholdIncome: 80000,
      medianHomeValue: 450000,
      costOfLivingIndex: 104.25,
      crimeRating: 'B+',
      walkabilityScore: 40,
      publicSchoolRating: 'B',
      diversityIndex: 0.61,
      familyFriendlyRating: 'A',
      nearbyAmenities: ['Park'],
      recreationOptions: ['Trails'],
      transportationOptions: ['Bus'],
      collegeReadinessRate: 72.5,
      averageCommute: 24,
      parentEducationLevel: "Bachelor's degree or higher: 40%",
      averageFamilySize: 3.05,
      kidsUnder18Percentage: 23.5,
      seniorPopulationPercentage: 14.25,
      privateSchoolEnrollmentRate: 9.75,
      averageClassSize: 18.5,
      teacherStudentRatio: '1:15',
      extracurricularOpportunities: ['Soccer'],
      weatherRating: 'B',
      ratingsSource: null,
      ratingsAsOf: null,
      updatedAt: expect.any(String),
    });
    expect(res.body.find((n: { name: string }) => n.name === EMPTY)).toMatchObject({
      schoolCount: 0,
      description: null,
    });
  });

  it('counts follow a school being deactivated', async () => {
    await setSchoolActive(t.app, `${tag} Two`, false);
    const res = await get(`/api/neighborhoods/${encodeURIComponent(HOOD)}`).expect(200);
    expect(res.body.schoolCount).toBe(1);
    await setSchoolActive(t.app, `${tag} Two`, true);
  });

  it('finds one by id, by URL-encoded name in any case, or by the hyphenated name', async () => {
    const byName = await get(`/api/neighborhoods/${encodeURIComponent(HOOD)}`).expect(200);
    expect(byName.body.name).toBe(HOOD);
    const byId = await get(`/api/neighborhoods/${byName.body.id}`).expect(200);
    expect(byId.body).toEqual(byName.body);
    const lower = await get(`/api/neighborhoods/${encodeURIComponent(HOOD.toLowerCase())}`).expect(200);
    expect(lower.body.id).toBe(byName.body.id);
    const hyphenated = await get(`/api/neighborhoods/${HOOD.toLowerCase().replace(/ /g, '-')}`).expect(200);
    expect(hyphenated.body.id).toBe(byName.body.id);
  });

  it('answers 404 JSON for unknown ids and names, huge ids and hostile text', async () => {
    for (const idOrName of [
      encodeURIComponent(`Nowhere ${tag}`),
      '2147483647',
      '99999999999999999999',
      '-1',
      encodeURIComponent("x' or '1'='1"),
      '%00',
      'x'.repeat(10_000),
    ]) {
      const res = await get(`/api/neighborhoods/${idOrName}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Neighborhood not found' });
    }
  });
});
