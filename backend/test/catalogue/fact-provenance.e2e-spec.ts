import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../support/test-app';
import { as, linkOwner, signInAs, sql, type Session } from '../moderation/moderation-fixtures';
import { formatFactDate } from '../../src/modules/directory/domain/fact-provenance';
import { todayInLasVegas } from '../../src/modules/directory';

const pss = readFileSync(join(__dirname, '..', 'fixtures', 'catalogue', 'nces-pss-profile.csv'), 'utf8');

/**
 * Issue 44, "Facts that say where they come from": an NCES PSS file imported through the admin's import keeps
 * the survey's figures with its year, and the public school page names every fact's source: the survey, the
 * school (its owner's edit) or the directory team (an admin's edit), dated.
 */
describe('facts that say where they come from (public school page)', () => {
  let t: TestApp;
  let admin: Session;
  let owner: Session;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t, 'admin');
    owner = await signInAs(t, 'school_admin');
  });
  afterAll(() => t.close());

  const page = async (slug: string) => (await as(t, undefined).get(`/api/schools/slug/${slug}`).expect(200)).body;
  const today = formatFactDate(todayInLasVegas());

  it('an NCES import shows the survey figures and names the survey year; owner and admin edits name themselves', async () => {
    const imported = await as(t, admin)
      .post('/api/admin/catalogue/import?dryRun=false')
      .attach('file', Buffer.from(pss, 'utf8'), { filename: 'pss2122_pu.csv', contentType: 'text/csv' })
      .expect(200);
    expect(imported.body).toMatchObject({ format: 'nces-pss', applied: true, summary: { create: 1, skip: 1 } });
    const { id, slug } = (
      await sql<{ id: number; slug: string }>(t, 'select id, slug from school where external_id = ?', ['A9900101'])
    )[0];
    const survey = {
      source: 'nces',
      label: 'NCES Private School Survey 2021-22',
      date: '2021-07-01',
      note: 'Reported over two years ago: check with the school',
    };

    let body = await page(slug);
    expect(body.schoolProfile).toEqual({
      survey,
      enrollment: 386,
      teachersFte: 24.5,
      studentTeacherRatio: 15.8,
      raceEthnicity: {
        americanIndianOrAlaskaNative: 0.5,
        asian: 12.2,
        hispanicOrLatino: 31.1,
        black: 9.8,
        white: 38.1,
        nativeHawaiianOrPacificIslander: 1.3,
        twoOrMoreRaces: 7,
      },
      schoolEnrollment: null,
      schoolTeachersFte: null,
    });
    expect(body.factSources).toMatchObject({ about: null, details: survey, contact: survey });

    // The owner's phone and enrollment go live at once: the school's, dated today.
    await linkOwner(t, owner.id, id);
    const form = (({ name, schoolType, grades, address, city, zipCode }) => ({
      name,
      schoolType,
      grades,
      address,
      city,
      zipCode,
    }))(body);
    await as(t, owner)
      .post('/api/school-dashboard/submit-profile-changes')
      .send({ ...form, phone: '(702) 555-0177', enrollment: 412, financialAidProvider: 'FACTS' })
      .expect(201);
    body = await page(slug);
    const fromSchool = { source: 'school', label: `From the school, ${today}`, date: todayInLasVegas(), note: null };
    expect(body.factSources.contact).toEqual(fromSchool);
    expect(body.factSources.admissions).toEqual(fromSchool);
    expect(body.factSources.details).toEqual(survey);
    expect(body.schoolProfile).toMatchObject({ enrollment: 386, schoolEnrollment: { value: 412, source: fromSchool } });

    // Bad figures are refused with the field's message, nothing changed.
    const refused = await as(t, owner)
      .post('/api/school-dashboard/submit-profile-changes')
      .send({ ...form, enrollment: -3 })
      .expect(400);
    expect(JSON.stringify(refused.body)).toContain('Enrollment cannot be negative');

    // An admin's edit is the directory team's.
    await as(t, admin).put(`/api/admin/schools/${id}`).send({ description: 'Checked by the team.' }).expect(200);
    body = await page(slug);
    expect(body.factSources.about).toEqual({ ...fromSchool, source: 'team', label: `Directory team, ${today}` });

    // Importing the survey again leaves the owner's hand-edited facts (and their source) alone.
    await as(t, admin)
      .post('/api/admin/catalogue/import?dryRun=false')
      .attach('file', Buffer.from(pss.replace('7025550170', '7025550179'), 'utf8'), {
        filename: 'pss2122_pu.csv',
        contentType: 'text/csv',
      })
      .expect(200);
    body = await page(slug);
    expect(body.phone).toBe('(702) 555-0177');
    expect(body.factSources.contact).toEqual(fromSchool);
  });
});
