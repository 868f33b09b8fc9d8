import request from 'supertest';
import { SendReviewSummaries } from '../../src/modules/reviews/application/send-review-summaries';
import { TestSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';
import { FAST_MAIL_ENV, startTestWorker, type TestWorker } from '../mail/test-worker';
import { as, createSchool, linkOwner, newTag, signInAs, sql, type Session } from '../moderation/moderation-fixtures';
import { tokenFor, writeAndConfirm } from './review-fixtures';

const DAY = 86_400_000;

/**
 * Issue 39: "A new review of their school reaches the owner by e-mail (respecting their lead-notification
 * choice: at once or daily summary)". The choice is leads' (`PUT .../lead-notifications`), read through
 * leads' LeadNotificationChoices; the summary is the reviews worker's, one per school and Las Vegas day.
 */
describe('reviews: owners hear of new reviews at once or in a daily summary, as they chose for leads', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let worker: TestWorker;
  let admin: Session;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp(FAST_MAIL_ENV);
    smtp = await TestSmtpServer.start();
    worker = await startTestWorker({ SMTP_URL: smtp.url });
    admin = await signInAs(t, 'admin', 'Ada');
  });
  afterAll(async () => {
    await worker?.close();
    await smtp?.close();
    await t?.close();
  });

  const settle = () => new Promise((done) => setTimeout(done, 800));
  const runSummaries = (now: Date) => worker.module.get(SendReviewSummaries).execute(now);
  const choose = (owner: Session, schoolId: number, mode: 'immediate' | 'daily_summary') =>
    as(t, owner).put(`/api/portal/schools/${schoolId}/lead-notifications`).send({ mode }).expect(200);
  const immediateMails = (reviewId: string) =>
    sql(t, `select key from mail_outbox where key like ?`, [`review-published-owner:${reviewId}:%`]);
  const noticeOf = async (reviewId: string) =>
    (await sql<{ owner_notice: string | null }>(t, `select owner_notice from review where id = ?`, [reviewId]))[0]
      .owner_notice;

  it('mails owners on the summary nothing at once, then one summary of the day per school, never twice, premium or not', async () => {
    const schools = [
      await createSchool(t, `Summary ${tag} Premium Academy`, { isPremium: true }),
      await createSchool(t, `Summary ${tag} Free Academy`, { isPremium: false }),
    ];
    const owners: Session[] = [];
    const published: string[][] = [];
    for (const school of schools) {
      const owner = await signInAs(t, 'school_admin', 'Paula');
      await linkOwner(t, owner.id, school.id);
      await choose(owner, school.id, 'daily_summary');
      owners.push(owner);
      const clean = await writeAndConfirm(t, school.id, { title: 'Calm and kind', displayName: 'Jane D.', overall: 5 });
      // A held review waits for the admin; once published it joins the same day's summary.
      const held = await writeAndConfirm(t, school.id, { title: 'See www.parents-forum.example', overall: 2 });
      expect([clean.status, held.status]).toEqual(['published', 'held']);
      await as(t, admin).post(`/api/admin/reviews/${held.id}/publish`).expect(200);
      published.push([clean.id, held.id]);
      for (const id of [clean.id, held.id]) {
        expect(await immediateMails(id)).toEqual([]);
        expect(await noticeOf(id)).toBe('daily_summary');
      }
    }
    await settle();
    for (const owner of owners) expect(smtp.receivedBy(owner.email)).toEqual([]);

    // Two workers at once, tomorrow (Las Vegas time): one summary per school.
    const tomorrow = new Date(Date.now() + DAY);
    const [a, b] = await Promise.all([runSummaries(tomorrow), runSummaries(tomorrow)]);
    expect(a + b).toBe(2);
    await smtp.waitFor(() => owners.every((owner) => smtp.receivedBy(owner.email).length === 1), 15_000, 'summaries');
    for (const [index, owner] of owners.entries()) {
      const [summary] = smtp.receivedBy(owner.email);
      expect(summary.subject).toMatch(new RegExp(`^2 new reviews of ${schools[index].name} on \\w+day, `));
      expect(summary.text).toContain('"Calm and kind", 5 of 5 stars, by Jane D.');
      expect(summary.text).toContain('"See www.parents-forum.example", 2 of 5 stars');
      expect(summary.text).toContain(`/school-dashboard?tab=reviews&school=${schools[index].id}`);
    }
    const sent = await sql<{ school_id: number; reviews: number }>(
      t,
      `select school_id, reviews from review_summary_sent where school_id in (?, ?) order by school_id`,
      [schools[0].id, schools[1].id],
    );
    expect(sent).toEqual([
      { school_id: schools[0].id, reviews: 2 },
      { school_id: schools[1].id, reviews: 2 },
    ]);

    // Later runs send nothing more.
    expect(await runSummaries(tomorrow)).toBe(0);
    expect(await runSummaries(new Date(tomorrow.getTime() + 3_600_000))).toBe(0);
    await settle();
    for (const owner of owners) expect(smtp.receivedBy(owner.email)).toHaveLength(1);

    // A writer's deletion erases the stored summary that names their review.
    const summaryKeys = () =>
      sql(t, `select key from mail_outbox where key like ?`, [`review-summary:${schools[0].id}:%`]);
    expect(await summaryKeys()).toHaveLength(1);
    await request(t.app.getHttpServer())
      .delete(`/api/reviews/manage?token=${encodeURIComponent(tokenFor(t, 'manage', published[0][0]))}`)
      .expect(200);
    expect(await summaryKeys()).toEqual([]);
  });

  it('mails owners on `immediate` at once and leaves their reviews out of the summaries, also after a switch', async () => {
    const school = await createSchool(t, `Immediate ${tag} Academy`, { isPremium: false });
    const owner = await signInAs(t, 'school_admin', 'Ines');
    await linkOwner(t, owner.id, school.id);
    // Never chose: immediate.
    const first = await writeAndConfirm(t, school.id, { title: 'Good first year' });
    expect(await noticeOf(first.id)).toBe('immediate');
    expect(await immediateMails(first.id)).toHaveLength(1);

    // Switching to the summary later does not put the review mailed at once into a summary, and back again
    // does not lose the one that waits.
    await choose(owner, school.id, 'daily_summary');
    const second = await writeAndConfirm(t, school.id, { title: 'Second thoughts' });
    await choose(owner, school.id, 'immediate');
    const third = await writeAndConfirm(t, school.id, { title: 'Third review' });
    expect(await immediateMails(second.id)).toEqual([]);
    expect(await immediateMails(third.id)).toHaveLength(1);

    await runSummaries(new Date(Date.now() + DAY));
    await smtp.waitFor(
      () => smtp.receivedBy(owner.email).some((mail) => mail.subject.startsWith('1 new review of')),
      15_000,
      'the summary',
    );
    await settle();
    const subjects = smtp.receivedBy(owner.email).map((mail) => mail.subject);
    expect(subjects.filter((s) => s === `New review of ${school.name}`)).toHaveLength(2);
    const summaries = smtp.receivedBy(owner.email).filter((mail) => mail.subject.startsWith('1 new review of'));
    expect(summaries).toHaveLength(1);
    expect(summaries[0].text).toContain('Second thoughts');
    expect(summaries[0].text).not.toContain('Good first year');
    expect(summaries[0].text).not.toContain('Third review');
  });

  it('summarises nothing for a day whose waiting review was removed before the run', async () => {
    const school = await createSchool(t, `Removed ${tag} Academy`, { isPremium: true });
    const owner = await signInAs(t, 'school_admin', 'Rita');
    await linkOwner(t, owner.id, school.id);
    await choose(owner, school.id, 'daily_summary');
    const review = await writeAndConfirm(t, school.id);
    await as(t, admin).post(`/api/admin/reviews/${review.id}/remove`).send({ reason: 'advertising' }).expect(200);
    await runSummaries(new Date(Date.now() + DAY));
    expect(await sql(t, `select 1 from review_summary_sent where school_id = ?`, [school.id])).toEqual([]);
    await settle();
    expect(smtp.receivedBy(owner.email)).toEqual([]);
  });
});
