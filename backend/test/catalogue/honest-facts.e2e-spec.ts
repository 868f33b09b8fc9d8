import request from 'supertest';
import { MikroORM } from '@mikro-orm/postgresql';
import { schoolsSeeder } from '../../src/modules/directory/adapters';
import { createTestApp, type TestApp } from '../support/test-app';
import { as, signInAs, sql, type Session } from '../moderation/moderation-fixtures';
import { demoSchool, insertCatalogue, neighborhoodProfile, newTag } from './catalogue-fixtures';

const tag = newTag();
const HOOD = `Honest Hills ${tag}`;
const SILENT = `${tag} Silent School`;
const SAYS_NO = `${tag} Says No School`;
const SAYS_YES = `${tag} Says Yes School`;
const EXAMPLE = `${tag} Example Listing`;

interface Hit {
  name: string;
  slug: string;
  isExample: boolean;
  admissions: { acceptsOpportunityScholarship: boolean | null };
}

/**
 * Issue 35, "Honesty", the rules the public answers carry: an unreported
 * admissions fact is null (not a 'no') and the facets count them; the demo's
 * invented listings are marked and can be left out (the home page) or not
 * seeded at all; the scholarship guide's amounts come from configuration with
 * their school year; a neighborhood's grades carry their source and date.
 */
