import request from 'supertest';
import type { School } from '../../src/modules/directory';
import { RollUpAnalytics } from '../../src/modules/analytics';
import { createTestApp, type TestApp } from '../support/test-app';
import { as, createSchool, linkOwner, newTag, signInAs, sql, type Session } from '../moderation/moderation-fixtures';
import { insertLeads } from '../leads/lead-fixtures';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('analytics: beacon intake, rollup and dashboards', () => {
  let t: TestApp;
  let mine: School;
  let theirs: School;
  let owner: Session;
  let stranger: Session;
  let plainUser: Session;
  let admin: Session;
  let origin: string;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp();
    origin = new URL(t.config.publicUrl).origin;
    mine = await createSchool(t, `Analytics ${tag} Mine`, { isPremium: true });
    theirs = await createSchool(t, `Analytics ${tag} Theirs`, { isPremium: true });
    owner = await signInAs(t, 'school_admin', 'Olive');
    stranger = await signInAs(t, 'school_admin', 'Stan');
    plainUser = await signInAs(t, 'user');
    admin = await signInAs(t, 'admin', 'Ada');
    await linkOwner(t, owner.id, mine.id);
    await linkOwner(t, stranger.id, theirs.id);
  });
  afterAll(() => t.close());

  const beacon = (
    events: unknown[],
    options: { ua?: string; session?: Session; gpc?: boolean; text?: boolean; ip?: string } = {},
  ) => {
    let req = request(t.app.getHttpServer())
      .post('/api/analytics/events')
      .set('Origin', origin)
      .set('User-Agent', options.ua ?? BROWSER);
    if (options.session) req = req.set('Cookie', options.session.cookie);
    if (options.gpc) req = req.set('Sec-GPC', '1');
    if (options.ip) req = req.set('X-Forwarded-For', options.ip);
    const body = JSON.stringify({ events });
    return options.text
      ? req.set('Content-Type', 'text/plain;charset=UTF-8').send(body)
      : req.set('Content-Type', 'application/json').send(body);
  };
  const rawEvents = (schoolId: number) =>
    sql<{ kind: string; visitor: Buffer | null; referrer_class: string }>(
      t,
      'select kind, visitor, referrer_class from analytics_event where school_id = ? order by id',
      [schoolId],
    );

  describe('intake', () => {
    it('keeps a browser’s events once per 30 minutes, with only the referrer’s class, and sets no cookie', async () => {
      const school = await createSchool(t, `Analytics ${tag} Intake`);
      const res = await beacon([
        { kind: 'profile_view', schoolId: school.id, referrer: 'https://www.google.com/search?q=schools' },
        { kind: 'click_website', schoolId: school.id },
        { kind: 'click_website', schoolId: school.id },
      ]).expect(204);
      expect(res.headers['set-cookie']).toBeUndefined();
      await beacon([{ kind: 'profile_view', schoolId: school.id }], { text: true }).expect(204);
      const rows = await rawEvents(school.id);
      expect(rows.map((row) => [row.kind, row.referrer_class])).toEqual([
        ['profile_view', 'search'],
        ['click_website', 'direct'],
      ]);
      expect(rows[0].visitor).toBeInstanceOf(Buffer);
      expect(rows[0].visitor).toHaveLength(16);
    });

    it('drops bots, and keeps no visitor hash under Global Privacy Control', async () => {
      const school = await createSchool(t, `Analytics ${tag} Privacy`);
      await beacon([{ kind: 'profile_view', schoolId: school.id }], { ua: BOT }).expect(204);
      await beacon([{ kind: 'profile_view', schoolId: school.id }], { ua: '' }).expect(204);
      expect(await rawEvents(school.id)).toEqual([]);
      await beacon([{ kind: 'click_phone', schoolId: school.id }], { gpc: true }).expect(204);
      const rows = await rawEvents(school.id);
      expect(rows).toHaveLength(1);
      expect(rows[0].visitor).toBeNull();
    });

    it('drops the school’s own signed-in owners (their other events count) and admins entirely', async () => {
      const other = await createSchool(t, `Analytics ${tag} Other`);
      await beacon(
        [
          { kind: 'profile_view', schoolId: mine.id },
          { kind: 'profile_view', schoolId: other.id },
        ],
        { session: owner },
      ).expect(204);
      expect(await rawEvents(mine.id)).toEqual([]);
      expect(await rawEvents(other.id)).toHaveLength(1);
      await beacon([{ kind: 'click_email', schoolId: other.id }], { session: admin }).expect(204);
      expect((await rawEvents(other.id)).map((row) => row.kind)).toEqual(['profile_view']);
    });

    it('refuses what is not a beacon, batches over 50 events and writes from another origin', async () => {
      const school = await createSchool(t, `Analytics ${tag} Refused`);
      let res = await beacon([{ kind: 'nonsense', schoolId: school.id }]).expect(400);
      expect(res.body.message).toBe('Event 0: unknown kind');
      res = await beacon(Array.from({ length: 51 }, () => ({ kind: 'impression', schoolId: school.id }))).expect(400);
      expect(res.body.message).toBe('A beacon carries at most 50 events');
      res = await request(t.app.getHttpServer())
        .post('/api/analytics/events')
        .set('Origin', origin)
        .set('User-Agent', BROWSER)
        .set('Content-Type', 'text/plain')
        .send('not json')
        .expect(400);
      await request(t.app.getHttpServer())
        .post('/api/analytics/events')
        .set('Origin', 'https://evil.example')
        .set('User-Agent', BROWSER)
        .send({ events: [{ kind: 'impression', schoolId: school.id }] })
        .expect(403);
      expect(await rawEvents(school.id)).toEqual([]);
    });
  });

  describe('rollup and dashboards', () => {
    it('rolls raw events into daily totals the owner sees, idempotently, and purges raw events after 90 days', async () => {
      await beacon(
        [
          { kind: 'impression', schoolId: mine.id },
          { kind: 'profile_view', schoolId: mine.id, referrer: 'https://www.facebook.com/' },
          { kind: 'click_website', schoolId: mine.id },
          { kind: 'click_phone', schoolId: mine.id },
          { kind: 'click_directions', schoolId: mine.id },
          { kind: 'shortlist_add', schoolId: mine.id },
          { kind: 'compare_add', schoolId: mine.id },
        ],
        { ip: '203.0.113.7' },
      ).expect(204);
      const [answered] = await insertLeads(t, mine.id, [
        { type: 'tour' },
        // Ten days ago: the previous 7-day period.
        { type: 'information', createdAt: new Date(Date.now() - 10 * 86_400_000) },
      ]);
      await sql(t, `update lead set first_responded_at = created_at + interval '90 minutes' where id = ?`, [answered]);
      await sql(
        t,
        `insert into analytics_event (at, school_id, kind, visitor, bucket, referrer_class) values (now() - interval '91 days', ?, 'profile_view', null, 1, 'direct')`,
        [mine.id],
      );
      const rollUp = t.app.get(RollUpAnalytics);
      const first = await rollUp.execute();
      expect(first.purged).toBe(1);
      await rollUp.execute();

      const res = await as(t, owner).get(`/api/portal/schools/${mine.id}/analytics?days=7`).expect(200);
      const totals = Object.fromEntries(
        (res.body.totals as { metric: string; current: number }[]).map((row) => [row.metric, row.current]),
      );
      expect(totals).toEqual({
        impressions: 1,
        profileViews: 1,
        uniqueProfileViews: 1,
        clicks: 3,
        leads: 1,
        shortlistAdds: 1,
        compareAdds: 1,
      });
      // One tour request from one unique visitor: too few visitors for a share, so the counts only.
      expect(res.body.conversion).toEqual({ requests: 1, visitors: 1, percent: null });
      expect(res.body.daily).toHaveLength(7);
      const clicks = Object.fromEntries(
        (res.body.clicksByKind as { kind: string; count: number }[]).map((row) => [row.kind, row.count]),
      );
      expect(clicks).toMatchObject({ click_website: 1, click_phone: 1, click_directions: 1, click_email: 0 });
      expect(res.body.referrers).toContainEqual({ referrerClass: 'social', count: 1 });
      expect(res.body.leadsByType).toEqual([{ type: 'tour', count: 1 }]);
      expect(res.body.totals).toContainEqual({ metric: 'leads', current: 1, previous: 1, changePercent: 0 });
      expect(res.body.totals).toContainEqual({ metric: 'shortlistAdds', current: 1, previous: 0, changePercent: null });
      expect(res.body.medianFirstResponseMinutes).toBe(90);
      // The anonymised peer median appears only for a group of at least 5 premium schools of the type.
      const peers = res.body.peers as { groupSize: number; medianProfileViews: number | null };
      expect(peers.groupSize).toBeGreaterThanOrEqual(2);
      expect(peers.medianProfileViews === null).toBe(peers.groupSize < 5);
      expect(res.body.lastRolledUpAt).toEqual(expect.any(String));

      const csv = await as(t, owner).get(`/api/portal/schools/${mine.id}/analytics/export?days=7`).expect(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.text).toContain('Date,Impressions,Profile views,Clicks,Leads,Shortlist adds,Compare adds');
      const csvRows = csv.text.trim().split('\r\n');
      expect(csvRows).toHaveLength(8);
      // Today's line carries the shortlist and compare adds recorded above.
      const sum = (column: number) =>
        csvRows.slice(1).reduce((total, row) => total + Number(row.split(',')[column]), 0);
      expect([sum(5), sum(6)]).toEqual([1, 1]);
      const [old] = await sql<{ n: number }>(
        t,
        `select count(*)::int as n from analytics_event where at < now() - interval '90 days'`,
      );
      expect(old.n).toBe(0);
    });

    it('lists a search that found no school among the admin’s no-result searches', async () => {
      await beacon([
        { kind: 'search', query: `  Waldorf ${tag} `, filters: { grades: ['K'] }, resultCount: 0 },
        { kind: 'search', query: 'call me at 702-555-0199', resultCount: 0 },
        { kind: 'search', query: 'montessori', resultCount: 4 },
      ]).expect(204);
      await as(t, admin).post('/api/admin/analytics/rollup').expect(200);
      const res = await as(t, admin).get('/api/admin/analytics?days=30').expect(200);
      const summaries = (res.body.noResultSearches as { summary: string }[]).map((row) => row.summary);
      expect(summaries).toContain(`"waldorf ${tag.toLowerCase()}" grades=k`);
      expect(summaries.some((summary) => summary.includes('702'))).toBe(false);
      expect(summaries).not.toContain('"montessori"');
      expect((res.body.topSearches as { summary: string }[]).map((row) => row.summary)).toContain('"montessori"');
      expect(res.body.daily).toHaveLength(30);
    });

    it('answers 401 signed out and 403 to a school_admin who does not own the school or a plain user', async () => {
      for (const url of [
        `/api/portal/schools/${mine.id}/analytics`,
        `/api/portal/schools/${mine.id}/analytics/export`,
      ]) {
        await as(t, undefined).get(url).expect(401);
        const res = await as(t, stranger).get(url).expect(403);
        expect(res.body.message).toBe('You do not have access to this school');
        await as(t, plainUser).get(url).expect(403);
      }
      await as(t, owner).get(`/api/portal/schools/${mine.id}/analytics?days=12`).expect(400);
    });

    it('keeps the admin’s routes to admins', async () => {
      for (const session of [owner, plainUser]) {
        await as(t, session).get('/api/admin/analytics').expect(403);
        await as(t, session).post('/api/admin/analytics/rollup').expect(403);
      }
      await as(t, undefined).get('/api/admin/analytics').expect(401);
    });
  });
});
