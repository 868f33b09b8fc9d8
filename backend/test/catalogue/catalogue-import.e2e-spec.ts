import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { createTestApp, type TestApp } from '../support/test-app';
import { as, createSchool, linkOwner, signInAs, sql, type Session } from '../moderation/moderation-fixtures';
import { UpdateSchoolFacts } from '../../src/modules/directory';

const FIXTURES = join(__dirname, '..', 'fixtures', 'catalogue');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

describe('catalogue import and export (admin)', () => {
  let t: TestApp;
  let admin: Session;
  let owner: Session;
  let plainUser: Session;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t, 'admin');
    owner = await signInAs(t, 'school_admin');
    plainUser = await signInAs(t, 'user');
  });
  afterAll(() => t.close());

  const upload = (csv: string, dryRun: boolean, session: Session | undefined = admin, name = 'schools.csv') =>
    as(t, session)
      .post(`/api/admin/catalogue/import?dryRun=${dryRun}`)
      .attach('file', Buffer.from(csv, 'utf8'), { filename: name, contentType: 'text/csv' });
  const schoolCount = async () => Number((await sql<{ n: string }>(t, 'select count(*) as n from school'))[0].n);
  const byExternalId = async (id: string) =>
    (await sql<Record<string, unknown>>(t, 'select * from school where external_id = ?', [id]))[0];

  it('is admin-only: 401 signed out, 403 for a user and a school owner', async () => {
    for (const session of [undefined, plainUser, owner]) {
      const expected = session ? 403 : 401;
      const res = await as(t, session)
        .post('/api/admin/catalogue/import?dryRun=true')
        .attach('file', Buffer.from('a'), { filename: 'a.csv', contentType: 'text/csv' });
      expect(res.status).toBe(expected);
      expect((await as(t, session).get('/api/admin/catalogue/export')).status).toBe(expected);
    }
  });

  it('a dry run reports per row what would be created and writes nothing; applying creates them in one go', async () => {
    const before = await schoolCount();
    const dry = await upload(fixture('catalogue-sample.csv'), true).expect(200);
    expect(dry.body).toMatchObject({ format: 'catalogue', applied: false, summary: { create: 2, refuse: 0 } });
    expect(dry.body.rows[0]).toMatchObject({
      line: 2,
      action: 'create',
      name: 'Fixture Desert Prep',
      externalId: 'fixture-001',
      slug: 'fixture-desert-prep',
    });
    expect(dry.body.rows[0].fields).toEqual(expect.arrayContaining(['externalId', 'name', 'tuitionMin', 'features']));
    expect(await schoolCount()).toBe(before);

    const applied = await upload(fixture('catalogue-sample.csv'), false).expect(200);
    expect(applied.body).toMatchObject({ applied: true, summary: { create: 2 } });
    expect(await schoolCount()).toBe(before + 2);
    const prep = await byExternalId('fixture-001');
    expect(prep).toMatchObject({
      name: 'Fixture Desert Prep',
      grade_min: 0,
      grade_max: 8,
      tuition_min: 9000,
      is_premium: false,
    });
    expect(prep.features).toEqual(['Small class sizes', 'After-school care']);
    const page = await as(t, undefined).get('/api/schools/slug/fixture-desert-prep').expect(200);
    expect(page.body).toMatchObject({ name: 'Fixture Desert Prep', website: 'https://desert-prep.example' });

    const audit = await sql<{ action: string; actor_id: string; after: { summary: Record<string, number> } }>(
      t,
      `select action, actor_id, after from audit_log where action = 'catalogue.imported' order by id desc limit 1`,
    );
    expect(audit[0]).toMatchObject({ actor_id: admin.id, after: { summary: { create: 2 } } });
    expect(
      await sql(t, `select 1 from audit_log where action = 'school.imported' and target_id = ?`, [String(prep.id)]),
    ).toHaveLength(1);
  });

  it('the same file again changes nothing; rows match by external id even after a rename, else by slug', async () => {
    const again = await upload(fixture('catalogue-sample.csv'), true).expect(200);
    expect(again.body.summary).toMatchObject({ unchanged: 2, create: 0, update: 0 });
    expect(again.body.rows[0]).toMatchObject({ matchedBy: 'external_id', action: 'unchanged' });

    const renamed = fixture('catalogue-sample.csv').replace('Fixture Desert Prep', 'Fixture Desert Preparatory');
    const res = await upload(renamed, false).expect(200);
    expect(res.body.rows[0]).toMatchObject({ action: 'update', fields: ['name'], slug: 'fixture-desert-preparatory' });
    expect(await byExternalId('fixture-001')).toMatchObject({ name: 'Fixture Desert Preparatory' });

    const school = await createSchool(t, 'Fixture Slug Match School', { isPremium: false, socialLinks: null });
    const header = fixture('catalogue-sample.csv').split('\n')[0];
    const bySlug = `${header}\nslug-77,fixture-slug-match-school,Fixture Slug Match School,9 New Road,Las Vegas,89101,,,,K-5,Classical,,,,,,,,,\n`;
    const matched = await upload(bySlug, false).expect(200);
    expect(matched.body.rows[0]).toMatchObject({ action: 'update', matchedBy: 'slug', schoolId: school.id });
    expect(matched.body.rows[0].fields).toEqual(['address', 'externalId']);
    expect(await byExternalId('slug-77')).toMatchObject({ id: school.id, address: '9 New Road' });
  });

  it('a malformed file is refused with a per-row report, and applying it writes nothing', async () => {
    const before = await schoolCount();
    const auditBefore = (await sql(t, 'select id from audit_log')).length;
    const dry = await upload(fixture('catalogue-malformed.csv'), true).expect(200);
    expect(dry.body.summary).toMatchObject({ create: 1, refuse: 2 });
    const [good, bad, far] = dry.body.rows;
    expect(good).toMatchObject({ line: 2, action: 'create' });
    expect(bad.action).toBe('refuse');
    expect(bad.reasons).toEqual(
      expect.arrayContaining([
        'name is required',
        'Please enter a valid ZIP code ("891")',
        'Please enter a valid email address ("not-an-email")',
        expect.stringContaining('School type must be one of'),
      ]),
    );
    expect(far.reasons).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Latitude must be within the Las Vegas valley'),
        'Minimum tuition cannot be greater than maximum tuition',
      ]),
    );

    const applied = await upload(fixture('catalogue-malformed.csv'), false).expect(400);
    expect(applied.body.message).toContain(
      'The file was refused: 2 of 3 rows cannot be imported. Nothing was written.',
    );
    expect(applied.body.errors['line 3']).toContain('name is required');
    expect(applied.body.errors['line 4']).toContain('Minimum tuition cannot be greater than maximum tuition');
    expect(await schoolCount()).toBe(before);
    expect(await byExternalId('fixture-101')).toBeUndefined();
    expect((await sql(t, 'select id from audit_log')).length).toBe(auditBefore);
  });

  it('answers 400 with a clear message for a file it cannot read', async () => {
    const cases: [string, string][] = [
      ['name,city\n"open,x\n', 'The file is not valid CSV. Line 2: a quoted cell is not closed'],
      ['', 'Choose a CSV file to upload'],
      ['name,address,city\nA,B,C\n', 'The header is missing the column(s) zip_code, grades, school_type'],
      [`${fixture('catalogue-sample.csv').split('\n')[0]},colour\n`, 'The file has a header but no schools'],
    ];
    for (const [csv, message] of cases) {
      const res = await upload(csv, false).expect(400);
      expect(res.body.message).toContain(message);
    }
    const noFile = await as(t, admin).post('/api/admin/catalogue/import?dryRun=true').expect(400);
    expect(noFile.body.message).toContain('Choose a CSV file');
    const badFlag = await upload('x', 'maybe' as unknown as boolean).expect(400);
    expect(badFlag.body.message).toBe('dryRun must be true or false');
  });

  it('keeps the fields an owner or admin edited by hand, and updates the rest', async () => {
    const school = await createSchool(t, 'Fixture Owner Edited School', {
      isPremium: false,
      socialLinks: null,
      externalId: 'owned-1',
      phone: '(702) 555-0150',
    });
    await linkOwner(t, owner.id, school.id);
    const orm = t.app.get(MikroORM);
    await RequestContext.create(orm.em, () =>
      t.app.get(UpdateSchoolFacts).execute({
        actorId: owner.id,
        schoolId: school.id,
        facts: { phone: '(702) 555-0151', description: 'Written by the owner.' },
        as: 'school',
      }),
    );
    const header = fixture('catalogue-sample.csv').split('\n')[0];
    const csv = `${header}\nowned-1,,Fixture Owner Edited School,500 Import Street,Las Vegas,89101,(702) 555-0199,,,K-5,Classical,,,,,,,,Imported description.,\n`;
    const res = await upload(csv, false).expect(200);
    expect(res.body.rows[0]).toMatchObject({ action: 'update', fields: ['address'] });
    expect(res.body.rows[0].kept.sort()).toEqual(['description', 'phone']);
    expect(await byExternalId('owned-1')).toMatchObject({
      address: '500 Import Street',
      phone: '(702) 555-0151',
      description: 'Written by the owner.',
    });
  });

  it('reads the NCES Private School Survey layout: valley rows mapped, others skipped, PPIN as external id', async () => {
    const existing = await createSchool(t, 'Fixture Valley Christian Academy', { isPremium: false, socialLinks: null });
    const dry = await upload(fixture('nces-pss-sample.csv'), true, admin, 'pss2324_pu.csv').expect(200);
    expect(dry.body).toMatchObject({ format: 'nces-pss', summary: { create: 2, update: 1, skip: 2, refuse: 0 } });
    const [valley, catholic, montessori, reno, phoenix] = dry.body.rows;
    expect(valley).toMatchObject({
      action: 'update',
      matchedBy: 'name',
      schoolId: existing.id,
      externalId: 'A9900001',
    });
    expect(catholic).toMatchObject({
      action: 'create',
      name: 'St. Fixture of the Desert School',
      slug: 'st-fixture-of-the-desert-school',
    });
    expect(montessori).toMatchObject({ action: 'create' });
    expect(reno).toMatchObject({ action: 'skip', reasons: ['outside the Las Vegas valley (RENO, NV, 89501)'] });
    expect(phoenix.action).toBe('skip');

    await upload(fixture('nces-pss-sample.csv'), false).expect(200);
    expect(await byExternalId('A9900001')).toMatchObject({
      id: existing.id,
      address: '100 Fixture Way',
      grades: 'K - 8th',
      school_type: 'Faith-Based',
      religious_affiliation: 'Christian',
      phone: '(702) 555-0190',
    });
    expect(await byExternalId('A9900002')).toMatchObject({
      name: 'St. Fixture of the Desert School',
      city: 'Henderson',
      zip_code: '89014',
      grades: 'Pre-K - 6th',
      grade_min: -1,
      grade_max: 6,
      school_type: 'Faith-Based',
      religious_affiliation: 'Catholic',
      latitude: '36.06150000',
    });
    expect(await byExternalId('A9900003')).toMatchObject({
      name: 'Fixture Montessori House',
      // The physical location (PL_ADD…), not the PO box of PADDRS.
      address: '300 Example Rd',
      city: 'North Las Vegas',
      zip_code: '89031',
      school_type: 'Montessori',
      religious_affiliation: null,
      latitude: null,
      grades: 'Pre-K - 3rd',
    });
    expect(await byExternalId('A9900004')).toBeUndefined();
  });

  it('accepts the production-safe catalogue (backend/catalogue/las-vegas-valley-schools.csv) as a whole', async () => {
    const file = readFileSync(join(__dirname, '..', '..', 'catalogue', 'las-vegas-valley-schools.csv'), 'utf8');
    const rows = file.trim().split(/\r?\n/).length - 1;
    const before = await schoolCount();
    const dry = await upload(file, true, admin, 'las-vegas-valley-schools.csv').expect(200);
    expect(dry.body).toMatchObject({ format: 'catalogue', applied: false, summary: { refuse: 0, skip: 0 } });
    const { create, update, unchanged } = dry.body.summary;
    expect(create + update + unchanged).toBe(rows);
    expect(rows).toBeGreaterThan(40);
    expect(await schoolCount()).toBe(before);
  });

  it('exports every school in the layout the import reads back unchanged', async () => {
    const res = await as(t, admin).get('/api/admin/catalogue/export').expect(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment; filename="schools.csv"');
    const text = res.text;
    expect(text.split('\r\n')[0]).toBe(fixture('catalogue-sample.csv').split('\n')[0]);
    expect(text).toContain('fixture-001,fixture-desert-preparatory,Fixture Desert Preparatory');
    const back = await upload(text, true).expect(200);
    expect(back.body.summary).toMatchObject({ create: 0, update: 0, refuse: 0 });
    expect(back.body.summary.unchanged).toBe(await schoolCount());
  });

  it('runs as a command: a dry run prints the report, a refused file exits 1 and writes nothing', async () => {
    const run = promisify(execFile);
    const cli = ['-r', '@swc-node/register', 'src/cli/catalogue-import.ts'];
    const env = { ...process.env, INIT_CWD: FIXTURES };
    const dry = await run(process.execPath, [...cli, 'catalogue-sample.csv', '--dry-run'], {
      cwd: join(__dirname, '..', '..'),
      env,
    });
    // The file still says 'Fixture Desert Prep'; the school was renamed by an earlier import.
    expect(dry.stdout).toContain(
      'line 2: would update Fixture Desert Prep [fixture-001] (fixture-desert-preparatory) — fields: name',
    );
    expect(dry.stdout).toContain('Dry run: nothing was written.');

    const before = await schoolCount();
    const refused = await run(process.execPath, [...cli, 'catalogue-malformed.csv'], {
      cwd: join(__dirname, '..', '..'),
      env,
    }).catch((error: { code: number; stdout: string }) => error);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stdout: string }).stdout).toContain(
      'line 3: refused (no name) [fixture-102] — name is required',
    );
    expect((refused as { stdout: string }).stdout).toContain('Nothing was written');
    expect(await schoolCount()).toBe(before);

    const nces = await run(process.execPath, [...cli, join(FIXTURES, 'nces-pss-sample.csv')], {
      cwd: join(__dirname, '..', '..'),
      env,
    });
    expect(nces.stdout).toContain(
      'NCES PSS file: 0 to create, 0 to update, 3 unchanged, 0 refused, 2 skipped. Applied.',
    );
    const audit = await sql<{ actor_id: string | null; target_id: string }>(
      t,
      `select actor_id, target_id from audit_log where action = 'catalogue.imported' order by id desc limit 1`,
    );
    expect(audit[0]).toEqual({ actor_id: null, target_id: 'nces-pss-sample.csv' });
  }, 60_000);
});
