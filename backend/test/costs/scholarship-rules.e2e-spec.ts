import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { as, auditRows, createSchool, newTag, signInAs, type Session } from '../moderation/moderation-fixtures';

const limits = (first: number) => Array.from({ length: 12 }, (_, index) => first + 5_000 * index);

/**
 * The operator's Opportunity Scholarship rules. The school years used here are far ahead, so the seed's
 * row and other files' rows never collide (each file has its own database copy anyway).
 */
describe('costs: the operator edits the Opportunity Scholarship rules (issue 40)', () => {
  let t: TestApp;
  let admin: Session;
  let owner: Session;
  const tag = newTag();
  const base = '/api/admin/opportunity-scholarship-rules';
  const form = (overrides: Record<string, unknown> = {}) => ({
    schoolYear: '2090-91',
    incomeLimits: limits(70_000),
    maxAward: 8_000,
    sourceUrl: 'https://opportunityscholarship.nv.gov/',
    checkedOn: '2026-12-01',
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t, 'admin', 'Ada');
    owner = await signInAs(t, 'school_admin', 'Otto');
  });
  afterAll(() => t.close());

  it('creates, lists and updates a year, each audited; the public read and a school page use the latest', async () => {
    const created = await as(t, admin).post(base).send(form()).expect(201);
    expect(created.body).toMatchObject({ schoolYear: '2090-91', maxAward: 8_000, incomeLimits: limits(70_000) });
    const listed = await as(t, admin).get(base).expect(200);
    expect(listed.body[0]).toEqual(created.body);

    const current = await request(t.app.getHttpServer()).get('/api/opportunity-scholarship/rules').expect(200);
    expect(current.body).toEqual(created.body);

    const updated = await as(t, admin)
      .put(`${base}/${created.body.id}`)
      .send(form({ incomeLimits: limits(90_000), maxAward: 9_000 }))
      .expect(200);
    expect(updated.body).toMatchObject({ id: created.body.id, incomeLimits: limits(90_000), maxAward: 9_000 });
    expect((await request(t.app.getHttpServer()).get('/api/opportunity-scholarship/rules').expect(200)).body).toEqual(
      updated.body,
    );

    const school = await createSchool(t, `Rules ${tag} Academy`, { isActive: true });
    const costs = await request(t.app.getHttpServer()).get(`/api/schools/${school.slug}/costs`).expect(200);
    expect(costs.body.opportunityScholarship).toEqual(updated.body);

    const audit = await auditRows(t, 'opportunity_scholarship_rules', created.body.id);
    expect(audit.map((row) => row.action)).toEqual(['scholarship_rules.created', 'scholarship_rules.updated']);
    expect(audit[1]).toMatchObject({
      actor_id: admin.id,
      before: expect.objectContaining({ maxAward: 8_000 }),
      after: expect.objectContaining({ maxAward: 9_000 }),
    });
  });

  it('refuses a second row for a year, bad figures (naming the field), unknown rows and non-admins', async () => {
    const taken = await as(t, admin).post(base).send(form()).expect(409);
    expect(taken.body.errors).toEqual({ schoolYear: [expect.stringMatching(/already exist/)] });
    const cases: [Record<string, unknown>, string][] = [
      [{ schoolYear: '2091' }, 'schoolYear'],
      [{ incomeLimits: limits(1).slice(0, 11) }, 'incomeLimits'],
      [{ incomeLimits: [...limits(70_000).slice(0, 11), 1] }, 'incomeLimits.11'],
      [{ incomeLimits: [-1, ...limits(70_000).slice(1)] }, 'incomeLimits.0'],
      [{ maxAward: -5 }, 'maxAward'],
      [{ sourceUrl: 'http://example.com' }, 'sourceUrl'],
      [{ checkedOn: 'yesterday' }, 'checkedOn'],
    ];
    for (const [overrides, field] of cases) {
      const res = await as(t, admin)
        .post(base)
        .send(form({ schoolYear: '2095-96', ...overrides }))
        .expect(400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    await as(t, admin)
      .put(`${base}/999999`)
      .send(form({ schoolYear: '2096-97' }))
      .expect(404);
    await as(t, owner).get(base).expect(403);
    await as(t, owner)
      .post(base)
      .send(form({ schoolYear: '2097-98' }))
      .expect(403);
    await request(t.app.getHttpServer()).get(base).expect(401);
  });
});
