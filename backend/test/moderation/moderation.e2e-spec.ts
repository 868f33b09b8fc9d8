import { createTestApp, type TestApp } from '../support/test-app';
import {
  as,
  auditRows,
  createSchool,
  findArticle,
  linkOwner,
  newTag,
  outboxFor,
  profileForm,
  signInAs,
  sql,
  type Session,
} from './moderation-fixtures';
import type { School } from '../../src/modules/directory';

describe('moderation: pending changes, decisions and the audit trail', () => {
  let t: TestApp;
  let admin: Session;
  let owner: Session;
  let plainUser: Session;
  let school: School;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t, 'admin', 'Ada');
    owner = await signInAs(t, 'school_admin', 'Olive');
    plainUser = await signInAs(t, 'user');
    school = await createSchool(t, `Mesa ${tag} Academy`);
    await linkOwner(t, owner.id, school.id);
  });
  afterAll(() => t.close());

  async function submit(overrides: Record<string, unknown>) {
    const res = await as(t, owner)
      .post('/api/school-dashboard/submit-profile-changes')
      .send(profileForm(school, overrides));
    expect(res.status).toBe(201);
    const list = await as(t, owner).get('/api/school-dashboard/pending-changes').expect(200);
    const change = list.body.find((row: { id: number }) => row.id === res.body.pendingChangeId);
    expect(change).toBeDefined();
    return change as { id: number; changeData: Record<string, unknown>; status: string };
  }

  function publicSchool(slug: string) {
    return as(t, undefined).get(`/api/schools/slug/${slug}`);
  }

  describe('role matrix', () => {
    const routes: [string, string][] = [
      ['get', '/api/admin/pending-changes'],
      ['get', '/api/admin/audit-log'],
      ['post', '/api/admin/change/999999/approve'],
      ['post', '/api/admin/change/999999/reject'],
    ];

    it.each(routes)('%s %s: 401 signed out, 403 for user and school_admin', async (method, url) => {
      const call = (s?: Session) =>
        (as(t, s) as unknown as Record<string, (u: string) => import('supertest').Test>)[method](url);
      expect((await call(undefined).send({ notes: 'x' })).status).toBe(401);
      expect((await call(plainUser).send({ notes: 'x' })).status).toBe(403);
      expect((await call(owner).send({ notes: 'x' })).status).toBe(403);
    });

    it('lets admins read the queue and answers 404 for an unknown change', async () => {
      await as(t, admin).get('/api/admin/pending-changes').expect(200);
      const res = await as(t, admin).post('/api/admin/change/999999/approve').send({}).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Pending change not found' });
    });
  });

  describe('submit-profile-changes', () => {
    it('stores only the reviewed fields that differ from the live record, and keeps them off the listing', async () => {
      const change = await submit({
        religiousAffiliation: ' Catholic ',
        additionalImages: ['/images/a.jpg', '/images/b.jpg'],
        zipCode: '89117',
        socialLinks: { facebook: 'https://facebook.com/test', instagram: 'https://instagram.com/mesa' },
      });
      expect(change.status).toBe('pending');
      expect(change.changeData).toEqual({
        religiousAffiliation: 'Catholic',
        additionalImages: ['/images/a.jpg', '/images/b.jpg'],
        zipCode: '89117',
        socialLinks: { instagram: 'https://instagram.com/mesa' },
      });
      const live = await publicSchool(school.slug).expect(200);
      expect(live.body).toMatchObject({ religiousAffiliation: school.religiousAffiliation, zipCode: school.zipCode });
    });

    it('refuses a form that changes nothing', async () => {
      const res = await as(t, owner).post('/api/school-dashboard/submit-profile-changes').send(profileForm(school));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('No changes to submit: every field matches the live profile.');
    });

    it('validates with the form texts and refuses fields owners may not write', async () => {
      const missing = await as(t, owner)
        .post('/api/school-dashboard/submit-profile-changes')
        .send(profileForm(school, { name: '', email: 'not-an-email', latitude: 'north', phone: 'abc' }));
      expect(missing.status).toBe(400);
      // A phone goes live at once (docs/product.md "Edits and moderation"): 'abc' must never reach the listing.
      expect(missing.body.errors.phone).toEqual(['Please enter a valid phone number']);
      expect(missing.body.errors.name).toContain('School name is required');
      expect(missing.body.errors.email).toEqual(['Please enter a valid email address']);
      expect(missing.body.errors.latitude).toContain('Latitude must be a number');

      for (const field of ['isPremium', 'isActive', 'subscriptionStatus', 'slug', 'status']) {
        const res = await as(t, owner)
          .post('/api/school-dashboard/submit-profile-changes')
          .send(profileForm(school, { [field]: true, description: 'x' }));
        expect(res.status).toBe(400);
        expect(res.body.errors[field]).toEqual([`property ${field} should not exist`]);
      }
    });

    it('refuses a minimum tuition above the maximum', async () => {
      const res = await as(t, owner)
        .post('/api/school-dashboard/submit-profile-changes')
        .send(profileForm(school, { tuitionMin: 50000 }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Minimum tuition cannot be greater than maximum tuition');
    });
  });

  describe('admin queue', () => {
    it('searches by school, submitter, type and change data, with pagination', async () => {
      await submit({ address: `Searchable ${tag} words` });
      const bySchool = await as(t, admin).get(`/api/admin/pending-changes?search=${tag}`).expect(200);
      expect(bySchool.body.total).toBeGreaterThanOrEqual(2);
      expect(bySchool.body.items[0]).toMatchObject({
        schoolId: school.id,
        schoolName: school.name,
        userId: owner.id,
        submittedBy: owner.id,
        submitterEmail: owner.email,
        submitterName: 'Olive Tester',
        changeType: 'profile_update',
        status: 'pending',
      });
      const byData = await as(t, admin).get(`/api/admin/pending-changes?search=Searchable ${tag}`).expect(200);
      expect(byData.body.total).toBe(1);
      // Old → new: the live value of each proposed field rides along with the change.
      expect(byData.body.items[0]).toMatchObject({
        changeData: { address: `Searchable ${tag} words` },
        currentValues: { address: school.address },
      });
      const bySubmitter = await as(t, admin).get(`/api/admin/pending-changes?search=${owner.email}`).expect(200);
      expect(bySubmitter.body.total).toBe(bySchool.body.total);
      const byType = await as(t, admin)
        .get(`/api/admin/pending-changes?search=profile update&limit=1&page=1`)
        .expect(200);
      expect(byType.body.items).toHaveLength(1);
      expect(byType.body).toMatchObject({ page: 1, limit: 1 });
      expect(byType.body.total).toBeGreaterThanOrEqual(2);

      const bad = await as(t, admin).get('/api/admin/pending-changes?limit=500').expect(400);
      expect(bad.body.errors.limit).toEqual(['limit must be from 1 to 100']);
      for (const list of ['pending-changes', 'audit-log']) {
        const far = await as(t, admin).get(`/api/admin/${list}?page=99999999999999999999999`).expect(400);
        expect(far.body.errors.page).toEqual(['page must be at most 1000000']);
      }
    });
  });

  describe('approve', () => {
    it('applies the change in one go: public API, reviewer, mail, audit trail; a second decision is 409', async () => {
      const change = await submit({
        religiousAffiliation: `Approved faith ${tag}`,
        videoUrls: ['https://video.example/approved'],
        socialLinks: { instagram: 'https://instagram.com/approved' },
        address: '1 Approved Way',
      });
      const res = await as(t, admin).post(`/api/admin/change/${change.id}/approve`).send({ notes: 'Looks great' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'approved', reviewedBy: admin.id, adminNotes: 'Looks great' });
      expect(res.body.reviewedAt).toEqual(expect.any(String));

      const live = await publicSchool(school.slug).expect(200);
      expect(live.body).toMatchObject({
        religiousAffiliation: `Approved faith ${tag}`,
        videoUrls: ['https://video.example/approved'],
        socialLinks: { facebook: 'https://facebook.com/test', instagram: 'https://instagram.com/approved' },
      });
      const [stored] = await sql<{ address: string }>(t, 'select address from school where id = ?', [school.id]);
      expect(stored.address).toBe('1 Approved Way');

      const [mail] = await outboxFor(t, `change-decision:${change.id}`);
      expect(mail).toMatchObject({
        template: 'change-approved',
        recipient: owner.email,
        data: { firstName: 'Olive', schoolName: school.name, notes: 'Looks great' },
      });

      const schoolAudit = await auditRows(t, 'school', school.id);
      expect(schoolAudit.at(-1)).toMatchObject({
        action: 'school.change_applied',
        actor_id: admin.id,
        after: expect.objectContaining({ religiousAffiliation: `Approved faith ${tag}` }),
      });
      const changeAudit = await auditRows(t, 'pending_school_change', change.id);
      expect(changeAudit.map((row) => row.action)).toEqual(['change.submitted', 'change.approved']);

      const again = await as(t, admin).post(`/api/admin/change/${change.id}/approve`).send({});
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This change has already been approved.');
      const reject = await as(t, admin).post(`/api/admin/change/${change.id}/reject`).send({ notes: 'late' });
      expect(reject.status).toBe(409);
    });

    it('lets exactly one of two simultaneous decisions win', async () => {
      const change = await submit({ latitude: 36.2 });
      const results = await Promise.all([
        as(t, admin).post(`/api/admin/change/${change.id}/approve`).send({}),
        as(t, admin).post(`/api/admin/change/${change.id}/reject`).send({ notes: 'no' }),
        as(t, admin).post(`/api/admin/change/${change.id}/approve`).send({}),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      const decisions = await auditRows(t, 'pending_school_change', change.id);
      expect(decisions.filter((row) => row.action !== 'change.submitted')).toHaveLength(1);
      expect(await outboxFor(t, `change-decision:${change.id}`)).toHaveLength(1);
    });

    it('keeps the slug and grade span in step with a renamed school', async () => {
      const renamed = `Mesa ${tag} Prep`;
      const change = await submit({ name: renamed, grades: 'Pre-K - 8th' });
      await as(t, admin).post(`/api/admin/change/${change.id}/approve`).send({}).expect(200);
      const [row] = await sql<{ slug: string; grade_min: number; grade_max: number }>(
        t,
        'select slug, grade_min, grade_max from school where id = ?',
        [school.id],
      );
      expect(row).toEqual({ slug: `mesa-${tag}-prep`, grade_min: -1, grade_max: 8 });
      // The old address keeps working (issue 16): it redirects to the new one.
      const moved = await publicSchool(school.slug).expect(301);
      expect(moved.headers.location).toBe(`/api/schools/slug/${row.slug}`);
      const live = await publicSchool(row.slug).expect(200);
      expect(live.body).toMatchObject({ name: renamed, grades: 'Pre-K - 8th' });
      school.name = renamed;
      school.slug = row.slug;
      school.grades = 'Pre-K - 8th';
    });
  });

  describe('reject', () => {
    it('needs notes, records them, e-mails the submitter and leaves the school as it was', async () => {
      const change = await submit({ city: 'Henderson' });
      const noNotes = await as(t, admin).post(`/api/admin/change/${change.id}/reject`).send({});
      expect(noNotes.status).toBe(400);
      expect(noNotes.body.errors.notes).toContain('Notes are required to reject a change');
      const blank = await as(t, admin).post(`/api/admin/change/${change.id}/reject`).send({ notes: '   ' });
      expect(blank.status).toBe(400);

      const res = await as(t, admin)
        .post(`/api/admin/change/${change.id}/reject`)
        .send({ notes: 'Changes need revision' })
        .expect(200);
      expect(res.body).toMatchObject({ status: 'rejected', adminNotes: 'Changes need revision', reviewedBy: admin.id });
      const live = await publicSchool(school.slug).expect(200);
      expect(live.body.city).toBe('Las Vegas');
      const [mail] = await outboxFor(t, `change-decision:${change.id}`);
      expect(mail).toMatchObject({ template: 'change-rejected', data: { notes: 'Changes need revision' } });
    });
  });

  describe('article submissions', () => {
    it('creates an unpublished article and publishes it on approval', async () => {
      const title = `Choosing a school ${tag}`;
      const res = await as(t, owner)
        .post('/api/school-dashboard/submit-article')
        .send({ title, excerpt: 'A short guide', content: '# Tips\n\nVisit early.', category: 'Parent Tips' })
        .expect(201);
      // The admin's list, in its words: the owner's spelling of a category is stored as the list writes it.
      expect(res.body).toMatchObject({ changeType: 'article_submission', status: 'pending', schoolId: school.id });
      const articleId = res.body.changeData.articleId as number;
      const draft = await findArticle(t, articleId);
      expect(draft).toMatchObject({ title, isPublished: false, author: 'Olive Tester', category: 'PARENT TIPS' });
      await as(t, undefined).get(`/api/articles/${draft!.slug}`).expect(404);

      await as(t, admin).post(`/api/admin/change/${res.body.id}/approve`).send({}).expect(200);
      const published = await as(t, undefined).get(`/api/articles/${draft!.slug}`).expect(200);
      // The byline credits the school that wrote it, stored at approval.
      expect(published.body).toMatchObject({ title, author: 'Olive Tester', authorSchool: school.name });
      expect(draft).toMatchObject({ authorSchool: null });
      const [mail] = await outboxFor(t, `change-decision:${res.body.id}`);
      expect(mail).toMatchObject({ template: 'article-approved', data: { articleTitle: title } });
      expect(String(mail.data.articleUrl)).toMatch(new RegExp(`/articles/${draft!.slug}$`));
      expect((await auditRows(t, 'article', articleId)).map((r) => r.action)).toEqual([
        'article.submitted',
        'article.published',
      ]);
    });

    it('keeps a rejected article unpublished, archived so it cannot be published by a switch', async () => {
      const res = await as(t, owner)
        .post('/api/school-dashboard/submit-article')
        .send({ title: `Rejected ${tag}`, content: 'Body', category: 'LOCAL NEWS' })
        .expect(201);
      await as(t, admin).post(`/api/admin/change/${res.body.id}/reject`).send({ notes: 'Off topic' }).expect(200);
      const article = await findArticle(t, res.body.changeData.articleId);
      expect(article).toMatchObject({ isPublished: false });
      expect(article!.archivedAt).toBeInstanceOf(Date);
      expect((await auditRows(t, 'article', article!.id)).map((r) => [r.action, r.actor_id])).toEqual([
        ['article.submitted', expect.any(String)],
        ['article.archived', admin.id],
      ]);
      const [mail] = await outboxFor(t, `change-decision:${res.body.id}`);
      expect(mail).toMatchObject({ template: 'article-rejected', data: { notes: 'Off topic' } });
    });

    it('requires title, content and category', async () => {
      const res = await as(t, owner).post('/api/school-dashboard/submit-article').send({ excerpt: 'only' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toMatchObject({
        title: expect.arrayContaining(['Title is required']),
        content: expect.arrayContaining(['Content is required']),
        category: expect.arrayContaining(['Category is required']),
      });
    });

    it('refuses a category outside the one list (400, nothing submitted)', async () => {
      const before = await sql<{ n: string }>(t, `select count(*) as n from pending_school_change`);
      const res = await as(t, owner)
        .post('/api/school-dashboard/submit-article')
        .send({ title: `Odd ${tag}`, content: 'Body', category: 'News' })
        .expect(400);
      expect(res.body.errors.category).toEqual([
        'Category must be one of ADMISSIONS GUIDE, BACK-TO-SCHOOL, PARENT TIPS, ORGANIZATION, LOCAL NEWS, RANKINGS',
      ]);
      expect(await sql(t, `select count(*) as n from pending_school_change`)).toEqual(before);
    });
  });

  describe('audit log', () => {
    it('lists entries newest first with the actor, searchable and paginated', async () => {
      const res = await as(t, admin).get(`/api/admin/audit-log?search=change.approved&limit=2`).expect(200);
      expect(res.body).toMatchObject({ page: 1, limit: 2 });
      expect(res.body.items.length).toBeGreaterThan(0);
      expect(res.body.items[0]).toMatchObject({
        action: 'change.approved',
        actorId: admin.id,
        actorName: 'Ada Tester',
        actorEmail: admin.email,
        targetType: 'pending_school_change',
        targetName: school.name,
      });
      // Found by the school's name, not only by its id.
      const byName = await as(t, admin)
        .get(`/api/admin/audit-log?search=${encodeURIComponent(school.name)}`)
        .expect(200);
      expect(byName.body.items.length).toBeGreaterThan(0);
      expect(byName.body.items.every((item: { targetName: string }) => item.targetName === school.name)).toBe(true);
      const times = res.body.items.map((item: { createdAt: string }) => item.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });
  });
});