describe('catalogue: honest facts', () => {
  let t: TestApp;
  let admin: Session;
  const get = (path: string) => request(t.app.getHttpServer()).get(path);
  const search = async (query: string): Promise<Hit[]> =>
    (await get(`/api/schools?location=${encodeURIComponent(tag)}&limit=100&${query}`).expect(200)).body.schools;

  beforeAll(async () => {
    t = await createTestApp();
    await insertCatalogue(t.app, {
      neighborhoods: [neighborhoodProfile(HOOD)],
      schools: [
        demoSchool(SILENT, HOOD),
        demoSchool(SAYS_NO, HOOD),
        demoSchool(SAYS_YES, HOOD),
        demoSchool(EXAMPLE, HOOD, { isExample: true, isPremium: true, website: 'https://example-listing.example' }),
      ],
    });
    await sql(t, `update school set accepts_opportunity_scholarship = false where name = ?`, [SAYS_NO]);
    await sql(t, `update school set accepts_opportunity_scholarship = true where name = ?`, [SAYS_YES]);
    admin = await signInAs(t, 'admin', 'Ada');
  });
  afterAll(() => t.close());

  it("answers null for a scholarship the school has not reported, apart from a school's 'no'", async () => {
    const byName = new Map((await search('')).map((hit) => [hit.name, hit.admissions.acceptsOpportunityScholarship]));
    expect(byName.get(SILENT)).toBeNull();
    expect(byName.get(SAYS_NO)).toBe(false);
    expect(byName.get(SAYS_YES)).toBe(true);
    const silent = (await search('')).find((hit) => hit.name === SILENT)!;
    const page = await get(`/api/schools/slug/${silent.slug}`).expect(200);
    expect(page.body.admissions.acceptsOpportunityScholarship).toBeNull();
    // The filter still finds only the schools that said yes.
    expect((await search('acceptsOpportunityScholarship=true')).map((hit) => hit.name)).toEqual([SAYS_YES]);
  });

  it('counts, for the admissions filters, the active schools that have not reported each fact', async () => {
    const facets = async () =>
      (await get('/api/schools/facets').expect(200)).body.admissionsNotReported as Record<string, number>;
    const before = await facets();
    expect(before).toEqual({
      schoolCount: expect.any(Number),
      scholarship: expect.any(Number),
      deadlines: expect.any(Number),
      openings: expect.any(Number),
    });
    const [counts] = await sql<{ active: number; scholarship: number; deadlines: number; openings: number }>(
      t,
      `select count(*)::int as active,
              (count(*) filter (where accepts_opportunity_scholarship is null))::int as scholarship,
              (count(*) filter (where latest_deadline is null))::int as deadlines,
              (count(*) filter (where grade_openings = '{}'::jsonb))::int as openings
         from school where is_active`,
    );
    expect(before).toEqual({
      schoolCount: counts.active,
      scholarship: counts.scholarship,
      deadlines: counts.deadlines,
      openings: counts.openings,
    });
    // A school that reports all three leaves the counts of the unreported; the write clears the cached answer.
    await sql(
      t,
      `update school set accepts_opportunity_scholarship = true, grade_openings = '{"K":"open"}', open_grades = '{0}',
         application_deadlines = '[{"entryYear":2040,"deadline":"2040-01-15","label":null}]', latest_deadline = '2040-01-15'
       where name = ?`,
      [SILENT],
    );
    const deadline = Date.now() + 10_000;
    let after = await facets();
    while (after.openings === before.openings && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await facets();
    }
    expect(after).toEqual({
      schoolCount: before.schoolCount,
      scholarship: before.scholarship - 1,
      deadlines: before.deadlines - 1,
      openings: before.openings - 1,
    });
  });

  it('marks the invented listings and leaves them out when asked (the home page)', async () => {
    const hits = await search('');
    expect(hits.find((hit) => hit.name === EXAMPLE)).toMatchObject({ isExample: true });
    expect(hits.find((hit) => hit.name === SILENT)).toMatchObject({ isExample: false });
    const real = await search('excludeExamples=true');
    expect(real.map((hit) => hit.name)).not.toContain(EXAMPLE);
    expect(real.map((hit) => hit.name)).toContain(SILENT);
    const bad = await get('/api/schools?excludeExamples=perhaps').expect(400);
    expect(bad.body.errors).toEqual({ excludeExamples: ['excludeExamples must be true or false'] });
  });

  it('seeds without the invented listings under --without-examples', async () => {
    const seedTag = newTag();
    const real = demoSchool(`${seedTag} Real Seeded`, HOOD);
    const invented = demoSchool(`${seedTag} Invented Seeded`, HOOD, { isExample: true });
    const summary = await t.app
      .get<MikroORM>(MikroORM)
      .em.fork()
      .transactional((em) => schoolsSeeder([real, invented], []).run(em, ['--without-examples']));
    expect(summary).toContain('1 example listings left out');
    const names = (
      await sql<{ name: string; is_example: boolean }>(t, `select name, is_example from school where name like ?`, [
        `${seedTag}%`,
      ])
    ).map((row) => [row.name, row.is_example]);
    expect(names).toEqual([[real.name, false]]);
    // Without the flag the example is loaded, marked.
    await t.app
      .get<MikroORM>(MikroORM)
      .em.fork()
      .transactional((em) => schoolsSeeder([real, invented], []).run(em, []));
    const [row] = await sql<{ is_example: boolean }>(t, `select is_example from school where name = ?`, [
      invented.name,
    ]);
    expect(row.is_example).toBe(true);
  });

  it("keeps a neighborhood's grades with their source and date, set in the admin's editor", async () => {
    const hood = (await get(`/api/neighborhoods/${encodeURIComponent(HOOD)}`).expect(200)).body;
    expect(hood).toMatchObject({ crimeRating: expect.any(String), ratingsSource: null, ratingsAsOf: null });
    const profile = {
      ...neighborhoodProfile(HOOD),
      ratingsSource: 'LVMPD crime statistics',
      ratingsAsOf: '2026-03-01',
    };
    const edited = await as(t, admin).put(`/api/admin/neighborhoods/${hood.id}`).send(profile).expect(200);
    expect(edited.body).toMatchObject({ ratingsSource: 'LVMPD crime statistics', ratingsAsOf: '2026-03-01' });
    const bad = await as(t, admin)
      .put(`/api/admin/neighborhoods/${hood.id}`)
      .send({ ...profile, ratingsAsOf: '2026-02-30' })
      .expect(400);
    expect(bad.body.errors).toEqual({ ratingsAsOf: ['Ratings as of must be a date (YYYY-MM-DD)'] });
    const page = (await get(`/api/neighborhoods/${encodeURIComponent(HOOD)}`).expect(200)).body;
    expect(page).toMatchObject({ ratingsSource: 'LVMPD crime statistics', ratingsAsOf: '2026-03-01' });
  });
});
