import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { createSchool, createUser, linkOwner, newTag, signInAs, as, sql } from '../moderation/moderation-fixtures';
import { writeAndConfirm } from './review-fixtures';

/**
 * Issue 39: "the moderation path is the same for a premium and a non-premium school, and for a 1-star and
 * a 5-star review". The four combinations run through the API, once with a clean text and once with a text
 * an automatic check holds; each step's outcome (status, hold reasons, visibility, delay, position in the
 * default order, the owner's mail, the admin's publication) is compared across the four.
 */
describe('reviews: one moderation path whatever the plan or the rating (issue 39)', () => {
  let t: TestApp;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const api = () => request(t.app.getHttpServer());
  const combos = [
    { plan: 'premium', isPremium: true, overall: 1 },
    { plan: 'premium', isPremium: true, overall: 5 },
    { plan: 'free', isPremium: false, overall: 1 },
    { plan: 'free', isPremium: false, overall: 5 },
  ] as const;

  it('publishes, holds, orders and mails alike for premium and free schools, 1-star and 5-star reviews', async () => {
    const premium = await createSchool(t, `Review ${tag} Premium Academy`, { isPremium: true });
    const free = await createSchool(t, `Review ${tag} Free Academy`, { isPremium: false });
    for (const school of [premium, free]) {
      const owner = await createUser(t, 'school_admin');
      await linkOwner(t, owner.id, school.id);
    }
    const schoolOf = (isPremium: boolean) => (isPremium ? premium : free);

    const outcomes: Record<string, unknown>[] = [];
    const held: string[] = [];
    for (const kind of ['clean', 'phone'] as const) {
      for (const combo of combos) {
        const school = schoolOf(combo.isPremium);
        const body =
          kind === 'clean'
            ? undefined
            : `Ask the office to call you back at 702-555-0${combo.overall}${combo.isPremium ? 1 : 2}9, it is the only way to get answers here.`;
        const review = await writeAndConfirm(t, school.id, {
          overall: combo.overall,
          academics: combo.overall,
          teachers: combo.overall,
          community: combo.overall,
          communication: combo.overall,
          ...(body ? { body } : {}),
        });
        const [row] = await sql<{ hold_reasons: string[]; delay_ms: number | null; mails: number }>(
          t,
          `select r.hold_reasons, extract(epoch from (r.published_at - r.confirmed_at)) * 1000 as delay_ms,
             (select count(*)::int from mail_outbox m where m.key like 'review-published-owner:' || r.id || ':%') as mails
           from review r where r.id = ?`,
          [review.id],
        );
        const list = await api().get(`/api/schools/${school.id}/reviews`).expect(200);
        const position = (list.body.items as { id: string }[]).findIndex((item) => item.id === review.id);
        if (review.status === 'held') held.push(review.id);
        outcomes.push({
          kind,
          status: review.status,
          holdReasons: row.hold_reasons,
          delayMs: row.delay_ms === null ? null : Number(row.delay_ms),
          ownerMails: row.mails,
          // A newly published review is first in the default order, whatever its rating or school.
          position,
        });
      }
    }

    const expected = (kind: 'clean' | 'phone') =>
      kind === 'clean'
        ? { kind, status: 'published', holdReasons: [], delayMs: 0, ownerMails: 1, position: 0 }
        : { kind, status: 'held', holdReasons: ['phone_number'], delayMs: null, ownerMails: 0, position: -1 };
    expect(outcomes).toEqual([...combos.map(() => expected('clean')), ...combos.map(() => expected('phone'))]);

    // The admin's publication of the held ones: the same for all four.
    const admin = await signInAs(t, 'admin');
    const decisions = [];
    for (const id of held) {
      const res = await as(t, admin).post(`/api/admin/reviews/${id}/publish`).expect(200);
      const [row] = await sql<{ mails: number }>(t, `select count(*)::int as mails from mail_outbox where key like ?`, [
        `review-published-owner:${id}:%`,
      ]);
      decisions.push({ status: res.body.status, ownerMails: row.mails });
    }
    expect(decisions).toEqual(combos.map(() => ({ status: 'published', ownerMails: 1 })));

    // Each school's page: both ratings shown, newest publication first.
    for (const school of [premium, free]) {
      const page = await api().get(`/api/schools/${school.id}/reviews`).expect(200);
      expect(page.body.items.map((item: { overall: number }) => item.overall)).toEqual([5, 1, 5, 1]);
      expect(page.body.summary).toMatchObject({ count: 4, countedCount: 4, enoughReviews: true, average: 3 });
    }
  });
});
