import request from 'supertest';
import type { School } from '../../src/modules/directory';
import { signRsvpToken } from '../../src/modules/open-houses/domain/rsvp-token';
import { createTestApp, type TestApp } from '../support/test-app';
import { as, createSchool, linkOwner, newTag, signInAs, sql, type Session } from '../moderation/moderation-fixtures';
import { openHouseForm, rsvpForm } from './open-house-fixtures';

describe('open houses: owners create events, families RSVP (issue 20)', () => {
  let t: TestApp;
  let premium: School;
  let free: School;
  let owner: Session;
  let freeOwner: Session;
  let stranger: Session;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PUBLIC_FORM_PER_HOUR: '10000' });
    premium = await createSchool(t, `Open ${tag} Academy`, { isPremium: true });
    free = await createSchool(t, `Open ${tag} Free`, { isPremium: false });
    owner = await signInAs(t, 'school_admin', 'Paula');
    freeOwner = await signInAs(t, 'school_admin', 'Fran');
    stranger = await signInAs(t, 'school_admin', 'Sam');
    await linkOwner(t, owner.id, premium.id);
    await linkOwner(t, freeOwner.id, free.id);
  });
  afterAll(() => t.close());

  const base = (schoolId: number) => `/api/portal/schools/${schoolId}/open-houses`;
  const create = async (overrides: Record<string, unknown> = {}, inHours?: number) =>
    (await as(t, owner).post(base(premium.id)).send(openHouseForm(overrides, inHours)).expect(201)).body as {
      id: string;
      startsAt: string;
      startsAtLocal: string;
      seatsLeft: number;
    };
  const rsvp = (id: string, body: Record<string, unknown>) =>
    request(t.app.getHttpServer()).post(`/api/open-houses/${id}/rsvps`).send(body);

  describe('who may manage open houses', () => {
    it('answers 401 signed out, 403 to an owner of another school, 403 to the owner of a school without premium', async () => {
      await request(t.app.getHttpServer()).post(base(premium.id)).send(openHouseForm()).expect(401);
      await as(t, stranger).post(base(premium.id)).send(openHouseForm()).expect(403);
      await as(t, stranger).get(base(premium.id)).expect(403);
      const res = await as(t, freeOwner).post(base(free.id)).send(openHouseForm()).expect(403);
      expect(res.body.message).toBe('Open houses are a premium feature. Upgrade your listing to create them.');
      const created = await create();
      await as(t, stranger)
        .post(`${base(premium.id)}/${created.id}/cancel`)
        .expect(403);
      await as(t, stranger)
        .get(`${base(premium.id)}/${created.id}/attendees`)
        .expect(403);
      // Another school's id in the path does not reach this open house.
      await as(t, freeOwner)
        .post(`${base(free.id)}/${created.id}/cancel`)
        .expect(403);
      expect((await sql(t, 'select status from open_house where id = ?', [created.id]))[0]).toEqual({
        status: 'scheduled',
      });
    });
  });

  describe('validation', () => {
    it('lists every failing field of the event form', async () => {
      const res = await as(t, owner).post(base(premium.id)).send({}).expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(
        [
          'capacity',
          'description',
          'durationMinutes',
          'format',
          'gradeMax',
          'gradeMin',
          'startsAtLocal',
          'title',
        ].sort(),
      );
      expect(res.body.errors.startsAtLocal).toEqual(['Please enter a valid date and time']);
    });

    it('refuses a start in the past, a non-https meeting link and grades in the wrong order', async () => {
      const past = await as(t, owner).post(base(premium.id)).send(openHouseForm({}, -2)).expect(400);
      expect(past.body.message).toBe('The open house must start in the future');
      const http = await as(t, owner)
        .post(base(premium.id))
        .send(openHouseForm({ format: 'virtual', virtualUrl: 'http://meet.example.com/x' }))
        .expect(400);
      expect(http.body.message).toBe('A virtual open house needs a meeting link starting with https://');
      const grades = await as(t, owner)
        .post(base(premium.id))
        .send(openHouseForm({ gradeMin: 5, gradeMax: 1 }))
        .expect(400);
      expect(grades.body.message).toBe('The first grade must not come after the last grade');
      // 2:30 AM on the day clocks move forward does not exist in Las Vegas.
      const gap = await as(t, owner)
        .post(base(premium.id))
        .send(openHouseForm({ startsAtLocal: '2027-03-14T02:30' }))
        .expect(400);
      expect(gap.body.errors.startsAtLocal).toEqual(['Please enter a valid date and time']);
    });

    it('lists every failing field of the RSVP form', async () => {
      const created = await create();
      const res = await rsvp(created.id, { partySize: 0 }).expect(400);
      expect(res.body.errors).toEqual({
        name: ['Name is required'],
        email: ['Please enter a valid email address'],
        partySize: ['Party size must be at least 1'],
        childGrade: ["Please select your child's grade"],
      });
      await request(t.app.getHttpServer()).get('/api/open-houses?grade=13').expect(400);
      await request(t.app.getHttpServer()).get('/api/open-houses?from=2026-13-01').expect(400);
      await request(t.app.getHttpServer()).get('/api/open-houses/not-a-uuid').expect(404);
    });
  });

  it('stores the Las Vegas wall time as an instant and gives it back as entered', async () => {
    const created = await create({ startsAtLocal: '2027-07-04T10:00' });
    expect(created.startsAt).toBe('2027-07-04T17:00:00.000Z'); // PDT, UTC-7
    expect(created.startsAtLocal).toBe('2027-07-04T10:00');
    const winter = await create({ startsAtLocal: '2027-01-09T10:00' });
    expect(winter.startsAt).toBe('2027-01-09T18:00:00.000Z'); // PST, UTC-8
  });

  it('books exactly the capacity when 20 families RSVP at once for 5 seats', async () => {
    const created = await create({ capacity: 5 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => rsvp(created.id, rsvpForm())));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const res of answers.filter((r) => r.status === 409)) expect(res.body.message).toBe('This open house is full');
    const [row] = await sql<{ seats_taken: number }>(t, 'select seats_taken from open_house where id = ?', [
      created.id,
    ]);
    expect(row.seats_taken).toBe(5);
    const [count] = await sql<{ n: number }>(
      t,
      `select count(*)::int as n from open_house_rsvp where open_house_id = ? and status = 'confirmed'`,
      [created.id],
    );
    expect(count.n).toBe(5);
    // Each RSVP is a lead of type open_house in the school's inbox, and has its confirmation mail.
    const [leads] = await sql<{ n: number }>(
      t,
      `select count(*)::int as n from lead l join open_house_rsvp r on r.id = l.idempotency_key where r.open_house_id = ? and l.type = 'open_house'`,
      [created.id],
    );
    expect(leads.n).toBe(5);
    const [mails] = await sql<{ n: number }>(
      t,
      `select count(*)::int as n from mail_outbox m join open_house_rsvp r on m.key = 'open-house-confirmation:' || r.id where r.open_house_id = ?`,
      [created.id],
    );
    expect(mails.n).toBe(5);
    const inbox = await as(t, owner).get(`/api/portal/schools/${premium.id}/leads?type=open_house`).expect(200);
    expect(inbox.body.total).toBeGreaterThanOrEqual(5);
    // Only what the family sent: the RSVP form asks no school year, and the page it came from is not known.
    for (const lead of inbox.body.leads) expect(lead).toMatchObject({ intendedStart: null, sourcePage: null });
  });

  it('puts a family on the waitlist when asked, and gives them freed seats when someone cancels by the link', async () => {
    const created = await create({ capacity: 2 });
    const first = await rsvp(created.id, rsvpForm({ partySize: 2, name: 'Ana First' })).expect(201);
    expect(first.body.status).toBe('confirmed');
    const full = await rsvp(created.id, rsvpForm()).expect(409);
    expect(full.body.message).toBe('This open house is full');
    const waiting = await rsvp(created.id, rsvpForm({ joinWaitlist: true, name: 'Wes Waiting' })).expect(201);
    expect(waiting.body.status).toBe('waitlisted');
    const later = await rsvp(created.id, rsvpForm({ joinWaitlist: true, partySize: 2 })).expect(201);

    // A forged or altered token answers 404 and changes nothing.
    const server = t.app.getHttpServer();
    await request(server)
      .post('/api/open-house-rsvps/cancel')
      .send({ token: `${first.body.id}.${'x'.repeat(43)}` })
      .expect(404);
    const token = signRsvpToken(first.body.id, t.config.openHouses.tokenSecret);
    const looked = await request(server).post('/api/open-house-rsvps/lookup').send({ token }).expect(200);
    expect(looked.body).toMatchObject({ status: 'confirmed', firstName: 'Ana', partySize: 2 });
    const cancelled = await request(server).post('/api/open-house-rsvps/cancel').send({ token }).expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    await request(server).post('/api/open-house-rsvps/cancel').send({ token }).expect(200);

    const rows = await sql<{ id: string; status: string }>(
      t,
      'select id, status from open_house_rsvp where open_house_id = ? order by created_at',
      [created.id],
    );
    // In order: Wes (1 seat) is promoted; the party of 2 behind him no longer fits the one seat left.
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'confirmed', 'waitlisted']);
    expect(rows[1].id).toBe(waiting.body.id);
    expect(rows[2].id).toBe(later.body.id);
    const keys = await sql<{ key: string }>(
      t,
      `select key from mail_outbox where key like ? or key like ? order by key`,
      [`%:${first.body.id}%`, `%:${waiting.body.id}%`],
    );
    expect(keys.map((row) => row.key)).toEqual(
      [
        `open-house-confirmation:${first.body.id}`,
        `open-house-confirmation:${waiting.body.id}:promoted`,
        `open-house-rsvp-cancelled:${first.body.id}`,
        `open-house-waitlisted:${waiting.body.id}`,
      ].sort(),
    );
  });

  it('lets the owner see attendees, check them in, export CSV, duplicate and cancel (families are told)', async () => {
    const created = await create({ capacity: 10 });
    const one = await rsvp(created.id, rsvpForm({ name: '=Eve Formula', partySize: 3 })).expect(201);
    const path = `${base(premium.id)}/${created.id}`;
    const attendees = await as(t, owner).get(`${path}/attendees`).expect(200);
    expect(attendees.body).toHaveLength(1);
    const checked = await as(t, owner)
      .post(`${path}/attendees/${one.body.id}/check-in`)
      .send({ checkedIn: true })
      .expect(200);
    expect(checked.body.checkedInAt).not.toBeNull();
    const csv = await as(t, owner).get(`${path}/attendees/export`).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain("'=Eve Formula");

    const copy = await as(t, owner).post(`${path}/duplicate`).expect(201);
    expect(copy.body.id).not.toBe(created.id);
    expect(new Date(copy.body.startsAt).getTime() - new Date(created.startsAt).getTime()).toBe(7 * 86_400_000);
    expect(copy.body.confirmedCount).toBe(0);

    const cancelled = await as(t, owner).post(`${path}/cancel`).expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(
      await sql(t, 'select key from mail_outbox where key = ?', [`open-house-cancelled:${one.body.id}`]),
    ).toHaveLength(1);
    const refused = await rsvp(created.id, rsvpForm()).expect(409);
    expect(refused.body.message).toBe('This open house was cancelled');
  });

  it('mails every family signed up when the time or place changes, with an invite that replaces theirs', async () => {
    const created = await create({ capacity: 1 });
    const path = `${base(premium.id)}/${created.id}`;
    const seated = await rsvp(created.id, rsvpForm({ name: 'Cora Seated' })).expect(201);
    const waiting = await rsvp(created.id, rsvpForm({ joinWaitlist: true, name: 'Will Waiting' })).expect(201);
    const changedMails = async () =>
      sql<{ key: string; recipient: string; data: Record<string, unknown> }>(
        t,
        `select key, recipient, data from mail_outbox where key like 'open-house-changed:%' and (key like ? or key like ?) order by key`,
        [`%${seated.body.id}%`, `%${waiting.body.id}%`],
      );

    // The description alone is not what a calendar entry holds: nobody is mailed.
    await as(t, owner)
      .patch(path)
      .send(
        openHouseForm({ capacity: 1, startsAtLocal: created.startsAtLocal, description: 'Now with a robotics demo.' }),
      )
      .expect(200);
    expect(await changedMails()).toEqual([]);

    const moved = openHouseForm({ capacity: 1, location: 'Library' }, 96);
    await as(t, owner).patch(path).send(moved).expect(200);
    const first = await changedMails();
    expect(first).toHaveLength(2);
    const seatedMail = first.find((mail) => mail.key.includes(seated.body.id))!;
    expect(seatedMail.data).toMatchObject({ partySize: 1, where: expect.stringContaining('Library') });
    expect(seatedMail.data.waitlisted).toBeUndefined();
    const [confirmation] = await sql<{ data: { calendarSequence: number } }>(
      t,
      'select data from mail_outbox where key = ?',
      [`open-house-confirmation:${seated.body.id}`],
    );
    expect(seatedMail.data.calendarSequence as number).toBeGreaterThan(confirmation.data.calendarSequence);
    expect(first.find((mail) => mail.key.includes(waiting.body.id))!.data).toMatchObject({ waitlisted: true });

    // Saving the same details again changes nothing; a second move is a second mail.
    await as(t, owner).patch(path).send(moved).expect(200);
    expect(await changedMails()).toHaveLength(2);
    await as(t, owner)
      .patch(path)
      .send(openHouseForm({ capacity: 1, location: 'Library', durationMinutes: 120 }, 96))
      .expect(200);
    expect(await changedMails()).toHaveLength(4);
    // Each invite outranks the one before it, the cancellation's too.
    await as(t, owner).post(`${path}/cancel`).expect(200);
    const sequences = await sql<{ key: string; sequence: number }>(
      t,
      `select key, (data->>'calendarSequence')::int as sequence from mail_outbox where key like ? order by 2`,
      [`%${seated.body.id}%`],
    );
    expect(sequences.map((row) => row.key.replace(`:${seated.body.id}`, ''))).toEqual([
      'open-house-confirmation',
      'open-house-changed:1',
      'open-house-changed:2',
      'open-house-cancelled',
    ]);
    expect(sequences.map((row) => row.sequence)).toEqual([0, 1, 2, 3]);
  });

  it('lists upcoming open houses of premium schools with the filters', async () => {
    const virtual = await create(
      { format: 'virtual', virtualUrl: 'https://meet.example.com/vps', gradeMin: 9, gradeMax: 12 },
      24 * 20,
    );
    const list = (query: string) =>
      request(t.app.getHttpServer()).get(`/api/open-houses?school=${premium.slug}&limit=100&${query}`).expect(200);
    const ids = async (query: string) =>
      ((await list(query)).body.openHouses as { id: string }[]).map((event) => event.id);
    expect(await ids('format=virtual')).toEqual([virtual.id]);
    expect(await ids('grade=10')).toEqual([virtual.id]);
    expect(await ids('grade=3')).not.toContain(virtual.id);
    const day = virtual.startsAtLocal.slice(0, 10);
    expect(await ids(`from=${day}&to=${day}`)).toEqual([virtual.id]);
    expect(await ids('neighborhood=Nowhere%20Special')).toEqual([]);
    const one = (await list('format=virtual')).body.openHouses[0];
    expect(one).toMatchObject({
      address: null,
      virtualUrl: null,
      grades: '9th - 12th',
      timeZone: 'America/Los_Angeles',
    });
    expect(one.school).toMatchObject({ slug: premium.slug, name: premium.name });
  });

  it('gives the true total on every page of the list, full, partial or past the end', async () => {
    const school = await createSchool(t, `Open ${tag} Paged`, { isPremium: true });
    await linkOwner(t, owner.id, school.id);
    for (const hours of [100, 101, 102]) {
      await as(t, owner).post(base(school.id)).send(openHouseForm({}, hours)).expect(201);
    }
    const page = async (query: string) => {
      const { body } = await request(t.app.getHttpServer())
        .get(`/api/open-houses?school=${school.slug}&${query}`)
        .expect(200);
      return { shown: (body.openHouses as unknown[]).length, total: body.total as number };
    };
    expect(await page('limit=2&page=1')).toEqual({ shown: 2, total: 3 });
    expect(await page('limit=2&page=2')).toEqual({ shown: 1, total: 3 });
    expect(await page('limit=2&page=3')).toEqual({ shown: 0, total: 3 });
    expect(await page('limit=5')).toEqual({ shown: 3, total: 3 });
    expect(await page('limit=3')).toEqual({ shown: 3, total: 3 });
  });

  it('writes schema.org Event JSON-LD into the served school page and /open-houses', async () => {
    // Served by the SPA fallback, which needs the built index.html; the head logic is the SEO module's.
    const { SpaServerSide } = await import('../../src/shared/http');
    const seo = t.app.get(SpaServerSide);
    const created = await create({ title: `JSON-LD ${tag}` });
    const school = await seo.page(`/schools/${premium.slug}`);
    expect(school?.headTags).toContain('"@type":"Event"');
    expect(school?.headTags).toContain(`JSON-LD ${tag}`);
    const list = await seo.page('/open-houses');
    expect(list?.headTags).toContain(created.id);
    const single = await seo.page(`/open-houses/${created.id}`);
    expect(single?.status).toBe(200);
    expect(await seo.page('/open-houses/cancel')).toBeNull();
  });
});
