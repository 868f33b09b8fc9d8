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

/** A complete schedule as the dashboard's form sends it: two bands, fees, a sibling discount, aid. */
function scheduleForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    schoolYear: '2027-28',
    tuitionBands: [
      { fromGrade: 6, toGrade: 8, annualTuition: 16_500 },
      { fromGrade: 0, toGrade: 5, annualTuition: 14_200 },
    ],
    fees: [
      { kind: 'application', name: null, amount: 100, frequency: 'one_time' },
      { kind: 'registration', name: null, amount: 450, frequency: 'yearly' },
      { kind: 'other', name: 'Field trips', amount: 250, frequency: 'yearly' },
    ],
    secondChildDiscount: { kind: 'percent', value: 10 },
    thirdChildDiscount: { kind: 'amount', value: 2_000 },
    paymentPlans: ['annual', 'ten_pay'],
    assistance: {
      provider: 'FACTS',
      opensOn: '2027-01-05',
      closesOn: '2027-03-01',
      applicationFee: 35,
      feeWaiver: true,
      percentReceivingAid: 30,
      medianAward: 4_000,
    },
    ...overrides,
  };
}

describe('costs: a school publishes what it costs (issue 40)', () => {
  let t: TestApp;
  let school: School;
  let other: School;
  let owner: Session;
  let stranger: Session;
  let family: Session;
  let admin: Session;
  const tag = newTag();
  const url = (schoolId: number) => `/api/portal/schools/${schoolId}/cost-schedule`;

  beforeAll(async () => {
    t = await createTestApp();
    school = await createSchool(t, `Costs ${tag} Academy`, { grades: 'K-8', isActive: true });
    other = await createSchool(t, `Other ${tag} Academy`, { grades: 'K-8', isActive: true });
    owner = await signInAs(t, 'school_admin', 'Olive');
    stranger = await signInAs(t, 'school_admin', 'Sid');
    family = await signInAs(t, 'user', 'Fern');
    admin = await signInAs(t, 'admin', 'Ada');
    await linkOwner(t, owner.id, school.id);
  });
  afterAll(() => t.close());

  it('has no schedule until the owner publishes one; the public read says so', async () => {
    expect((await as(t, owner).get(url(school.id)).expect(200)).body).toEqual({ schedule: null });
    const page = await request(t.app.getHttpServer()).get(`/api/schools/${school.slug}/costs`).expect(200);
    expect(page.body).toMatchObject({ schoolId: school.id, schedule: null });
  });

  it("goes live at once, in grade order, confirmed today by the owner, audited, and sets the school's tuition range", async () => {
    const put = await as(t, owner).put(url(school.id)).send(scheduleForm()).expect(200);
    expect(put.body).toMatchObject({
      schoolId: school.id,
      schoolYear: '2027-28',
      tuitionBands: [
        { fromGrade: 0, toGrade: 5, annualTuition: 14_200 },
        { fromGrade: 6, toGrade: 8, annualTuition: 16_500 },
      ],
      secondChildDiscount: { kind: 'percent', value: 10 },
      confirmedBy: 'owner',
    });
    expect(put.body.confirmedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const page = await request(t.app.getHttpServer()).get(`/api/schools/${school.slug}/costs`).expect(200);
    expect(page.body.schedule).toEqual(put.body);
    expect((await as(t, owner).get(url(school.id)).expect(200)).body).toEqual({ schedule: put.body });

    const audit = await auditRows(t, 'school', school.id);
    const published = audit.filter((row) => row.action === 'school.cost_schedule_published');
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ actor_id: owner.id, before: null });
    expect((published[0].after as { tuitionBands: unknown[] }).tuitionBands).toHaveLength(2);
    const [facts] = await sql<{ tuition_min: number; tuition_max: number }>(
      t,
      'select tuition_min, tuition_max from school_summary where id = ?',
      [school.id],
    );
    expect(facts).toEqual({ tuition_min: 14_200, tuition_max: 16_500 });
  });

  it('records the schedule before and after when it changes, and an admin confirms as the operator', async () => {
    const put = await as(t, admin)
      .put(url(school.id))
      .send(scheduleForm({ secondChildDiscount: null, assistance: null }))
      .expect(200);
    expect(put.body).toMatchObject({ confirmedBy: 'operator', secondChildDiscount: null, assistance: null });
    const published = (await auditRows(t, 'school', school.id)).filter(
      (row) => row.action === 'school.cost_schedule_published',
    );
    expect(published).toHaveLength(2);
    expect(published[1]).toMatchObject({
      actor_id: admin.id,
      before: expect.objectContaining({ secondChildDiscount: { kind: 'percent', value: 10 }, confirmedBy: 'owner' }),
      after: expect.objectContaining({ secondChildDiscount: null, confirmedBy: 'operator' }),
    });
  });

  it("is refused for other owners' schools, families and strangers, and changes nothing", async () => {
    await request(t.app.getHttpServer()).get(url(school.id)).expect(401);
    await as(t, stranger).get(url(school.id)).expect(403);
    await as(t, stranger).put(url(school.id)).send(scheduleForm()).expect(403);
    await as(t, owner).put(url(other.id)).send(scheduleForm()).expect(403);
    await as(t, family).put(url(school.id)).send(scheduleForm()).expect(403);
    expect((await as(t, admin).get(url(other.id)).expect(200)).body).toEqual({ schedule: null });
  });

  it('refuses each broken rule with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ schoolYear: '2027-29' }, 'schoolYear', /2026-27/],
      [{ tuitionBands: [] }, 'tuitionBands', /at least one/],
      [
        { tuitionBands: [{ fromGrade: 0, toGrade: 5, annualTuition: -1 }] },
        'tuitionBands.0.annualTuition',
        /0 or more/,
      ],
      [
        { tuitionBands: [{ fromGrade: 0, toGrade: 5, annualTuition: 10.5 }] },
        'tuitionBands.0.annualTuition',
        /whole dollars/,
      ],
      [
        { tuitionBands: [{ fromGrade: 0, toGrade: 5, annualTuition: 900_000 }] },
        'tuitionBands.0.annualTuition',
        /at most/,
      ],
      // The school teaches K-8: Pre-K and high school are not its grades.
      [{ tuitionBands: [{ fromGrade: -1, toGrade: 5, annualTuition: 1 }] }, 'tuitionBands.0.fromGrade', /teaches/],
      [{ tuitionBands: [{ fromGrade: 6, toGrade: 9, annualTuition: 1 }] }, 'tuitionBands.0.fromGrade', /teaches/],
      [
        {
          tuitionBands: [
            { fromGrade: 0, toGrade: 5, annualTuition: 1 },
            { fromGrade: 5, toGrade: 8, annualTuition: 1 },
          ],
        },
        'tuitionBands.1.fromGrade',
        /overlap/,
      ],
      [{ tuitionBands: [{ fromGrade: 5, toGrade: 2, annualTuition: 1 }] }, 'tuitionBands.0.toGrade', /end at or after/],
      [{ fees: [{ kind: 'other', name: '', amount: 10, frequency: 'yearly' }] }, 'fees.0.name', /Name the fee/],
      [{ fees: [{ kind: 'uniforms', name: null, amount: 10, frequency: 'monthly' }] }, 'fees.0.frequency', /once/],
      [{ secondChildDiscount: { kind: 'percent', value: 150 } }, 'secondChildDiscount.value', /0 to 100/],
      [
        { assistance: { ...(scheduleForm().assistance as object), opensOn: '2027-03-01', closesOn: '2027-03-01' } },
        'assistance.closesOn',
        /close after it opens/,
      ],
      [
        { assistance: { ...(scheduleForm().assistance as object), opensOn: '2027-02-30' } },
        'assistance.opensOn',
        /valid date/,
      ],
      [{ paymentPlans: ['weekly'] }, 'paymentPlans', /payment plans/],
    ];
    const before = (await as(t, owner).get(url(school.id)).expect(200)).body;
    for (const [overrides, field, message] of cases) {
      const res = await as(t, owner).put(url(school.id)).send(scheduleForm(overrides)).expect(400);
      expect({ field, errors: Object.keys(res.body.errors ?? {}) }).toEqual({ field, errors: [field] });
      expect(res.body.errors[field].join(' ')).toMatch(message);
    }
    expect((await as(t, owner).get(url(school.id)).expect(200)).body).toEqual(before);
  });

  it('answers 404 for a school page that does not exist', async () => {
    await request(t.app.getHttpServer()).get(`/api/schools/no-such-${tag}/costs`).expect(404);
  });
});
