import request from 'supertest';
import type { School } from '../../src/modules/directory';
import { createTestApp, type TestApp } from '../support/test-app';
import { as, createSchool, linkOwner, newTag, profileForm, signInAs, sql, type Session } from './moderation-fixtures';

interface AuditItem {
  id: number;
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  revertible: boolean;
  revertedBy: number | null;
  revertOf: number | null;
}

/**
 * docs/product.md "Edits and moderation": an admin can revert an applied owner
 * change in one action (`POST /api/admin/audit-log/{id}/revert`). Each field
 * goes back only while it still holds what the change set; the revert is
 * itself recorded (`school.change_reverted`).
 */
describe('moderation: reverting an applied change from the audit log', () => {
  let t: TestApp;
  let admin: Session;
  let owner: Session;
  let plainUser: Session;
  const tag = newTag();
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t, 'admin', 'Ada');
    owner = await signInAs(t, 'school_admin', 'Olive');
    plainUser = await signInAs(t, 'user');
  });
  afterAll(() => t.close());

  /** A school of its own per test, owned by `owner`, with a phone and a description to edit. */
  async function ownedSchool(): Promise<School> {
    counter += 1;
    const school = await createSchool(t, `Revert ${tag} Academy ${String.fromCharCode(96 + counter)}`, {
      phone: '702-555-0100',
      website: 'https://old.example',
    });
    await linkOwner(t, owner.id, school.id);
    return school;
  }

  /** The owner's dashboard edit; phone, description and website go live at once (school.updated). */
  async function ownerEdit(school: School, overrides: Record<string, unknown>) {
    const res = await as(t, owner)
      .post(`/api/school-dashboard/submit-profile-changes?schoolId=${school.id}`)
      .send(profileForm(school, overrides));
    expect(res.status).toBe(201);
    return res.body as { publishedFields: string[]; pendingChangeId: number | null };
  }

  async function auditFor(school: School, action?: string): Promise<AuditItem[]> {
    const query = new URLSearchParams({ schoolId: String(school.id), limit: '100' });
    if (action) query.set('action', action);
    const res = await as(t, admin).get(`/api/admin/audit-log?${query}`).expect(200);
    return res.body.items as AuditItem[];
  }

  async function liveRow(school: School) {
    const [row] = await sql<Record<string, unknown>>(
      t,
      `select name, slug, phone, description, website, address, social_links, updated_at from school where id = ?`,
      [school.id],
    );
    return row;
  }

  async function auditCount(): Promise<number> {
    const [{ count }] = await sql<{ count: string }>(t, 'select count(*) as count from audit_log');
    return Number(count);
  }

  /** As the admin unless another session (or null: signed out) is given. */
  function revert(id: number | string, session: Session | null = admin) {
    return as(t, session ?? undefined)
      .post(`/api/admin/audit-log/${id}/revert`)
      .send({ reason: 'Set back in a test' });
  }

  it("reverts an owner's live edit: the old phone and description are back, the revert is recorded", async () => {
    const school = await ownedSchool();
    const edit = await ownerEdit(school, { phone: '702-555-0199', description: `Fresh words ${tag}` });
    expect(edit.publishedFields.sort()).toEqual(['description', 'phone']);
    const [entry] = await auditFor(school, 'school.updated');
    expect(entry).toMatchObject({
      before: { phone: '702-555-0100', description: school.description },
      after: { phone: '702-555-0199', description: `Fresh words ${tag}` },
      revertible: true,
      revertedBy: null,
      revertOf: null,
    });

    const res = await revert(entry.id).expect(200);
    expect(res.body).toEqual({
      revertedEntryId: entry.id,
      revertEntryId: expect.any(Number),
      schoolId: school.id,
      schoolSlug: school.slug,
      reverted: ['phone', 'description'],
      changedSince: [],
    });

    const live = await as(t, undefined).get(`/api/schools/slug/${school.slug}`).expect(200);
    expect(live.body).toMatchObject({ phone: '702-555-0100', description: school.description });

    // The Audit tab's rows: the edit says it was reverted (and by which entry), the revert which entry it undid.
    const rows = await auditFor(school);
    const revertRow = rows.find((row) => row.id === res.body.revertEntryId)!;
    expect(revertRow).toMatchObject({
      action: 'school.change_reverted',
      targetType: 'school',
      targetId: String(school.id),
      before: { phone: '702-555-0199', description: `Fresh words ${tag}` },
      after: { phone: '702-555-0100', description: school.description, revertOf: entry.id },
      revertible: false,
      revertedBy: null,
      revertOf: entry.id,
    });
    expect(rows.find((row) => row.id === entry.id)).toMatchObject({ revertible: false, revertedBy: revertRow.id });
    const [recorded] = await sql<{ actor_id: string }>(t, 'select actor_id from audit_log where id = ?', [
      revertRow.id,
    ]);
    expect(recorded.actor_id).toBe(admin.id);
  });

  it('reverts an approved change with a new name: the old name and slug return, the newer slug redirects', async () => {
    const school = await ownedSchool();
    const renamed = `${school.name} Prep`;
    const edit = await ownerEdit(school, {
      name: renamed,
      address: '9 Approved Way',
      socialLinks: { facebook: 'https://facebook.com/test', instagram: 'https://instagram.com/approved' },
    });
    await as(t, admin).post(`/api/admin/change/${edit.pendingChangeId}/approve`).send({}).expect(200);
    const [applied] = await auditFor(school, 'school.change_applied');
    const newSlug = String(applied.after?.slug);
    expect(applied).toMatchObject({
      before: { name: school.name, slug: school.slug, address: school.address },
      after: { name: renamed, address: '9 Approved Way' },
      revertible: true,
    });
    expect(newSlug).not.toBe(school.slug);

    const res = await revert(applied.id).expect(200);
    expect(res.body.reverted.sort()).toEqual(['address', 'name', 'socialLinks.instagram']);
    expect(res.body).toMatchObject({ changedSince: [], schoolSlug: school.slug });

    expect(await liveRow(school)).toMatchObject({
      name: school.name,
      slug: school.slug,
      address: school.address,
      social_links: { facebook: 'https://facebook.com/test' },
    });
    const back = await as(t, undefined).get(`/api/schools/slug/${school.slug}`).expect(200);
    expect(back.body.name).toBe(school.name);
    const moved = await as(t, undefined).get(`/api/schools/slug/${newSlug}`).expect(301);
    expect(moved.headers.location).toBe(`/api/schools/slug/${school.slug}`);
    const [revertRow] = await auditFor(school, 'school.change_reverted');
    expect(revertRow).toMatchObject({
      before: { name: renamed, slug: newSlug },
      after: { name: school.name, slug: school.slug, revertOf: applied.id },
    });
  });

  it('leaves a field changed again since, reports it, and keeps the later value', async () => {
    const school = await ownedSchool();
    await ownerEdit(school, { phone: '702-555-0199', description: `First ${tag}` });
    const [first] = await auditFor(school, 'school.updated');
    await ownerEdit(school, { phone: '702-555-0199', description: `Second ${tag}` });

    const res = await revert(first.id).expect(200);
    expect(res.body).toMatchObject({ reverted: ['phone'], changedSince: ['description'] });
    expect(await liveRow(school)).toMatchObject({ phone: '702-555-0100', description: `Second ${tag}` });
  });

  it('refuses a second revert and a change whose every field changed since (409), changing nothing', async () => {
    const school = await ownedSchool();
    await ownerEdit(school, { phone: '702-555-0199' });
    const [edit] = await auditFor(school, 'school.updated');
    const done = await revert(edit.id).expect(200);

    const reverted = { row: await liveRow(school), audit: await auditCount() };
    const again = await revert(edit.id).expect(409);
    expect(again.body).toEqual({
      statusCode: 409,
      message: `This change has already been reverted (entry #${done.body.revertEntryId}).`,
    });
    expect(await liveRow(school)).toEqual(reverted.row);
    expect(await auditCount()).toBe(reverted.audit);

    await ownerEdit(school, { website: 'https://new.example' });
    const [websiteEdit] = await auditFor(school, 'school.updated');
    await ownerEdit(school, { website: 'https://newer.example' });
    const settled = { row: await liveRow(school), audit: await auditCount() };
    const stale = await revert(websiteEdit.id).expect(409);
    expect(stale.body.message).toBe(
      'Nothing to revert: every field of this change has been changed again since (website).',
    );
    expect(await liveRow(school)).toEqual(settled.row);
    expect(await auditCount()).toBe(settled.audit);
  });

  it('lets one of two simultaneous reverts win', async () => {
    const school = await ownedSchool();
    await ownerEdit(school, { phone: '702-555-0177' });
    const [edit] = await auditFor(school, 'school.updated');
    const results = await Promise.all([revert(edit.id), revert(edit.id), revert(edit.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await auditFor(school, 'school.change_reverted')).toHaveLength(1);
  });

  it('answers 400 for an entry that is no school profile change and 404 for an unknown id', async () => {
    const school = await ownedSchool();
    await as(t, admin).patch(`/api/admin/schools/${school.id}/toggle-status`).send({ isActive: false }).expect(200);
    const [status] = await auditFor(school, 'school.status_changed');
    expect(status.revertible).toBe(false);
    const edit = await ownerEdit(school, { address: '5 Pending Way' });
    const [submitted] = (await auditFor(school, 'change.submitted')).filter(
      (row) => row.targetId === String(edit.pendingChangeId),
    );
    const row = await liveRow(school);
    const count = await auditCount();

    for (const entry of [status, submitted]) {
      const res = await revert(entry.id).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Only an applied school profile change can be reverted.' });
    }
    // A revert is no change to revert either.
    await ownerEdit(school, { phone: '702-555-0166' });
    const [edit2] = await auditFor(school, 'school.updated');
    const done = await revert(edit2.id).expect(200);
    expect((await revert(done.body.revertEntryId).expect(400)).body.message).toBe(
      'Only an applied school profile change can be reverted.',
    );

    for (const id of ['999999999', '99999999999999']) {
      expect((await revert(id).expect(404)).body).toEqual({ statusCode: 404, message: 'Audit entry not found' });
    }
    expect((await revert('abc')).status).toBe(400);
    expect((await liveRow(school)).address).toBe(row.address);
    expect(await auditCount()).toBe(count + 2);
  });

  it('is for admins only: 401 signed out, 403 for owners and users, 403 without the CSRF header', async () => {
    const school = await ownedSchool();
    await ownerEdit(school, { phone: '702-555-0155' });
    const [edit] = await auditFor(school, 'school.updated');
    const row = await liveRow(school);
    const count = await auditCount();

    expect((await revert(edit.id, null)).status).toBe(401);
    const asOwner = await revert(edit.id, owner);
    expect(asOwner.status).toBe(403);
    expect(asOwner.body.message).toBe('Admin access required');
    expect((await revert(edit.id, plainUser)).status).toBe(403);
    const noCsrf = await request(t.app.getHttpServer())
      .post(`/api/admin/audit-log/${edit.id}/revert`)
      .set('Cookie', admin.cookie)
      .send({});
    expect(noCsrf.status).toBe(403);

    expect(await liveRow(school)).toEqual(row);
    expect(await auditCount()).toBe(count);
    expect((await auditFor(school, 'school.updated'))[0]).toMatchObject({ id: edit.id, revertible: true });
  });
});
