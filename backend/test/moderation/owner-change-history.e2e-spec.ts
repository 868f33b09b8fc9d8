import type { School } from '../../src/modules/directory';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  as,
  auditRows,
  createSchool,
  linkOwner,
  newTag,
  outboxFor,
  profileForm,
  signInAs,
  sql,
  type Session,
} from './moderation-fixtures';

interface ChangeRow {
  id: number;
  status: string;
  createdAt: string;
  revertedAt: string | null;
  revertReason: string | null;
  newerConflicts: { id: number; status: string; createdAt: string; fields: string[] }[];
}

/**
 * Issue 36 "Edits and moderation": an owner's pending changes carry their
 * submission time, a change a newer one overlaps is flagged (approving it
 * would overwrite the newer), the owner can withdraw one still pending, and an
 * admin's revert of an approved change needs a reason, is mailed to the owner
 * and shows in their history as reverted.
 */
describe("moderation: the owner's change history", () => {
  let t: TestApp;
  let admin: Session;
  let owner: Session;
  let otherOwner: Session;
  const tag = newTag();
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t, 'admin', 'Ada');
    owner = await signInAs(t, 'school_admin', 'Olive');
    otherOwner = await signInAs(t, 'school_admin', 'Oscar');
  });
  afterAll(() => t.close());

  async function ownedSchool(): Promise<School> {
    counter += 1;
    const school = await createSchool(t, `History ${tag} Academy ${String.fromCharCode(96 + counter)}`);
    await linkOwner(t, owner.id, school.id);
    return school;
  }

  /** A dashboard edit whose reviewed part becomes a pending change; answers the change's id. */
  async function submit(school: School, overrides: Record<string, unknown>): Promise<number> {
    const res = await as(t, owner)
      .post(`/api/school-dashboard/submit-profile-changes?schoolId=${school.id}`)
      .send(profileForm(school, overrides));
    expect(res.status).toBe(201);
    expect(res.body.pendingChangeId).toEqual(expect.any(Number));
    return res.body.pendingChangeId as number;
  }

  async function history(school: School): Promise<ChangeRow[]> {
    const res = await as(t, owner).get(`/api/school-dashboard/pending-changes?schoolId=${school.id}`).expect(200);
    return res.body as ChangeRow[];
  }

  it('flags a pending change that a newer one overlaps, in the owner list and the admin queue', async () => {
    const school = await ownedSchool();
    const older = await submit(school, { name: `Older ${tag} Name`, city: 'Henderson' });
    const newer = await submit(school, { name: `Newer ${tag} Name` });
    const rows = await history(school);
    const olderRow = rows.find((row) => row.id === older)!;
    expect(new Date(olderRow.createdAt).getTime()).not.toBeNaN();
    expect(olderRow.newerConflicts).toEqual([
      { id: newer, status: 'pending', createdAt: expect.any(String), fields: ['name'] },
    ]);
    expect(rows.find((row) => row.id === newer)!.newerConflicts).toEqual([]);

    const queue = await as(t, admin)
      .get(`/api/admin/pending-changes?status=pending&search=${encodeURIComponent(school.name)}`)
      .expect(200);
    const queued = queue.body.items.find((row: ChangeRow) => row.id === older);
    expect(queued.newerConflicts).toEqual([expect.objectContaining({ id: newer, fields: ['name'] })]);
    // 'Pending only' lists nothing else.
    expect(queue.body.items.every((row: ChangeRow) => row.status === 'pending')).toBe(true);
  });

  it('lets an owner of the school withdraw a pending change, nobody else, and only once', async () => {
    const school = await ownedSchool();
    const change = await submit(school, { religiousAffiliation: `Withdrawn ${tag}` });
    const url = `/api/school-dashboard/pending-changes/${change}/withdraw`;

    // Another school's owner: as if there were no such change, and nothing changes.
    const stranger = await as(t, otherOwner).post(url).send({});
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Pending change not found');
    expect((await history(school)).find((row) => row.id === change)!.status).toBe('pending');

    const res = await as(t, owner).post(url).send({});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: change, status: 'withdrawn' });
    expect((await auditRows(t, 'pending_school_change', change)).map((row) => row.action)).toEqual([
      'change.submitted',
      'change.withdrawn',
    ]);

    const again = await as(t, owner).post(url).send({});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This change has already been withdrawn.');
    // An admin cannot approve it any more, and the school is unchanged.
    const approve = await as(t, admin).post(`/api/admin/change/${change}/approve`).send({});
    expect(approve.status).toBe(409);
    const [row] = await sql<{ religious_affiliation: string | null }>(
      t,
      'select religious_affiliation from school where id = ?',
      [school.id],
    );
    expect(row.religious_affiliation).not.toBe(`Withdrawn ${tag}`);
    await as(t, owner).post('/api/school-dashboard/pending-changes/abc/withdraw').send({}).expect(400);
  });

  it("an admin's revert of an approved change needs a reason, mails the owner and shows in their history", async () => {
    const school = await ownedSchool();
    const change = await submit(school, { religiousAffiliation: `Reverted faith ${tag}` });
    await as(t, admin).post(`/api/admin/change/${change}/approve`).send({}).expect(200);
    const log = await as(t, admin)
      .get(`/api/admin/audit-log?schoolId=${school.id}&action=school.change_applied`)
      .expect(200);
    const [applied] = log.body.items as { id: number }[];
    const url = `/api/admin/audit-log/${applied.id}/revert`;

    for (const body of [{}, { reason: '   ' }]) {
      const refused = await as(t, admin).post(url).send(body);
      expect(refused.status).toBe(400);
      expect(refused.body.errors.reason).toEqual(['Please say why the change is reverted']);
    }
    expect((await history(school)).find((row) => row.id === change)).toMatchObject({
      status: 'approved',
      revertedAt: null,
    });

    const reason = 'That affiliation is not on the school charter.';
    const res = await as(t, admin).post(url).send({ reason });
    expect(res.status).toBe(200);
    expect(res.body.reverted).toEqual(['religiousAffiliation']);

    const row = (await history(school)).find((item) => item.id === change)!;
    expect(row).toMatchObject({ status: 'approved', revertReason: reason });
    expect(row.revertedAt).toEqual(expect.any(String));

    const [mail] = await outboxFor(t, `change-reverted:${res.body.revertEntryId}`);
    expect(mail).toMatchObject({
      template: 'change-reverted',
      recipient: owner.email,
      data: { firstName: 'Olive', schoolName: school.name, fields: 'religiousAffiliation', reason },
    });
    const [entry] = await auditRows(t, 'school', school.id).then((rows) =>
      rows.filter((item) => item.action === 'school.change_reverted'),
    );
    expect(entry.after).toMatchObject({ reason, revertOf: applied.id });
  });

  it("the portal's editor takes every field the owner may edit: features live at once, social links reviewed", async () => {
    const school = await ownedSchool();
    const res = await as(t, owner)
      .put(`/api/portal/schools/${school.id}`)
      .send({
        features: ['STEM', 'Robotics'],
        academicNotes: `Notes ${tag}`,
        socialLinks: { instagram: 'https://instagram.com/history' },
        videoUrls: ['https://video.example/tour'],
      });
    expect(res.status).toBe(200);
    expect(res.body.publishedFields.sort()).toEqual(['academicNotes', 'features']);
    expect(res.body.reviewedFields.sort()).toEqual(['socialLinks', 'videoUrls']);
    expect(res.body.school).toMatchObject({ features: ['STEM', 'Robotics'], academicNotes: `Notes ${tag}` });
    const bad = await as(t, owner)
      .put(`/api/portal/schools/${school.id}`)
      .send({ videoUrls: ['not a url'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.videoUrls).toEqual([
      'Each video URL must be a web address starting with http:// or https://',
    ]);
  });

  it('mails the owner whose live edit is reverted, but not an admin whose own edit is', async () => {
    const school = await ownedSchool();
    const edit = await as(t, owner).put(`/api/portal/schools/${school.id}`).send({ phone: '702-555-0142' }).expect(200);
    expect(edit.body.publishedFields).toEqual(['phone']);
    await as(t, admin).put(`/api/admin/schools/${school.id}`).send({ website: 'https://admin.example' }).expect(200);
    const log = await as(t, admin).get(`/api/admin/audit-log?schoolId=${school.id}&action=school.updated`).expect(200);
    const items = log.body.items as { id: number; actorId: string }[];
    const ownerEntry = items.find((item) => item.actorId === owner.id)!;
    const adminEntry = items.find((item) => item.actorId === admin.id)!;

    const ownerRevert = await as(t, admin)
      .post(`/api/admin/audit-log/${ownerEntry.id}/revert`)
      .send({ reason: 'Wrong number' })
      .expect(200);
    expect(await outboxFor(t, `change-reverted:${ownerRevert.body.revertEntryId}`)).toEqual([
      expect.objectContaining({ recipient: owner.email, data: expect.objectContaining({ fields: 'phone' }) }),
    ]);
    const adminRevert = await as(t, admin)
      .post(`/api/admin/audit-log/${adminEntry.id}/revert`)
      .send({ reason: 'Typo' })
      .expect(200);
    expect(await outboxFor(t, `change-reverted:${adminRevert.body.revertEntryId}`)).toEqual([]);
  });
});
