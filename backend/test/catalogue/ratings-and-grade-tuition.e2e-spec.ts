import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { sql } from '../moderation/moderation-fixtures';
import {
  demoSchool,
  insertCatalogue,
  neighborhoodProfile,
  newTag,
  searchAll,
  type SchoolBody,
} from './catalogue-fixtures';

/**
 * The directory's family ratings (issue 39: 'Highest rated' by a Bayesian average, 'Rated 4 and up', rating
 * and count on each card) and tuition by grade (issue 40: 'Tuition for {grade} up to $X' on the grade's band,
 * the tuition orders by it, 'Offers tuition assistance'), read from the tables reviews' and costs' triggers
 * keep (Migration20270204090000, docs/decisions/directory-ratings-and-grade-tuition.md).
 */
const tag = newTag();
const HOOD = `Rateville ${tag}`;
const name = (label: string) => `${tag} ${label}`;

/** Reviews as the reviews module stores them, published unless told otherwise. */
async function addReviews(
  t: TestApp,
  schoolId: number,
  stars: number[],
  { status = 'published', relationship = 'current_parent' } = {},
): Promise<void> {
  for (const overall of stars)
    await sql(
      t,
      `insert into review (id, school_id, status, overall, academics, teachers, community, communication, title, body,
         body_fingerprint, relationship, school_year_from, school_year_to, display_name, hold_reasons, reply_hold_reasons,
         created_at, updated_at, published_at)
       values (gen_random_uuid(), ?, ?, ?, 4, 4, 4, 4, 'A title', 'A body', md5(random()::text), ?, 2023, 2024, 'Jane D.',
         '[]', '[]', now(), now(), now())`,
      [schoolId, status, overall, relationship],
    );
}

/** A published cost schedule with these bands ([fromGrade, toGrade, tuition]; Pre-K = -1, K = 0). */
async function addSchedule(
  t: TestApp,
  schoolId: number,
  bands: [number, number, number][],
  assistance: object | null = null,
): Promise<void> {
  await sql(
    t,
    `insert into school_cost_schedule (school_id, school_year, tuition_bands, fees, payment_plans, assistance,
       confirmed_on, confirmed_by, updated_at)
     values (?, '2026-27', ?::jsonb, '[]', '[]', ?::jsonb, current_date, 'owner', now())`,
    [
      schoolId,
      JSON.stringify(bands.map(([fromGrade, toGrade, annualTuition]) => ({ fromGrade, toGrade, annualTuition }))),
      assistance === null ? null : JSON.stringify(assistance),
    ],
  );
}

