import request from 'supertest';
import { UnitOfWork } from '../../src/shared/database';
import { CorrectionMails } from '../../src/modules/corrections/application/correction-mails';
import { EraseExpiredCorrectionEmails } from '../../src/modules/corrections/application/erase-expired-correction-emails';
import { CorrectionRepository } from '../../src/modules/corrections/application/ports/correction.repository';
import { todayInLasVegas } from '../../src/modules/directory';
import { formatFactDate } from '../../src/modules/directory/domain/fact-provenance';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  as,
  auditRows,
  createSchool,
  linkOwner,
  newTag,
  outboxFor,
  signInAs,
  sql,
  type Session,
} from '../moderation/moderation-fixtures';

const DAY = 86_400_000;

interface CorrectionRow {
  id: string;
  school_id: number;
  field: string;
  suggested_value: string;
  current_value: string | null;
  email: string | null;
  status: string;
  decline_reason: string | null;
  decided_as: string | null;
}

/** Issue 44, 'Corrections from families': suggested by anyone, applied only when an owner or an admin accepts. */
describe('corrections: families suggest, a person decides (issue 44)', () => {
  let t: TestApp;
  let owner: Session;
  let otherOwner: Session;
  let admin: Session;
  let schoolId: number;
  let slug: string;
  let otherSchoolId: number;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PUBLIC_FORM_PER_HOUR: '100', RATE_LIMIT_PUBLIC_FORM_PER_EMAIL_PER_HOUR: '3' });
    const school = await createSchool(t, `Correction ${tag} Juniper Academy`, { phone: '(702) 555-0100' });
    schoolId = school.id;
    slug = school.slug;
    otherSchoolId = (await createSchool(t, `Correction ${tag} Other Academy`)).id;
    owner = await signInAs(t, 'school_admin', 'Olivia');
    await linkOwner(t, owner.id, schoolId);
    otherOwner = await signInAs(t, 'school_admin', 'Oscar');
    await linkOwner(t, otherOwner.id, otherSchoolId);
    admin = await signInAs(t, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const api = () => request(t.app.getHttpServer());
  const form = (overrides: Record<string, unknown> = {}) => ({
    field: 'phone',
    value: '(702) 555-0199',
    note: 'The number on the page rings a dentist.',
    email: `family-${tag}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    formStartedAt: Date.now() - 10_000,
    ...overrides,
  });
  const suggest = (body: Record<string, unknown>, id = schoolId) =>
    api().post(`/api/schools/${id}/corrections`).send(body);
  const rowsOf = (id = schoolId) =>
    sql<CorrectionRow>(t, 'select * from school_correction where school_id = ? order by created_at', [id]);
  const phoneOf = async (id = schoolId) =>
    (await sql<{ phone: string | null }>(t, 'select phone from school where id = ?', [id]))[0].phone;
  const portal = (id = schoolId) => `/api/portal/schools/${id}/corrections`;

  it('stores a suggestion open, mails the owner at once and changes nothing on the listing', async () => {
    const body = form();
    await suggest(body).expect(201, { received: true });
    const [row] = await rowsOf();
    expect(row).toMatchObject({
      field: 'phone',
      suggested_value: '(702) 555-0199',
      current_value: '(702) 555-0100',
      email: body.email,
      status: 'open',
    });
    expect(await phoneOf()).toBe('(702) 555-0100');
    const [mail] = await outboxFor(t, `correction-suggested:${row.id}:0`);
    expect(mail).toMatchObject({ template: 'correction-suggested', recipient: owner.email });
    expect(mail.data).toMatchObject({ field: 'Phone', suggestedValue: '(702) 555-0199' });

    const list = await as(t, owner).get(portal()).expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: row.id, fieldLabel: 'Phone', status: 'open', familyWillBeTold: true }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(body.email);
    const queue = await as(t, admin).get('/api/admin/corrections').expect(200);
    expect(queue.body.map((c: { id: string }) => c.id)).toContain(row.id);
    await sql(t, 'delete from school_correction where id = ?', [row.id]);
  });

  it('answers bad input with 400 and each field’s message, storing nothing', async () => {
    const bad = await suggest(form({ field: 'motto', value: '', email: 'not-an-address' })).expect(400);
    expect(bad.body.errors).toMatchObject({
      field: ['Please choose what is wrong'],
      value: expect.arrayContaining(['Please enter the correct value']),
      email: ['Please enter a valid email address'],
    });
    const badZip = await suggest(form({ field: 'zipCode', value: 'Las Vegas' })).expect(400);
    expect(badZip.body.errors).toEqual({ value: ['Please enter a 5-digit ZIP code'] });
    const badTuition = await suggest(form({ field: 'tuitionMin', value: 'cheap' })).expect(400);
    expect(badTuition.body.errors.value).toEqual(['Please enter a yearly amount in dollars, e.g. 12,500']);
    await suggest(form(), 999_999_999).expect(404);
    expect(await rowsOf()).toEqual([]);
  });

  it('answers a robot (honeypot, too fast) as a family and stores nothing', async () => {
    await suggest(form({ website: 'https://spam.example' })).expect(201);
    await suggest(form({ formStartedAt: Date.now() })).expect(201);
    expect(await rowsOf()).toEqual([]);
  });

  it('limits suggestions per e-mail address (429), as the other public forms', async () => {
    const email = `limit-${tag}@example.com`;
    for (let i = 0; i < 3; i += 1) await suggest(form({ email })).expect(201);
    const refused = await suggest(form({ email })).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await rowsOf()).filter((r) => r.email === email)).toHaveLength(3);
    await sql(t, 'delete from school_correction where school_id = ?', [schoolId]);
  });

  it('refuses the owner of another school (403) and a signed-out caller (401)', async () => {
    await suggest(form()).expect(201);
    const [row] = await rowsOf();
    await as(t, otherOwner).get(portal()).expect(403);
    await as(t, otherOwner).post(`${portal()}/${row.id}/accept`).expect(403);
    await as(t, otherOwner).post(`${portal()}/${row.id}/decline`).send({ reason: 'No' }).expect(403);
    // Through their own school's route, another school's correction does not exist.
    await as(t, otherOwner)
      .post(`${portal(otherSchoolId)}/${row.id}/accept`)
      .expect(404);
    await as(t, owner).get('/api/admin/corrections').expect(403);
    await api().get(portal()).expect(401);
    expect((await rowsOf())[0].status).toBe('open');
    expect(await phoneOf()).toBe('(702) 555-0100');
  });

  it('applies an accepted correction through the edit path, audited, and mails the family once', async () => {
    const [row] = await rowsOf();
    const accepted = await as(t, owner).post(`${portal()}/${row.id}/accept`).expect(200);
    expect(accepted.body).toMatchObject({ id: row.id, status: 'accepted', decidedAs: 'owner' });
    expect(await phoneOf()).toBe('(702) 555-0199');
    const trail = await auditRows(t, 'school', schoolId);
    expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(['school.updated', 'correction.accepted']));
    const updated = trail.find((e) => e.action === 'school.updated')!;
    expect(updated).toMatchObject({ actor_id: owner.id, after: { phone: '(702) 555-0199' } });

    // Decided once: a second accept (or a decline) is refused, and no second mail is queued.
    await as(t, owner).post(`${portal()}/${row.id}/accept`).expect(409);
    await as(t, admin).post(`/api/admin/corrections/${row.id}/decline`).send({ reason: 'Late' }).expect(409);
    const mails = await outboxFor(t, `correction-decided:${row.id}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'correction-decided', recipient: row.email });
    expect(mails[0].data).toMatchObject({ accepted: true, suggestedValue: '(702) 555-0199' });
    // The public school page reads the new number.
    const page = await api().get(`/api/schools/slug/${slug}`).expect(200);
    expect(page.body.phone).toBe('(702) 555-0199');
    // Accepted by the owner, the fact is the school's, dated today (issue 44).
    expect(page.body.factSources.contact).toMatchObject({
      source: 'school',
      label: `From the school, ${formatFactDate(todayInLasVegas())}`,
    });
  });

  it('declines with a reason, mails the reason and applies nothing', async () => {
    await suggest(form({ value: '(702) 555-0123' })).expect(201);
    const row = (await rowsOf()).find((r) => r.status === 'open')!;
    await as(t, owner).post(`${portal()}/${row.id}/decline`).send({ reason: '' }).expect(400);
    const declined = await as(t, owner)
      .post(`${portal()}/${row.id}/decline`)
      .send({ reason: 'That is our old number.' })
      .expect(200);
    expect(declined.body).toMatchObject({ status: 'declined', declineReason: 'That is our old number.' });
    expect(await phoneOf()).toBe('(702) 555-0199');
    const [mail] = await outboxFor(t, `correction-decided:${row.id}`);
    expect(mail.data).toMatchObject({ accepted: false, reason: 'That is our old number.' });
    const trail = await auditRows(t, 'school', schoolId);
    expect(trail.filter((e) => e.action === 'correction.declined')).toHaveLength(1);
  });

  it('keeps identifying fields for the directory team: the owner cannot accept a name, the admin can', async () => {
    const newName = `Correction ${tag} Juniper Academy of Las Vegas`;
    await suggest(form({ field: 'name', value: newName, email: null })).expect(201);
    const row = (await rowsOf()).find((r) => r.status === 'open')!;
    const list = await as(t, owner).get(portal()).expect(200);
    expect(list.body[0]).toMatchObject({ id: row.id, ownerMayAccept: false, familyWillBeTold: false });
    await as(t, owner).post(`${portal()}/${row.id}/accept`).expect(403);
    expect((await rowsOf()).find((r) => r.id === row.id)!.status).toBe('open');
    await as(t, admin).post(`/api/admin/corrections/${row.id}/accept`).expect(200);
    const [school] = await sql<{ name: string }>(t, 'select name from school where id = ?', [schoolId]);
    expect(school.name).toBe(newName);
    // Accepted by an admin, it is the directory team's, dated today.
    const [sources] = await sql<{ name: unknown }>(t, "select fact_sources->'name' as name from school where id = ?", [
      schoolId,
    ]);
    expect(sources.name).toEqual({ source: 'team', at: todayInLasVegas() });
    expect(await outboxFor(t, `correction-decided:${row.id}`)).toEqual([]);
    const decided = await as(t, admin).get('/api/admin/corrections?status=accepted').expect(200);
    expect(decided.body.find((c: { id: string }) => c.id === row.id)).toMatchObject({ decidedAs: 'admin' });
  });

  it('erases the family’s e-mail and its outcome mail 90 days after the decision', async () => {
    const sweep = new EraseExpiredCorrectionEmails(
      t.app.get(CorrectionRepository, { strict: false }),
      t.app.get(CorrectionMails, { strict: false }),
      t.app.get(UnitOfWork, { strict: false }),
    );
    const decided = (await rowsOf()).filter((r) => r.email !== null && r.status !== 'open');
    expect(decided.length).toBeGreaterThan(0);
    expect(await sweep.execute(new Date(Date.now() + 89 * DAY))).toBe(0);
    expect(await sweep.execute(new Date(Date.now() + 91 * DAY))).toBeGreaterThanOrEqual(decided.length);
    for (const row of decided) {
      const [after] = await sql<CorrectionRow>(t, 'select * from school_correction where id = ?', [row.id]);
      expect(after.email).toBeNull();
      expect(after.status).toBe(row.status);
      expect(await outboxFor(t, `correction-decided:${row.id}`)).toEqual([]);
    }
  });
});
