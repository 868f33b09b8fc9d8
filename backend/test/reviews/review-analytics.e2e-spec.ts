import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { as, createSchool, linkOwner, newTag, signInAs, sql, type Session } from '../moderation/moderation-fixtures';
import { reviewForm, writeAndConfirm } from './review-fixtures';

const ZONE = 'America/Los_Angeles';

interface Volumes {
  from: string;
  to: string;
  submitted: number;
  confirmed: number;
  autoHeld: number;
  published: number;
  removed: number;
  removedByReason: { reason: string; label: string; count: number }[];
  reportsReceived: number;
  reportsResolved: number;
}

/**
 * Issue 39: "the owner's dashboard shows reviews and rating over time; the admin sees moderation volumes".
 * Each figure below is worked out by hand from the reviews the test writes, so a wrong count, window or
 * average fails it. Counts only: no answer carries a review, an address or a name.
 */
describe('reviews: the owner’s reviews and rating over time, the admin’s moderation volumes', () => {
  let t: TestApp;
  let owner: Session;
  let stranger: Session;
  let admin: Session;
  let schoolId: number;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp();
    const school = await createSchool(t, `Analytics ${tag} Academy`, { isPremium: false });
    schoolId = school.id;
    owner = await signInAs(t, 'school_admin', 'Olga');
    stranger = await signInAs(t, 'school_admin', 'Sam');
    admin = await signInAs(t, 'admin', 'Ada');
    await linkOwner(t, owner.id, schoolId);
  });
  afterAll(() => t?.close());

  const api = () => request(t.app.getHttpServer());
  const ownerAnalytics = `/api/portal/schools/:id/reviews/analytics`;
  const volumes = async () =>
    (await as(t, admin).get('/api/admin/reviews/analytics').expect(200)).body as {
      lastDays: Volumes;
      weeks: Volumes[];
    };
  /** Moves a review's publication (and confirmation) to the 11th of the Las Vegas month `monthsAgo` back. */
  const publishedMonthsAgo = (id: string, monthsAgo: number) =>
    sql(
      t,
      `update review set published_at = (date_trunc('month', now() at time zone '${ZONE}') - make_interval(months => ?) + interval '10 days') at time zone '${ZONE}',
         confirmed_at = (date_trunc('month', now() at time zone '${ZONE}') - make_interval(months => ?) + interval '10 days') at time zone '${ZONE}'
       where id = ?`,
      [monthsAgo, monthsAgo, id],
    );
  const delta = (after: Volumes, before: Volumes) => ({
    submitted: after.submitted - before.submitted,
    confirmed: after.confirmed - before.confirmed,
    autoHeld: after.autoHeld - before.autoHeld,
    published: after.published - before.published,
    removed: after.removed - before.removed,
    removedByReason: Object.fromEntries(
      after.removedByReason
        .map((row, i) => [row.reason, row.count - before.removedByReason[i].count] as const)
        .filter(([, n]) => n !== 0),
    ),
    reportsReceived: after.reportsReceived - before.reportsReceived,
    reportsResolved: after.reportsResolved - before.reportsResolved,
  });

  it('counts each moderation step and gives the owner reviews and the counted average per month', async () => {
    const before = await volumes();

    // Two months back (a 2-star review) and thirteen months back (outside the owner's 12 months).
    const older = await writeAndConfirm(t, schoolId, { overall: 2 });
    await publishedMonthsAgo(older.id, 2);
    const oldest = await writeAndConfirm(t, schoolId, { overall: 1 });
    await publishedMonthsAgo(oldest.id, 13);
    // This month: 5 and 4 stars count; an insider's 1 star is shown but not counted.
    const five = await writeAndConfirm(t, schoolId, { overall: 5 });
    await writeAndConfirm(t, schoolId, { overall: 4 });
    await writeAndConfirm(t, schoolId, { overall: 1, relationship: 'staff_or_relative' });
    // Published then removed (not in the owner's figures), and one held by a check (neither).
    const removed = await writeAndConfirm(t, schoolId, { overall: 3 });
    const held = await writeAndConfirm(t, schoolId, {
      overall: 5,
      body: 'Call the office at 702-555-0142 and ask for the principal, the only way to get real answers here.',
    });
    expect(held.status).toBe('held');
    // Written and never confirmed: submitted only.
    await api().post(`/api/schools/${schoolId}/reviews`).send(reviewForm()).expect(201);

    // A visitor's report and an owner's; the admin removes one reported review and keeps the other.
    await api().post(`/api/reviews/${removed.id}/reports`).send({ guideline: 'advertising' }).expect(201);
    await as(t, owner)
      .post(`/api/portal/schools/${schoolId}/reviews/${five.id}/reports`)
      .send({ guideline: 'not_first_hand' })
      .expect(201);
    await as(t, admin).post(`/api/admin/reviews/${removed.id}/remove`).send({ reason: 'advertising' }).expect(200);
    await as(t, admin).post(`/api/admin/reviews/${five.id}/publish`).expect(200);
    await as(t, admin).post(`/api/admin/reviews/${held.id}/remove`).send({ reason: 'personal_data' }).expect(200);

    const after = await volumes();
    const expected = {
      submitted: 8,
      confirmed: 7,
      autoHeld: 1,
      // First publications only: the admin's publication of an already published review is not one.
      published: 6,
      removed: 2,
      removedByReason: { advertising: 1, personal_data: 1 },
      reportsReceived: 2,
      reportsResolved: 2,
    };
    expect(delta(after.lastDays, before.lastDays)).toEqual(expected);
    expect(delta(after.weeks[11], before.weeks[11])).toEqual(expected);
    expect(delta(after.weeks[10], before.weeks[10])).toEqual(delta(before.weeks[10], before.weeks[10]));
    expect(after.lastDays.removedByReason.map((row) => row.reason)).toEqual([
      'threats',
      'hate',
      'personal_data',
      'advertising',
      'not_first_hand',
      'undisclosed_conflict_of_interest',
    ]);

    const res = await as(t, owner)
      .get(ownerAnalytics.replace(':id', String(schoolId)))
      .expect(200);
    const months = res.body.months as {
      month: string;
      reviews: number;
      countedReviews: number;
      averageRating: number | null;
    }[];
    const [{ current, twoBack }] = await sql<{ current: string; twoBack: string }>(
      t,
      `select to_char(now() at time zone '${ZONE}', 'YYYY-MM') as current,
              to_char((date_trunc('month', now() at time zone '${ZONE}') - interval '2 months'), 'YYYY-MM') as "twoBack"`,
    );
    expect(months).toHaveLength(12);
    expect(months[11].month).toBe(current);
    expect(months[9].month).toBe(twoBack);
    expect(months[11]).toEqual({ month: current, reviews: 3, countedReviews: 2, averageRating: 4.5 });
    expect(months[9]).toEqual({ month: twoBack, reviews: 1, countedReviews: 1, averageRating: 2 });
    const others = months.filter((_, i) => i !== 11 && i !== 9);
    expect(others.every((m) => m.reviews === 0 && m.countedReviews === 0 && m.averageRating === null)).toBe(true);
    // Months are consecutive, oldest first.
    const sorted = [...months.map((m) => m.month)].sort();
    expect(months.map((m) => m.month)).toEqual(sorted);
    expect(new Set(months.map((m) => m.month)).size).toBe(12);
    expect(Object.keys(res.body)).toEqual(['months']);
  });

  it('counts a day 30 days back in its week and not in the last 30 days', async () => {
    const before = await volumes();
    const [{ day }] = await sql<{ day: string }>(
      t,
      `select to_char((now() at time zone '${ZONE}')::date - 30, 'YYYY-MM-DD') as day`,
    );
    expect(before.lastDays.from > day).toBe(true);
    await sql(t, `insert into review_activity_day (day, event, reason, count) values (?, 'submitted', '', 100)`, [day]);
    const after = await volumes();
    expect(after.lastDays.submitted).toBe(before.lastDays.submitted);
    const week = after.weeks.findIndex((w) => w.from <= day && day <= w.to);
    expect(week).toBeGreaterThanOrEqual(0);
    expect(after.weeks[week].submitted - before.weeks[week].submitted).toBe(100);
    // Weeks run Monday to Sunday, back to back.
    for (const [i, w] of after.weeks.entries()) {
      expect(new Date(`${w.from}T00:00:00Z`).getUTCDay()).toBe(1);
      if (i) expect(Date.parse(w.from) - Date.parse(after.weeks[i - 1].to)).toBe(86_400_000);
    }
  });

  it('answers the school’s owners and admins only', async () => {
    const path = ownerAnalytics.replace(':id', String(schoolId));
    await api().get(path).expect(401);
    await as(t, stranger).get(path).expect(403);
    await as(t, admin).get(path).expect(200);
    await as(t, owner).get(ownerAnalytics.replace(':id', 'abc')).expect(400);
    await api().get('/api/admin/reviews/analytics').expect(401);
    await as(t, owner).get('/api/admin/reviews/analytics').expect(403);
  });
});
