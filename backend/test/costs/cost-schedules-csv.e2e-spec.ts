import request from 'supertest';
import type { School } from '../../src/modules/directory';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  as,
  auditRows,
  createSchool,
  linkOwner,
  newTag,
  signInAs,
  sql,
  type Session,
} from '../moderation/moderation-fixtures';

const HEADER =
  'school_slug,school_year,tuition_bands,fees,second_child_discount,third_child_discount,payment_plans,' +
  'aid_provider,aid_opens_on,aid_closes_on,aid_application_fee,aid_fee_waiver,aid_percent_receiving,aid_median_award';

/**
 * Issue 40 "the CSV import and export carry it": costs' own cost schedule CSV in the admin Data tab, keyed by
 * school slug (docs/decisions/cost-schedule.md), and the shortlist's and compare page's batch read.
 */
describe('costs: the cost schedules as CSV, and many schools’ costs at once (issue 40)', () => {
  let t: TestApp;
  let admin: Session;
  let owner: Session;
  let elementary: School;
  let high: School;
  let draft: School;
  const tag = newTag();

  const upload = (session: Session, csv: string, dryRun = true) =>
    as(t, session)
      .post(`/api/admin/cost-schedules/import?dryRun=${dryRun}`)
      .attach('file', Buffer.from(csv, 'utf8'), { filename: 'costs.csv', contentType: 'text/csv' });
  const stored = (schoolId: number) =>
    sql<{ school_year: string; tuition_bands: unknown; confirmed_by: string }>(
      t,
      'select school_year, tuition_bands, confirmed_by from school_cost_schedule where school_id = ?',
      [schoolId],
    );

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t, 'admin', 'Ada');
    owner = await signInAs(t, 'school_admin', 'Olive');
    elementary = await createSchool(t, `Csv ${tag} Elementary`, { grades: 'PK-5', isActive: true });
    high = await createSchool(t, `Csv ${tag} High`, { grades: '9-12', isActive: true });
    draft = await createSchool(t, `Csv ${tag} Draft`, { grades: 'K-8', isActive: false });
    await linkOwner(t, owner.id, elementary.id);
  });
  afterAll(() => t.close());

  const goodFile = () =>
    [
      HEADER,
      `${elementary.slug},2027-28,"PK: 9000; K-5: 14,200","application: 100 once; other (Field trips): 250 yearly",10%,$2000,annual; ten_pay,FACTS,2027-01-05,2027-03-01,35,yes,30,4000`,
      `${high.slug},2027-28,9-10: 30000; 11-12: 34000,registration: 500 yearly,,,monthly,,,,,,,`,
      `${draft.slug},,,,,,,,,,,,,`,
    ].join('\n');

  it('checks a file in a dry run without writing, then applies it in one go, audited, confirmed by the operator', async () => {
    const dry = await upload(admin, goodFile()).expect(200);
    expect(dry.body).toMatchObject({ applied: false, summary: { create: 2, update: 0, unchanged: 0, skip: 1 } });
    expect(dry.body.rows.map((row: { line: number; action: string }) => [row.line, row.action])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'skip'],
    ]);
    expect(await stored(elementary.id)).toEqual([]);

    const applied = await upload(admin, goodFile(), false).expect(200);
    expect(applied.body).toMatchObject({ applied: true, summary: { create: 2, skip: 1 } });
    const [row] = await stored(elementary.id);
    expect(row).toMatchObject({
      school_year: '2027-28',
      confirmed_by: 'operator',
      tuition_bands: [
        { fromGrade: -1, toGrade: -1, annualTuition: 9000 },
        { fromGrade: 0, toGrade: 5, annualTuition: 14200 },
      ],
    });
    const page = await request(t.app.getHttpServer()).get(`/api/schools/${elementary.slug}/costs`).expect(200);
    expect(page.body.schedule).toMatchObject({
      fees: [
        { kind: 'application', name: null, amount: 100, frequency: 'one_time' },
        { kind: 'other', name: 'Field trips', amount: 250, frequency: 'yearly' },
      ],
      secondChildDiscount: { kind: 'percent', value: 10 },
      thirdChildDiscount: { kind: 'amount', value: 2000 },
      paymentPlans: ['annual', 'ten_pay'],
      assistance: {
        provider: 'FACTS',
        opensOn: '2027-01-05',
        closesOn: '2027-03-01',
        applicationFee: 35,
        feeWaiver: true,
        percentReceivingAid: 30,
        medianAward: 4000,
      },
    });
    // The directory's tuition range follows the bands, as when the owner publishes.
    const [facts] = await sql<{ tuition_min: number; tuition_max: number }>(
      t,
      'select tuition_min, tuition_max from school_summary where id = ?',
      [high.id],
    );
    expect(facts).toEqual({ tuition_min: 30000, tuition_max: 34000 });
    expect((await auditRows(t, 'school', high.id)).map((entry) => entry.action)).toContain(
      'school.cost_schedule_published',
    );
    const [file] = await sql<{ actor_id: string; after: { summary: Record<string, number> } }>(
      t,
      `select actor_id, after from audit_log where action = 'cost_schedules.imported' order by id desc limit 1`,
    );
    expect(file).toMatchObject({ actor_id: admin.id, after: { summary: { create: 2, update: 0, skip: 1 } } });
  });

  it('exports every school not archived in the layout it reads back; the round trip changes nothing', async () => {
    const exported = await as(t, admin).get('/api/admin/cost-schedules/export').expect(200);
    expect(exported.headers['content-type']).toMatch(/text\/csv/);
    const lines = exported.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'school_slug,school_name,school_year,tuition_bands,fees,second_child_discount,third_child_discount,payment_plans,' +
        'aid_provider,aid_opens_on,aid_closes_on,aid_application_fee,aid_fee_waiver,aid_percent_receiving,aid_median_award,' +
        'confirmed_on,confirmed_by',
    );
    const mine = lines.filter((line) => line.includes(`csv-${tag}`));
    expect(mine).toHaveLength(3);
    expect(mine.find((line) => line.startsWith(elementary.slug))).toContain(
      '2027-28,PK: 9000; K-5: 14200,application: 100 once; other (Field trips): 250 yearly,10%,$2000,annual; ten_pay,FACTS,2027-01-05,2027-03-01,35,yes,30,4000,',
    );
    expect(mine.find((line) => line.startsWith(draft.slug))).toMatch(
      new RegExp(`^${draft.slug},[^,]+,,,,,,,,,,,,,,,$`),
    );

    const ours = [lines[0], ...mine].join('\r\n');
    const again = await upload(admin, ours, false).expect(200);
    expect(again.body.summary).toEqual({ create: 0, update: 0, unchanged: 2, skip: 1 });
  });

  it('refuses a file with a bad row with a 400 naming each line and column, and writes nothing at all', async () => {
    const before = await stored(high.id);
    const file = [
      HEADER,
      `${high.slug},2027-28,9-12: 31000,,,,,,,,,,,`,
      `${elementary.slug},2027-28,K-8: 14000,,,,,,,,,,,`,
      `no-such-${tag},2027-28,K: 1,,,,,,,,,,,`,
      `${high.slug},2027-28,9: 1,"lunch: 5 daily",15 percent,,weekly,Acme,,,,,,`,
    ].join('\n');
    const refused = await upload(admin, file, false).expect(400);
    expect(refused.body.errors).toMatchObject({
      file: [expect.stringContaining('Nothing was written')],
      'line 3: tuition_bands': [expect.stringContaining('The school teaches Pre-K to Grade 5')],
      'line 4: school_slug': [`No school (live or draft, not archived) has the slug "no-such-${tag}"`],
      'line 5: school_slug': ['The same school as line 2: give each school one row'],
    });
    expect(await stored(high.id)).toEqual(before);

    const cells = await upload(
      admin,
      [HEADER, `${high.slug},2027,9: x,"lunch: 5 daily",15 percent,,weekly,Acme,,2027-02-30,,,,`].join('\n'),
    ).expect(400);
    expect(Object.keys(cells.body.errors).sort()).toEqual([
      'file',
      'line 2: aid_provider',
      'line 2: fees',
      'line 2: payment_plans',
      'line 2: second_child_discount',
      'line 2: tuition_bands',
    ]);
    const year = await upload(admin, [HEADER, `${high.slug},2027,9: 100,,,,,,,,,,,`].join('\n')).expect(400);
    expect(year.body.errors['line 2: school_year']).toEqual(['School year must read like 2026-27']);
    const dates = await upload(
      admin,
      [HEADER, `${high.slug},2027-28,9: 100,,,,,TADS,2027-03-01,2027-02-01,,,,`].join('\n'),
    ).expect(400);
    expect(dates.body.errors['line 2: aid_closes_on']).toEqual(['The aid window must close after it opens']);
  });

  it('refuses a file that is not the layout, naming what is wrong', async () => {
    const noFees = await upload(admin, 'school_slug,school_year,tuition_bands\nx,2027-28,K: 1').expect(400);
    expect(noFees.body.errors.file[0]).toMatch(/missing the column\(s\) fees, second_child_discount/);
    const unknown = await upload(admin, `${HEADER},colour\nx`).expect(400);
    expect(unknown.body.errors.file[0]).toMatch(/Unknown column\(s\) colour/);
    const unclosed = await upload(admin, `${HEADER}\n"x`).expect(400);
    expect(unclosed.body.errors.file[0]).toMatch(/not valid CSV/);
  });

  it('is the admin’s alone: owners, families and strangers get 401/403', async () => {
    await upload(owner, goodFile(), false).expect(403);
    await as(t, owner).get('/api/admin/cost-schedules/export').expect(403);
    await request(t.app.getHttpServer()).get('/api/admin/cost-schedules/export').expect(401);
  });

  it('answers a shortlist’s costs in one request, in the order asked, unlisted slugs as missing', async () => {
    const rules = {
      schoolYear: '2027-28',
      incomeLimits: Array.from({ length: 12 }, (_, index) => 80_000 + 5_000 * index),
      maxAward: 9_900,
      sourceUrl: 'https://opportunityscholarship.nv.gov/',
      checkedOn: '2026-12-01',
    };
    await as(t, admin).post('/api/admin/opportunity-scholarship-rules').send(rules).expect(201);
    const slugs = [high.slug, `no-such-${tag}`, draft.slug, elementary.slug].join(',');
    const answer = await request(t.app.getHttpServer()).get(`/api/schools/costs?slugs=${slugs}`).expect(200);
    expect(answer.body.schools.map((each: { slug: string }) => each.slug)).toEqual([high.slug, elementary.slug]);
    expect(answer.body.missing).toEqual([`no-such-${tag}`, draft.slug]);
    expect(answer.body.schools[0]).toMatchObject({
      schoolId: high.id,
      schedule: { schoolYear: '2027-28', tuitionBands: [{ fromGrade: 9 }, { fromGrade: 11 }] },
      opportunityScholarship: expect.objectContaining({ schoolYear: '2027-28', maxAward: 9_900 }),
    });
    const many = Array.from({ length: 11 }, (_, index) => `school-${index}`).join(',');
    const bad = await request(t.app.getHttpServer()).get(`/api/schools/costs?slugs=${many}`).expect(400);
    expect(bad.body.errors.slugs).toEqual(['slugs must name 1 to 10 schools']);
    await request(t.app.getHttpServer()).get('/api/schools/costs').expect(400);
  });

  it('serves the scholarship guide’s maximums from the operator’s rules, newest year first (no configured figure)', async () => {
    const guide = await request(t.app.getHttpServer()).get('/api/opportunity-scholarship').expect(200);
    expect(guide.body.maximums[0]).toEqual({ schoolYear: '2027-28', startYear: 2027, maximumAmount: 9_900 });
    const years = guide.body.maximums.map((each: { schoolYear: string }) => each.schoolYear);
    expect(years).toEqual([...years].sort().reverse());
  });
});
