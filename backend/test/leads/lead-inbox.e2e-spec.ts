import request from 'supertest';
import type { School } from '../../src/modules/directory';
import { createTestApp, type TestApp } from '../support/test-app';
import { as, createSchool, linkOwner, newTag, signInAs, sql, type Session } from '../moderation/moderation-fixtures';
import { insertLeads, leadForm, leadsByEmail, newLeadEmail, outboxKeysOf } from './lead-fixtures';

const HOUR = 3_600_000;

describe('leads: the school’s inbox and pipeline', () => {
  let t: TestApp;
  let mine: School;
  let theirs: School;
  let owner: Session;
  let stranger: Session;
  let plainUser: Session;
  let admin: Session;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp();
    mine = await createSchool(t, `Inbox ${tag} Mine`, { isPremium: true });
    theirs = await createSchool(t, `Inbox ${tag} Theirs`, { isPremium: true });
    owner = await signInAs(t, 'school_admin', 'Paula');
    stranger = await signInAs(t, 'school_admin', 'Sam');
    plainUser = await signInAs(t, 'user');
    admin = await signInAs(t, 'admin', 'Ada');
    await linkOwner(t, owner.id, mine.id);
    await linkOwner(t, stranger.id, theirs.id);
    // A plain user with an owner link still lacks the school_admin role the inbox requires.
    await linkOwner(t, plainUser.id, mine.id);
  });
  afterAll(() => t.close());

  const inbox = (schoolId = mine.id) => `/api/portal/schools/${schoolId}/leads`;

  describe('who may work the leads', () => {
    let leadId: string;
    let theirLeadId: string;
    beforeAll(async () => {
      [leadId] = await insertLeads(t, mine.id, [{}]);
      [theirLeadId] = await insertLeads(t, theirs.id, [{}]);
    });

    const routes = () => [
      { method: 'get' as const, url: inbox() },
      { method: 'get' as const, url: `${inbox()}/export` },
      { method: 'get' as const, url: `${inbox()}/${leadId}` },
      { method: 'patch' as const, url: `${inbox()}/${leadId}`, body: { status: 'contacted' } },
      { method: 'post' as const, url: `${inbox()}/${leadId}/notes`, body: { text: 'Called back' } },
    ];

    it('answers 401 signed out, 403 to a school_admin who does not own the school and to a plain user', async () => {
      for (const route of [...routes(), { method: 'get' as const, url: '/api/portal/leads/summary' }]) {
        const signedOut = await as(t, undefined)[route.method](route.url).send(route.body);
        expect([route.url, signedOut.status]).toEqual([route.url, 401]);
      }
      for (const route of routes()) {
        const foreign = await as(t, stranger)[route.method](route.url).send(route.body);
        expect([route.method, route.url, foreign.status, foreign.body.message]).toEqual([
          route.method,
          route.url,
          403,
          'You do not have access to this school',
        ]);
        const plain = await as(t, plainUser)[route.method](route.url).send(route.body);
        expect([route.url, plain.status]).toEqual([route.url, 403]);
      }
      const [row] = await sql<{ status: string }>(t, 'select status from lead where id = ?', [leadId]);
      expect(row.status).toBe('new');
      expect(await sql(t, 'select * from lead_activity where lead_id = ?', [leadId])).toEqual([]);
    });

    it('answers 404 for another school’s lead under the owner’s school, and for an id that is no lead', async () => {
      const res = await as(t, owner).get(`${inbox()}/${theirLeadId}`).expect(404);
      expect(res.body.message).toBe('Lead not found');
      await as(t, owner).patch(`${inbox()}/${theirLeadId}`).send({ status: 'contacted' }).expect(404);
      await as(t, owner).post(`${inbox()}/${theirLeadId}/notes`).send({ text: 'x' }).expect(404);
      await as(t, owner).get(`${inbox()}/not-a-uuid`).expect(404);
      const [row] = await sql<{ status: string }>(t, 'select status from lead where id = ?', [theirLeadId]);
      expect(row.status).toBe('new');
    });

    it('lets an admin open any school’s inbox', async () => {
      await as(t, admin).get(inbox(theirs.id)).expect(200);
      await as(t, admin)
        .get(`${inbox(theirs.id)}/${theirLeadId}`)
        .expect(200);
    });
  });

  describe('the list', () => {
    let school: School;
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      school = await createSchool(t, `Inbox ${tag} List`, { isPremium: true });
      await linkOwner(t, owner.id, school.id);
      const now = Date.now();
      const rows = [
        { key: 'oldNew', status: 'new', createdAt: new Date(now - 72 * HOUR), firstName: 'Olga', lastName: 'Old' },
        { key: 'recentNew', status: 'new', createdAt: new Date(now - 2 * HOUR), type: 'tour', firstName: 'Rita' },
        {
          key: 'contacted',
          status: 'contacted',
          // An open-house RSVP (the open-houses module records these as leads).
          type: 'open_house',
          createdAt: new Date(now - 50 * HOUR),
          email: `zed-${tag}@example.com`,
        },
        { key: 'spam', status: 'spam', createdAt: new Date(now - HOUR) },
        { key: 'closed', status: 'closed', createdAt: new Date(now - 10 * 24 * HOUR) },
      ];
      for (const row of rows) [ids[row.key]] = await insertLeads(t, school.id, [row]);
    });

    it('lists newest first without spam, flags leads still new after 48 hours, and counts the new ones', async () => {
      const res = await as(t, owner).get(inbox(school.id)).expect(200);
      expect(res.body).toMatchObject({ total: 4, page: 1, limit: 20, newCount: 2 });
      expect(res.body.leads.map((lead: { id: string }) => lead.id)).toEqual([
        ids.recentNew,
        ids.contacted,
        ids.oldNew,
        ids.closed,
      ]);
      const byId = Object.fromEntries(res.body.leads.map((lead: { id: string }) => [lead.id, lead]));
      expect(byId[ids.oldNew]).toMatchObject({ overdue: true, status: 'new', parentFirstName: 'Olga' });
      expect(byId[ids.recentNew]).toMatchObject({ overdue: false, type: 'tour' });
      expect(byId[ids.contacted]).toMatchObject({ overdue: false });
      expect(byId[ids.oldNew]).toMatchObject({
        schoolId: school.id,
        childGrade: 'Kindergarten',
        intendedStart: '2026-2027',
        preferredTimes: [],
        sourcePage: '/schools/x',
        firstRespondedAt: null,
        erasedAt: null,
        closedReason: null,
      });
    });

    it('pages, and filters by status, type, days and name or e-mail', async () => {
      const page2 = await as(t, owner)
        .get(`${inbox(school.id)}?page=2&limit=3`)
        .expect(200);
      expect(page2.body).toMatchObject({ total: 4, page: 2, limit: 3 });
      expect(page2.body.leads.map((lead: { id: string }) => lead.id)).toEqual([ids.closed]);

      const ids_ = async (query: string) =>
        (
          await as(t, owner)
            .get(`${inbox(school.id)}?${query}`)
            .expect(200)
        ).body.leads.map((l: { id: string }) => l.id);
      expect(await ids_('status=new')).toEqual([ids.recentNew, ids.oldNew]);
      expect(await ids_('status=spam')).toEqual([ids.spam]);
      expect(await ids_('type=tour')).toEqual([ids.recentNew]);
      // RSVPs are a type of their own, apart from information requests (list and counters alike).
      expect(await ids_('type=open_house')).toEqual([ids.contacted]);
      expect(await ids_('type=information')).toEqual([ids.oldNew, ids.closed]);
      const rsvps = await as(t, owner)
        .get(`${inbox(school.id)}?type=open_house`)
        .expect(200);
      expect(rsvps.body).toMatchObject({ total: 1, newCount: 2 });
      expect(rsvps.body.leads[0]).toMatchObject({ type: 'open_house' });
      expect(await ids_('search=olga%20o')).toEqual([ids.oldNew]);
      expect(await ids_(`search=ZED-${tag}`)).toEqual([ids.contacted]);
      expect(await ids_('search=%25')).toEqual([]);
      const day = (msAgo: number) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(Date.now() - msAgo));
      expect(await ids_(`from=${day(9 * 24 * HOUR)}&to=${day(9 * 24 * HOUR)}`)).toEqual([]);
      expect(await ids_(`to=${day(10 * 24 * HOUR)}`)).toEqual([ids.closed]);
      expect(await ids_(`from=${day(72 * HOUR)}`)).toEqual([ids.recentNew, ids.contacted, ids.oldNew]);
    });

    it('refuses malformed filters with a clear 400', async () => {
      const bad = async (query: string) =>
        (
          await as(t, owner)
            .get(`${inbox(school.id)}?${query}`)
            .expect(400)
        ).body;
      expect((await bad('status=pending')).errors).toEqual({
        status: ['status must be one of: new, contacted, tour_scheduled, toured, applied, enrolled, closed, spam'],
      });
      expect((await bad('type=visit')).errors).toEqual({ type: ['type must be information, tour or open_house'] });
      expect((await bad('from=2026-02-30')).errors).toEqual({ from: ['from must be a date (YYYY-MM-DD)'] });
      expect((await bad('from=2026-03-02&to=2026-03-01')).errors).toEqual({ to: ['to must not be before from'] });
      expect((await bad('limit=500')).errors).toEqual({ limit: ['limit must be from 1 to 100'] });
    });

    it('exports the filtered list as CSV: Las Vegas times a spreadsheet reads as dates, the inbox labels, notes', async () => {
      // 2026-11-20 18:30 UTC is 10:30 in Las Vegas (PST).
      const [risky] = await insertLeads(t, school.id, [
        {
          firstName: '=HYPERLINK("http://evil")',
          lastName: 'Quote"d',
          message: 'Line one\nLine two, with comma',
          type: 'open_house',
          createdAt: new Date('2026-11-20T18:30:00Z'),
        },
      ]);
      await as(t, owner)
        .post(`${inbox(school.id)}/${risky}/notes`)
        .send({ text: 'Called, left a message' })
        .expect(201);
      await as(t, owner)
        .post(`${inbox(school.id)}/${risky}/notes`)
        .send({ text: 'Booked a tour' })
        .expect(201);
      const res = await as(t, owner)
        .get(`${inbox(school.id)}/export?status=new`)
        .expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d+-\d{4}-\d{2}-\d{2}\.csv"$/);
      const text = res.text.replace(/^\ufeff/, '');
      const lines = text.split('\r\n');
      expect(lines[0]).toBe(
        "Received (Las Vegas time),Type,Status,Closed reason,First name,Last name,Email,Phone,Child's grade,Intended start,Preferred times,Message,Newsletter,Sent from,First response (Las Vegas time),Overdue,Notes",
      );
      // Header, three new leads, and the empty string after the last CRLF; each line starts with a local time.
      expect(text.match(/\r\n(?=\d{4}-\d{2}-\d{2} \d{2}:\d{2},)/g)).toHaveLength(3);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
      const line = lines.find((row) => row.includes('Quote""d'))!;
      expect(line.startsWith('2026-11-20 10:30,Open house RSVP,New,,')).toBe(true);
      expect(line).toContain(`,"'=HYPERLINK(""http://evil"")","Quote""d",`);
      // The RSVP's message and the school's notes, oldest first, each with its time and author.
      expect(text).toContain('"Line one\nLine two, with comma"');
      expect(text).toMatch(
        /"\d{4}-\d{2}-\d{2} \d{2}:\d{2} [^:\n]+: Called, left a message\n\d{4}-\d{2}-\d{2} \d{2}:\d{2} [^:\n]+: Booked a tour"/,
      );
      expect(text).toContain(',Information,New,');
      expect(text).not.toContain(',spam,');
      expect(text).not.toContain(',information,');
    });

    it('gives the portal overview each owned school’s new and total counts (spam never counted)', async () => {
      const res = await as(t, owner).get('/api/portal/leads/summary').expect(200);
      const row = res.body.find((entry: { schoolId: number }) => entry.schoolId === school.id);
      expect(row).toEqual({ schoolId: school.id, schoolName: school.name, newCount: 3, total: 5 });
      expect(res.body.map((entry: { schoolId: number }) => entry.schoolId)).not.toContain(theirs.id);
    });
  });

  describe('the pipeline', () => {
    let leadId: string;
    const url = () => `${inbox()}/${leadId}`;

    beforeAll(async () => {
      const email = newLeadEmail();
      await request(t.app.getHttpServer())
        .post(`/api/schools/${mine.slug}/leads`)
        .send(leadForm({ email }))
        .expect(201);
      [{ id: leadId }] = await leadsByEmail(t, email);
    });

    it('moves through the stages, recording the first response once and each change in the history', async () => {
      const first = await as(t, owner).patch(url()).send({ status: 'contacted' }).expect(200);
      expect(first.body).toMatchObject({ status: 'contacted', closedReason: null, overdue: false });
      const respondedAt = first.body.firstRespondedAt;
      expect(respondedAt).toEqual(expect.any(String));

      // The same status again changes nothing.
      await as(t, owner).patch(url()).send({ status: 'contacted' }).expect(200);
      for (const status of ['tour_scheduled', 'toured', 'applied'])
        await as(t, owner).patch(url()).send({ status }).expect(200);
      const closed = await as(t, owner)
        .patch(url())
        .send({ status: 'closed', closedReason: 'enrolled_elsewhere' })
        .expect(200);
      expect(closed.body).toMatchObject({
        status: 'closed',
        closedReason: 'enrolled_elsewhere',
        firstRespondedAt: respondedAt,
      });
      expect(
        closed.body.history.map((h: { fromStatus: string; toStatus: string }) => `${h.fromStatus}>${h.toStatus}`),
      ).toEqual([
        'new>contacted',
        'contacted>tour_scheduled',
        'tour_scheduled>toured',
        'toured>applied',
        'applied>closed',
      ]);
      expect(closed.body.history[4]).toMatchObject({ closedReason: 'enrolled_elsewhere', actorName: 'Paula Tester' });

      // Reopened into the pipeline: allowed, the reason goes.
      const reopened = await as(t, owner).patch(url()).send({ status: 'enrolled' }).expect(200);
      expect(reopened.body).toMatchObject({ status: 'enrolled', closedReason: null });
    });

    it('refuses a close without a reason, a reason without a close, going back to new, and unknown statuses', async () => {
      const refuse = async (body: Record<string, unknown>, status: number, message: string) => {
        const res = await as(t, owner).patch(url()).send(body).expect(status);
        expect(res.body.message).toBe(message);
      };
      await refuse({ status: 'closed' }, 400, 'Please choose a reason for closing the lead');
      await refuse(
        { status: 'contacted', closedReason: 'no_response' },
        400,
        'A reason is only given when closing a lead',
      );
      await refuse({ status: 'new' }, 400, 'A lead cannot go back to new');
      await refuse({ status: 'spam' }, 400, 'Please choose a status');
      await refuse({ status: 'closed', closedReason: 'bored' }, 400, 'Please choose a reason for closing the lead');
      const [row] = await sql<{ status: string }>(t, 'select status from lead where id = ?', [leadId]);
      expect(row.status).toBe('enrolled');
    });

    it('keeps notes with their author, shown in the detail', async () => {
      const note = await as(t, owner)
        .post(`${url()}/notes`)
        .send({ text: '  Called, left a voicemail.  ' })
        .expect(201);
      expect(note.body).toMatchObject({ text: 'Called, left a voicemail.', authorName: 'Paula Tester' });
      const empty = await as(t, owner).post(`${url()}/notes`).send({ text: '   ' }).expect(400);
      expect(empty.body.errors).toEqual({ text: ['Note is required'] });
      const detail = await as(t, owner).get(url()).expect(200);
      expect(detail.body.notes).toEqual([note.body]);
      expect(detail.body).toMatchObject({
        id: leadId,
        parentFirstName: 'Maria',
        message: expect.stringContaining('Henderson'),
        consentedAt: expect.any(String),
        sourcePage: '/schools/some-school',
      });
    });
  });

  describe('admin', () => {
    let school: School;
    let spamId: string;
    let eraseId: string;
    let eraseEmail: string;

    beforeAll(async () => {
      school = await createSchool(t, `Inbox ${tag} Admin`, { isPremium: true });
      await linkOwner(t, owner.id, school.id);
      eraseEmail = newLeadEmail('erase');
      await request(t.app.getHttpServer())
        .post(`/api/schools/${school.slug}/leads`)
        .send(leadForm({ email: eraseEmail }))
        .expect(201);
      [{ id: eraseId }] = await leadsByEmail(t, eraseEmail);
      [spamId] = await insertLeads(t, school.id, [{ status: 'new' }]);
      await insertLeads(t, school.id, [{ status: 'spam' }]);
    });

    it('sees counts per school, most new leads first, searchable by name', async () => {
      const res = await as(t, admin)
        .get(`/api/admin/leads/summary?search=${encodeURIComponent(school.name)}`)
        .expect(200);
      expect(res.body).toMatchObject({ total: 1, page: 1, limit: 20 });
      expect(res.body.items).toEqual([
        {
          schoolId: school.id,
          schoolName: school.name,
          schoolSlug: school.slug,
          total: 2,
          newCount: 2,
          overdueCount: 0,
          spamCount: 1,
          lastLeadAt: expect.any(String),
          // The school takes requests (premium with an owner), so its leads reach someone (issue 35).
          reachesNobody: false,
        },
      ]);
      const all = await as(t, admin).get('/api/admin/leads/summary?limit=100').expect(200);
      expect(all.body.items.map((row: { schoolId: number }) => row.schoolId)).toContain(mine.id);
      await as(t, owner).get('/api/admin/leads/summary').expect(403);
    });

    it('marks a lead as spam: out of the inbox and the counts, closed to the pipeline', async () => {
      const res = await as(t, admin).post(`/api/admin/leads/${spamId}/spam`).expect(200);
      expect(res.body).toMatchObject({ id: spamId, status: 'spam' });
      await as(t, admin).post(`/api/admin/leads/${spamId}/spam`).expect(200);
      const list = await as(t, owner).get(inbox(school.id)).expect(200);
      expect(list.body).toMatchObject({ total: 1, newCount: 1 });
      const refused = await as(t, owner)
        .patch(`${inbox(school.id)}/${spamId}`)
        .send({ status: 'contacted' })
        .expect(409);
      expect(refused.body.message).toBe('This lead is marked as spam');
      const history = await sql<{ to_status: string; actor_name: string }>(
        t,
        'select to_status, actor_name from lead_activity where lead_id = ?',
        [spamId],
      );
      expect(history).toEqual([{ to_status: 'spam', actor_name: 'Ada Tester' }]);
    });

    it('erases a lead’s personal data, notes and stored mails, and keeps it in the counts', async () => {
      await as(t, owner)
        .post(`${inbox(school.id)}/${eraseId}/notes`)
        .send({ text: 'Spoke to Maria Lopez' })
        .expect(201);
      await as(t, owner)
        .patch(`${inbox(school.id)}/${eraseId}`)
        .send({ status: 'contacted' })
        .expect(200);
      expect(await outboxKeysOf(t, eraseId)).toHaveLength(2);

      const res = await as(t, admin).post(`/api/admin/leads/${eraseId}/erase`).expect(200);
      expect(res.body).toMatchObject({
        id: eraseId,
        status: 'contacted',
        parentFirstName: '',
        parentLastName: '',
        email: '',
        phone: null,
        message: '',
        sourcePage: null,
        childGrade: 'Kindergarten',
        erasedAt: expect.any(String),
      });
      await as(t, admin).post(`/api/admin/leads/${eraseId}/erase`).expect(200);
      expect(await leadsByEmail(t, eraseEmail)).toEqual([]);
      expect(await outboxKeysOf(t, eraseId)).toEqual([]);
      const detail = await as(t, owner)
        .get(`${inbox(school.id)}/${eraseId}`)
        .expect(200);
      expect(detail.body.notes.map((note: { text: string }) => note.text)).toEqual(['']);
      expect(detail.body.history).toHaveLength(1);
      const list = await as(t, owner).get(inbox(school.id)).expect(200);
      expect(list.body.total).toBe(1);
      const refused = await as(t, owner)
        .post(`${inbox(school.id)}/${eraseId}/notes`)
        .send({ text: 'x' })
        .expect(409);
      expect(refused.body.message).toBe("This lead's personal data was erased; it can no longer be changed");
    });

    it('answers 404 for an unknown lead', async () => {
      await as(t, admin).post('/api/admin/leads/00000000-0000-4000-8000-000000000000/erase').expect(404);
      await as(t, admin).post('/api/admin/leads/nope/spam').expect(404);
    });
  });

  it('keeps lead_count (the totals and badges) equal to the leads it counts after all of the above', async () => {
    const counted = await sql(
      t,
      `select school_id, type, status, count from lead_count where count <> 0 order by 1, 2, 3`,
    );
    const actual = await sql(
      t,
      `select school_id, type, status, count(*)::int as count from lead group by 1, 2, 3 order by 1, 2, 3`,
    );
    expect(counted.length).toBeGreaterThan(3);
    expect(counted).toEqual(actual);
  });
});
