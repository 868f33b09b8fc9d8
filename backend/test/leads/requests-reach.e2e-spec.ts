import request from 'supertest';
import type { School } from '../../src/modules/directory';
import { createTestApp, type TestApp } from '../support/test-app';
import { as, createSchool, linkOwner, newTag, signInAs, sql, type Session } from '../moderation/moderation-fixtures';
import { openHouseForm, rsvpForm } from '../open-houses/open-house-fixtures';
import { insertLeads, leadForm, leadsByEmail, newLeadEmail, outboxKeysOf } from './lead-fixtures';

const UNCLAIMED =
  'This school has not claimed its listing, so nobody would receive a request sent here. Please call the school or visit its website.';

/**
 * Issue 35, "Requests that reach nobody": a request (information, tour, RSVP)
 * is taken only where someone receives it, an active owner or the school's
 * e-mail; the school page and the open house say so; requests stored before
 * are found by the operator in the admin's Leads tab.
 */
describe('leads: requests only where someone receives them', () => {
  let t: TestApp;
  let unclaimed: School;
  let mailed: School;
  let owned: School;
  let owner: Session;
  let admin: Session;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp();
    unclaimed = await createSchool(t, `Reach ${tag} Unclaimed`, { isPremium: true, email: null });
    mailed = await createSchool(t, `Reach ${tag} Mailed`, { isPremium: true, email: `office-${tag}@example.com` });
    owned = await createSchool(t, `Reach ${tag} Owned`, { isPremium: true, email: null });
    owner = await signInAs(t, 'school_admin', 'Olga');
    admin = await signInAs(t, 'admin', 'Ada');
    await linkOwner(t, owner.id, owned.id);
  });
  afterAll(() => t.close());

  const server = () => t.app.getHttpServer();
  const page = async (school: School) =>
    (await request(server()).get(`/api/schools/slug/${school.slug}`).expect(200)).body as {
      takesRequests: boolean;
      managed: boolean;
    };

  it('tells the school page which premium listings take requests', async () => {
    expect(await page(unclaimed)).toMatchObject({ takesRequests: false, managed: false });
    expect(await page(mailed)).toMatchObject({ takesRequests: true, managed: false });
    expect(await page(owned)).toMatchObject({ takesRequests: true, managed: true });
    const free = await createSchool(t, `Reach ${tag} Free`, { isPremium: false, email: `free-${tag}@example.com` });
    expect(await page(free)).toMatchObject({ takesRequests: false });
  });

  it('refuses a request nobody would receive, storing and mailing nothing', async () => {
    const email = newLeadEmail('nobody');
    const res = await request(server())
      .post(`/api/schools/${unclaimed.slug}/leads`)
      .send(leadForm({ email }))
      .expect(409);
    expect(res.body.message).toBe(UNCLAIMED);
    expect(await leadsByEmail(t, email)).toEqual([]);
    // An owner whose account is disabled receives nothing either.
    const gone = await signInAs(t, 'school_admin', 'Gone');
    const orphan = await createSchool(t, `Reach ${tag} Orphan`, { isPremium: true, email: null });
    await linkOwner(t, gone.id, orphan.id);
    await sql(t, `update app_user set is_active = false where id = ?`, [gone.id]);
    expect(await page(orphan)).toMatchObject({ takesRequests: false });
    await request(server()).post(`/api/schools/${orphan.slug}/leads`).send(leadForm({ email })).expect(409);
    expect(await leadsByEmail(t, email)).toEqual([]);
  });

  it("takes it where the school's e-mail or an owner receives it", async () => {
    const viaEmail = newLeadEmail('mailed');
    await request(server())
      .post(`/api/schools/${mailed.slug}/leads`)
      .send(leadForm({ email: viaEmail }))
      .expect(201);
    const [lead] = await leadsByEmail(t, viaEmail);
    expect(await outboxKeysOf(t, lead.id)).toEqual([`lead-confirmation:${lead.id}`, `lead-notification:${lead.id}:0`]);
    const viaOwner = newLeadEmail('owned');
    await request(server())
      .post(`/api/schools/${owned.slug}/leads`)
      .send(leadForm({ email: viaOwner }))
      .expect(201);
    expect(await leadsByEmail(t, viaOwner)).toHaveLength(1);
  });

  it('refuses an RSVP nobody at the school would hear of, and says so on the open house', async () => {
    const base = (school: School) => `/api/portal/schools/${school.id}/open-houses`;
    // An admin may plan an open house for any premium school, claimed or not.
    const nobody = (await as(t, admin).post(base(unclaimed)).send(openHouseForm()).expect(201)).body as { id: string };
    const hosted = (await as(t, owner).post(base(owned)).send(openHouseForm()).expect(201)).body as { id: string };

    const listed = async (school: School) =>
      (await request(server()).get(`/api/open-houses?school=${school.slug}`).expect(200)).body.openHouses[0].school;
    expect(await listed(unclaimed)).toMatchObject({ takesRsvps: false, phone: null });
    expect(await listed(owned)).toMatchObject({ takesRsvps: true });

    const family = rsvpForm();
    const refused = await request(server()).post(`/api/open-houses/${nobody.id}/rsvps`).send(family).expect(409);
    expect(refused.body.message).toBe(UNCLAIMED);
    expect(await sql(t, `select id from open_house_rsvp where open_house_id = ?`, [nobody.id])).toEqual([]);
    await request(server()).post(`/api/open-houses/${hosted.id}/rsvps`).send(family).expect(201);
  });

  it("marks in the admin's Leads tab the schools whose stored requests reached nobody, and lists only those", async () => {
    // Stored before the rule: leads of a school with neither owner nor e-mail.
    await insertLeads(t, unclaimed.id, [{ firstName: 'Early' }, { firstName: 'Earlier' }]);
    const summary = async (query: string) =>
      (await as(t, admin).get(`/api/admin/leads/summary?search=${tag}${query}`).expect(200)).body as {
        items: { schoolId: number; reachesNobody: boolean; total: number }[];
        total: number;
      };
    const all = await summary('');
    expect(all.items.find((row) => row.schoolId === unclaimed.id)).toMatchObject({ reachesNobody: true, total: 2 });
    expect(all.items.find((row) => row.schoolId === mailed.id)).toMatchObject({ reachesNobody: false });
    expect(all.items.find((row) => row.schoolId === owned.id)).toMatchObject({ reachesNobody: false });

    const only = await summary('&reachesNobody=true');
    expect(only.items.map((row) => row.schoolId)).toEqual([unclaimed.id]);
    expect(only.total).toBe(1);

    const bad = await as(t, admin).get('/api/admin/leads/summary?reachesNobody=maybe').expect(400);
    expect(bad.body.errors).toEqual({ reachesNobody: ['reachesNobody must be true or false'] });
    // The families' requests are there to answer: the admin opens the school's leads.
    const leads = await as(t, admin).get(`/api/portal/schools/${unclaimed.id}/leads`).expect(200);
    expect(leads.body.total).toBe(2);
  });
});