describe('catalogue: ratings and tuition by grade in the directory', () => {
  let t: TestApp;
  const ids = new Map<string, number>();
  const id = (label: string) => ids.get(name(label))!;
  const mine = (schools: SchoolBody[]) => schools.map((s) => s.name).filter((n) => n.startsWith(tag));
  const search = (query: string) => searchAll(t.app, `location=${encodeURIComponent(tag)}&${query}`);

  beforeAll(async () => {
    t = await createTestApp();
    await insertCatalogue(t.app, {
      neighborhoods: [neighborhoodProfile(HOOD)],
      schools: [
        // Ratings: forty at 4.8 must outrank three 5-star reviews; premium plays no part.
        demoSchool(name('Forty Reviews Academy'), HOOD, { grades: 'K-8', tuitionMin: 9000, tuitionMax: 20000 }),
        demoSchool(name('Three Fives Prep'), HOOD, {
          grades: 'K-8',
          isPremium: true,
          tuitionMin: 7000,
          tuitionMax: 15000,
        }),
        demoSchool(name('Twin Paid School'), HOOD, { grades: 'K-8', isPremium: true }),
        demoSchool(name('Twin Free School'), HOOD, { grades: 'K-8' }),
        demoSchool(name('Two Reviews School'), HOOD, { grades: 'K-8', tuitionMin: 8000, tuitionMax: 8000 }),
        demoSchool(name('Insider Heavy School'), HOOD, { grades: 'K-8' }),
        demoSchool(name('Rounding School'), HOOD, { grades: '9-12', tuitionMin: 25000, tuitionMax: 30000 }),
        demoSchool(name('Unreviewed School'), HOOD, { grades: 'Pre-K' }),
      ],
    });
    const rows = await sql<{ id: number; name: string }>(t, 'select id, name from school where name like ?', [
      `${tag}%`,
    ]);
    for (const row of rows) ids.set(row.name, row.id);

    // 40 reviews averaging 4.8: 32 fives and 8 fours.
    await addReviews(t, id('Forty Reviews Academy'), [...Array(32).fill(5), ...Array(8).fill(4)]);
    await addReviews(t, id('Three Fives Prep'), [5, 5, 5]);
    // The same reviews for a paying and a free school: the same score, so name decides (Free before Paid).
    await addReviews(t, id('Twin Paid School'), [4, 4, 5, 3]);
    await addReviews(t, id('Twin Free School'), [4, 4, 5, 3]);
    await addReviews(t, id('Two Reviews School'), [5, 5]);
    // Insiders and held reviews are not counted: two counted reviews only.
    await addReviews(t, id('Insider Heavy School'), [5, 5, 5, 5], { relationship: 'staff_or_relative' });
    await addReviews(t, id('Insider Heavy School'), [5, 5], { status: 'held' });
    await addReviews(t, id('Insider Heavy School'), [2, 2]);
    // 79 / 20 = 3.95, shown as 4.0: 'Rated 4 and up' compares what the page shows.
    await addReviews(t, id('Rounding School'), [...Array(19).fill(4), 3]);

    // Tuition by grade: Forty's grade 3 costs 9,000 though its range reaches 20,000; Three Fives' grade 3
    // costs 15,000 though its kindergarten costs 7,000.
    await addSchedule(t, id('Forty Reviews Academy'), [
      [0, 5, 9000],
      [6, 8, 20000],
    ]);
    await addSchedule(
      t,
      id('Three Fives Prep'),
      [
        [0, 0, 7000],
        [1, 8, 15000],
      ],
      { provider: 'FACTS', opensOn: null, closesOn: null, applicationFee: 35, feeWaiver: true },
    );
    // No assistance object (JSON null) is not assistance.
    await addSchedule(t, id('Twin Free School'), [[0, 8, 11000]], null);
    await sql(t, `update school set financial_aid_provider = 'TADS' where id = ?`, [id('Rounding School')]);
  });
  afterAll(() => t.close());

  it('gives each card the rating of the reviews that count, and no average below three of them', async () => {
    const schools = await search('sort=name');
    const rating = (label: string) => schools.find((s) => s.name === name(label))!.rating;
    expect(rating('Forty Reviews Academy')).toEqual({ average: 4.8, count: 40 });
    expect(rating('Three Fives Prep')).toEqual({ average: 5, count: 3 });
    expect(rating('Two Reviews School')).toEqual({ average: null, count: 2 });
    expect(rating('Insider Heavy School')).toEqual({ average: null, count: 2 });
    expect(rating('Rounding School')).toEqual({ average: 4, count: 20 });
    expect(rating('Unreviewed School')).toEqual({ average: null, count: 0 });
  });

  it("'Highest rated' ranks by the Bayesian average, never by plan, and schools short of three reviews last", async () => {
    expect(mine(await search('sort=rating'))).toEqual([
      name('Forty Reviews Academy'), // (192 + 15) / 45 = 4.60
      name('Rounding School'), // (79 + 15) / 25 = 3.76
      name('Three Fives Prep'), // (15 + 15) / 8 = 3.75
      name('Twin Free School'), // (16 + 15) / 9 = 3.44
      name('Twin Paid School'),
      // No score: by name.
      name('Insider Heavy School'),
      name('Two Reviews School'),
      name('Unreviewed School'),
    ]);
  });

  it("'Highest rated' pages meet where the rated schools end: none repeated, none skipped", async () => {
    const whole = mine(await search('sort=rating'));
    const paged: string[] = [];
    // Two a page: page 3 holds the last rated school and the first without a score, page 4 only those.
    for (let page = 1; page <= 4; page++) {
      const res = await request(t.app.getHttpServer())
        .get(`/api/schools?location=${encodeURIComponent(tag)}&sort=rating&limit=2&page=${page}`)
        .expect(200);
      expect(res.body.total).toBe(8);
      paged.push(...mine(res.body.schools));
    }
    expect(paged).toEqual(whole);
  });

  it('a paid plan does not move a school in the rating order', async () => {
    const before = mine(await search('sort=rating'));
    await sql(t, 'update school set is_premium = not is_premium where name like ?', [`${tag}%`]);
    try {
      expect(mine(await search('sort=rating'))).toEqual(before);
    } finally {
      await sql(t, 'update school set is_premium = not is_premium where name like ?', [`${tag}%`]);
    }
  });

  it("'Rated 4 and up' keeps the schools shown at 4.0 or more, with other filters and a centre", async () => {
    // The twins' 16 / 4 = 4.0 is in.
    expect(mine(await search('minRating=4&sort=name'))).toEqual([
      name('Forty Reviews Academy'),
      name('Rounding School'),
      name('Three Fives Prep'),
      name('Twin Free School'),
      name('Twin Paid School'),
    ]);
    expect(mine(await search('minRating=4&grades=9-12'))).toEqual([name('Rounding School')]);
    expect(mine(await search('minRating=5'))).toEqual([name('Three Fives Prep')]);
    const near = await searchAll(t.app, `near=89101&radius=25&minRating=4&sort=rating`);
    expect(mine(near)).toEqual([
      name('Forty Reviews Academy'),
      name('Rounding School'),
      name('Three Fives Prep'),
      name('Twin Free School'),
      name('Twin Paid School'),
    ]);
  });

  it("'Tuition for {grade} up to $X' reads the grade's band, else the school-wide range", async () => {
    // Grade 3 up to 10,000: Forty (band 9,000), Two Reviews (no bands, range 8,000); not Three Fives (band
    // 15,000, though its kindergarten is 7,000), not Twin Free (band 11,000), not Rounding (no grade 3).
    expect(mine(await search('tuitionGrade=3&tuitionMax=10000&sort=name'))).toEqual([
      name('Forty Reviews Academy'),
      name('Two Reviews School'),
    ]);
    // The school-wide filter alone still overlaps ranges (Three Fives' range is 7,000 to 15,000).
    expect(mine(await search('tuitionMax=10000&sort=name'))).toEqual([
      name('Forty Reviews Academy'),
      name('Three Fives Prep'),
      name('Two Reviews School'),
    ]);
    expect(mine(await search('tuitionGrade=7&tuitionMin=16000&sort=name'))).toEqual([name('Forty Reviews Academy')]);
    // A grade alone: the schools that teach it.
    expect(mine(await search('tuitionGrade=PK'))).toEqual([name('Unreviewed School')]);
  });

  it("sorts by the grade's tuition, schools without a figure last", async () => {
    const order = mine(await search('tuitionGrade=3&sort=tuition_asc'));
    expect(order.slice(0, 4)).toEqual([
      name('Two Reviews School'), // 8,000 (range)
      name('Forty Reviews Academy'), // 9,000 (band)
      name('Twin Free School'), // 11,000 (band)
      name('Three Fives Prep'), // 15,000 (band)
    ]);
    expect(mine(await search('tuitionGrade=3&sort=tuition_desc')).slice(0, 4)).toEqual([
      name('Three Fives Prep'),
      name('Twin Free School'),
      name('Forty Reviews Academy'),
      name('Two Reviews School'),
    ]);
  });

  it("pages the grade's tuition orders with bands and school-wide figures interleaved, none repeated or skipped", async () => {
    for (const sort of ['tuition_asc', 'tuition_desc']) {
      const whole = mine(await search(`tuitionGrade=3&sort=${sort}`));
      expect(whole).toHaveLength(6);
      const paged: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const res = await request(t.app.getHttpServer())
          .get(`/api/schools?location=${encodeURIComponent(tag)}&tuitionGrade=3&sort=${sort}&limit=2&page=${page}`)
          .expect(200);
        paged.push(...mine(res.body.schools));
      }
      expect(paged).toEqual(whole);
    }
  });

  it("'Offers tuition assistance': a published assistance program or an aid provider", async () => {
    expect(mine(await search('tuitionAssistance=true&sort=name'))).toEqual([
      name('Rounding School'),
      name('Three Fives Prep'),
    ]);
  });

  it('keeps the ratings current as reviews are removed', async () => {
    await sql(t, `update review set status = 'removed' where school_id = ? and overall = 5`, [id('Three Fives Prep')]);
    const schools = await search('sort=name');
    expect(schools.find((s) => s.name === name('Three Fives Prep'))!.rating).toEqual({ average: null, count: 0 });
    expect(mine(await search('minRating=4&sort=name'))).not.toContain(name('Three Fives Prep'));
  });

  it('refuses bad values with the field named, and changes nothing', async () => {
    const get = (query: string) => request(t.app.getHttpServer()).get(`/api/schools?${query}`);
    for (const [query, message] of [
      ['minRating=6', 'minRating must be a whole number from 1 to 5'],
      ['minRating=4.5', 'minRating must be a whole number from 1 to 5'],
      ['tuitionGrade=13', 'tuitionGrade must be one of'],
      ['tuitionAssistance=maybe', 'tuitionAssistance must be true or false'],
      ['sort=stars', 'sort must be one of best, distance, tuition_asc, tuition_desc, rating, name'],
    ]) {
      const res = await get(query).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });
});
