import { createTestApp, type TestApp } from '../support/test-app';
import {
  as,
  auditRows,
  createSchool,
  linkOwner,
  newTag,
  profileForm,
  signInAs,
  sql,
  type Session,
} from '../moderation/moderation-fixtures';
import type { School } from '../../src/modules/directory';

describe('portal: the owner’s schools and direct edits', () => {
  let t: TestApp;
  let owner: Session;
  let stranger: Session;
  let admin: Session;
  let mine: School;
  let second: School;
  let inactiveLink: School;
  let notMine: School;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInAs(t, 'user', 'Paula');
    stranger = await signInAs(t, 'school_admin');
    admin = await signInAs(t, 'admin');
    mine = await createSchool(t, `Portal ${tag} One`);
    second = await createSchool(t, `Portal ${tag} Two`, { isActive: false });
    inactiveLink = await createSchool(t, `Portal ${tag} Old`);
    notMine = await createSchool(t, `Portal ${tag} Other`);
    await linkOwner(t, owner.id, mine.id);
    await linkOwner(t, owner.id, second.id);
    await linkOwner(t, owner.id, inactiveLink.id, false);
  });
  afterAll(() => t.close());

  describe('GET /api/portal/schools', () => {
    it('needs a session', async () => {
      await as(t, undefined).get('/api/portal/schools').expect(401);
    });

    it('lists the active links with their nested school, inactive schools included', async () => {
      const res = await as(t, owner).get('/api/portal/schools').expect(200);
      expect(res.body.map((link: { schoolId: number }) => link.schoolId)).toEqual([mine.id, second.id]);
      expect(res.body[0].school).toMatchObject({
        id: mine.id,
        name: mine.name,
        city: 'Las Vegas',
        zipCode: '89101',
        isActive: true,
        tuitionMin: 9000,
        socialLinks: { facebook: 'https://facebook.com/test' },
      });
      expect(res.body[1].school.isActive).toBe(false);
    });

    it('is empty for a user with no school', async () => {
      const res = await as(t, stranger).get('/api/portal/schools').expect(200);
      expect(res.body).toEqual([]);
    });
  });

  describe('PUT /api/portal/schools/:id', () => {
    it('applies facts at once, clears a blank tuition and records the audit trail', async () => {
      const res = await as(t, owner)
        .put(`/api/portal/schools/${mine.id}`)
        .send({ id: mine.id, description: `Edited ${tag}`, tuitionMin: null, tuitionMax: '', phone: '702-555-0142' })
        .expect(200);
      expect(res.body.reviewedFields).toEqual([]);
      expect(res.body.pendingChangeId).toBeNull();
      expect([...res.body.publishedFields].sort()).toEqual(['description', 'phone', 'tuitionMax', 'tuitionMin']);
      expect(res.body.school).toMatchObject({
        description: `Edited ${tag}`,
        tuitionMin: null,
        tuitionMax: null,
        phone: '702-555-0142',
      });
      const live = await as(t, undefined).get(`/api/schools/slug/${mine.slug}`).expect(200);
      expect(live.body).toMatchObject({ description: `Edited ${tag}`, tuitionMin: null, tuitionMax: null });
      const [row] = (await auditRows(t, 'school', mine.id)).slice(-1);
      expect(row).toMatchObject({
        action: 'school.updated',
        actor_id: owner.id,
        before: { description: mine.description, tuitionMin: 9000, tuitionMax: 15000, phone: null },
        after: { description: `Edited ${tag}`, tuitionMin: null, tuitionMax: null, phone: '702-555-0142' },
      });
    });

    it('refuses a body naming another school than the address, changing nothing', async () => {
      const res = await as(t, owner)
        .put(`/api/portal/schools/${mine.id}`)
        .send({ id: mine.id + 1000, city: 'Boulder City' })
        .expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'The school id does not match the address' });
      const [row] = await sql<{ city: string }>(t, 'select city from school where id = ?', [mine.id]);
      expect(row.city).not.toBe('Boulder City');
    });

    it('sends identifying fields to review while facts go live, in one request (docs/product.md "Edits and moderation")', async () => {
      const res = await as(t, owner)
        .put(`/api/portal/schools/${mine.id}`)
        .send({ name: `Portal ${tag} Renamed`, city: 'Henderson', grades: '6-12', website: 'https://renamed.example' })
        .expect(200);
      expect([...res.body.publishedFields].sort()).toEqual(['grades', 'website']);
      expect([...res.body.reviewedFields].sort()).toEqual(['city', 'name']);
      // The span is the parsed grades (a new open house's grades default to it).
      expect(res.body.school).toMatchObject({
        name: mine.name,
        slug: mine.slug,
        city: 'Las Vegas',
        grades: '6-12',
        gradeMin: 6,
        gradeMax: 12,
      });
      const [row] = await sql<{ grade_min: number; grade_max: number; name: string; website: string }>(
        t,
        'select grade_min, grade_max, name, website from school where id = ?',
        [mine.id],
      );
      expect(row).toEqual({ grade_min: 6, grade_max: 12, name: mine.name, website: 'https://renamed.example' });
      const [change] = await sql<{ id: number; status: string; change_data: unknown; user_id: string }>(
        t,
        'select id, status, change_data, user_id from pending_school_change where id = ?',
        [res.body.pendingChangeId],
      );
      expect(change).toMatchObject({
        status: 'pending',
        user_id: owner.id,
        change_data: { name: `Portal ${tag} Renamed`, city: 'Henderson' },
      });
    });

    it('writes no audit row when nothing changes', async () => {
      const before = (await auditRows(t, 'school', second.id)).length;
      await as(t, owner).put(`/api/portal/schools/${second.id}`).send({ city: 'Las Vegas' }).expect(200);
      expect(await auditRows(t, 'school', second.id)).toHaveLength(before);
    });

    it('refuses schools the user does not own (or no longer owns) and changes nothing', async () => {
      for (const school of [notMine, inactiveLink]) {
        const res = await as(t, owner).put(`/api/portal/schools/${school.id}`).send({ description: 'hijack' });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('You do not have access to this school');
      }
      const adminRes = await as(t, admin).put(`/api/portal/schools/${notMine.id}`).send({ description: 'hijack' });
      expect(adminRes.status).toBe(403);
      const [row] = await sql<{ description: string }>(t, 'select description from school where id = ?', [notMine.id]);
      expect(row.description).toBe(notMine.description);
      await as(t, undefined).put(`/api/portal/schools/${notMine.id}`).send({ description: 'x' }).expect(401);
    });

    it('refuses fields outside the edit form and invalid values', async () => {
      // Features, notes, media and social links are the owner's to edit (one editor, issue 36); these never are.
      for (const field of ['isPremium', 'isActive', 'subscriptionStatus', 'slug', 'neighborhoodId', 'adminNotes']) {
        const res = await as(t, owner)
          .put(`/api/portal/schools/${mine.id}`)
          .send({ [field]: true });
        expect(res.status).toBe(400);
        expect(res.body.errors[field]).toEqual([`property ${field} should not exist`]);
      }
      const res = await as(t, owner)
        .put(`/api/portal/schools/${mine.id}`)
        .send({ name: ' ', email: 'nope', website: 'ftp://x', tuitionMin: 12.5, zipCode: 'abcde', phone: 'abc' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toMatchObject({
        name: ['School name is required'],
        email: ['Please enter a valid email address'],
        website: ['Please enter a valid web address starting with http:// or https://'],
        tuitionMin: ['Minimum tuition must be a whole number'],
        zipCode: ['Please enter a valid ZIP code'],
        phone: ['Please enter a valid phone number'],
      });
      const mismatch = await as(t, owner).put(`/api/portal/schools/${mine.id}`).send({ id: second.id });
      expect(mismatch.status).toBe(400);
      const [row] = await sql<{ is_premium: boolean }>(t, 'select is_premium from school where id = ?', [mine.id]);
      expect(row.is_premium).toBe(true);
    });
  });
});

describe('school dashboard: the school admin’s own school', () => {
  let t: TestApp;
  let owner: Session;
  let unlinked: Session;
  let plainUser: Session;
  let school: School;
  const tag = newTag();

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInAs(t, 'school_admin', 'Dana');
    unlinked = await signInAs(t, 'school_admin');
    plainUser = await signInAs(t, 'user');
    school = await createSchool(t, `Dashboard ${tag} School`, { academicNotes: 'IB programme' });
    await linkOwner(t, owner.id, school.id);
  });
  afterAll(() => t.close());

  const routes: [string, string][] = [
    ['get', '/api/school-dashboard/my-school'],
    ['get', '/api/school-dashboard/pending-changes'],
    ['post', '/api/school-dashboard/submit-profile-changes'],
    ['post', '/api/school-dashboard/submit-article'],
  ];

  it.each(routes)('%s %s: 401 signed out, 403 for role user, 404 without a linked school', async (method, url) => {
    const call = (s?: Session) =>
      (as(t, s) as unknown as Record<string, (u: string) => import('supertest').Test>)[method](url);
    expect((await call(undefined).send({})).status).toBe(401);
    expect((await call(plainUser).send({})).status).toBe(403);
    const valid = url.endsWith('submit-article')
      ? { title: 'T', content: 'C', category: 'PARENT TIPS' }
      : url.endsWith('submit-profile-changes')
        ? profileForm(school, { description: 'other' })
        : {};
    const res = await call(unlinked).send(valid);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No school is linked to your account yet.');
  });

  it.each(routes)(
    '%s %s?schoolId=: another school of the owner, 403 for a school not theirs, 400 for a malformed id, nothing changed',
    async (method, url) => {
      const second = await createSchool(t, `Dashboard ${tag} Second Campus ${method}${url.length}`);
      await linkOwner(t, owner.id, second.id);
      const stranger = await createSchool(t, `Dashboard ${tag} Not Theirs ${method}${url.length}`);
      const call = (query: string) =>
        (as(t, owner) as unknown as Record<string, (u: string) => import('supertest').Test>)[method](`${url}${query}`);
      const body = url.endsWith('submit-article')
        ? { title: `Campus guide ${tag}`, content: 'C', category: 'PARENT TIPS' }
        : url.endsWith('submit-profile-changes')
          ? profileForm(second, { name: `${second.name} Renamed` })
          : {};
      const changesOf = async (schoolId: number) =>
        (await as(t, owner).get(`/api/school-dashboard/pending-changes?schoolId=${schoolId}`).expect(200)).body as {
          schoolId: number;
        }[];

      const forbidden = await call(`?schoolId=${stranger.id}`).send(body);
      expect(forbidden.status).toBe(403);
      expect(await changesOf(second.id)).toEqual([]);
      expect((await call('?schoolId=abc').send(body)).status).toBe(400);

      const res = await call(`?schoolId=${second.id}`).send(body);
      expect(res.status).toBe(method === 'get' ? 200 : 201);
      if (url.endsWith('my-school')) expect(res.body).toMatchObject({ id: second.id, name: second.name });
      if (method === 'post') {
        const changes = await changesOf(second.id);
        expect(changes).toHaveLength(1);
        expect(changes[0].schoolId).toBe(second.id);
      }
      // Without the parameter the dashboard stays on the oldest link.
      const first = await as(t, owner).get('/api/school-dashboard/my-school').expect(200);
      expect(first.body.id).toBe(school.id);
    },
  );

  it('returns the school with its Live/Draft state and academic notes', async () => {
    const res = await as(t, owner).get('/api/school-dashboard/my-school').expect(200);
    expect(res.body).toMatchObject({
      id: school.id,
      name: school.name,
      isActive: true,
      isPublished: true,
      academicNotes: 'IB programme',
      updatedAt: expect.any(String),
    });
  });

  it('lists its changes newest first with their statuses', async () => {
    await as(t, owner)
      .post('/api/school-dashboard/submit-profile-changes')
      .send(profileForm(school, { name: `Dashboard ${tag} Renamed` }))
      .expect(201);
    await as(t, owner)
      .post('/api/school-dashboard/submit-article')
      .send({ title: `Guide ${tag}`, content: 'Body', category: 'ADMISSIONS GUIDE' })
      .expect(201);
    const res = await as(t, owner).get('/api/school-dashboard/pending-changes').expect(200);
    expect(res.body.map((c: { changeType: string }) => c.changeType)).toEqual(['article_submission', 'profile_update']);
    expect(
      res.body.every((c: { status: string; schoolId: number }) => c.status === 'pending' && c.schoolId === school.id),
    ).toBe(true);
  });

  it('publishes facts at once and says nothing waits for review (docs/product.md "Edits and moderation")', async () => {
    const before = (
      await sql<{ n: string }>(t, 'select count(*) as n from pending_school_change where school_id = ?', [school.id])
    )[0].n;
    const res = await as(t, owner)
      .post('/api/school-dashboard/submit-profile-changes')
      .send(profileForm(school, { phone: '702-555-0177', features: ['Chess club'], academicNotes: 'AP and IB' }))
      .expect(201);
    expect([...res.body.publishedFields].sort()).toEqual(['academicNotes', 'features', 'phone']);
    expect(res.body).toMatchObject({ reviewedFields: [], pendingChangeId: null });
    const live = await as(t, undefined).get(`/api/schools/slug/${school.slug}`).expect(200);
    expect(live.body).toMatchObject({ phone: '702-555-0177', features: ['Chess club'] });
    const after = (
      await sql<{ n: string }>(t, 'select count(*) as n from pending_school_change where school_id = ?', [school.id])
    )[0].n;
    expect(after).toBe(before);
  });

  it('splits a mixed wizard: the phone goes live, the address waits for review', async () => {
    const res = await as(t, owner)
      .post('/api/school-dashboard/submit-profile-changes')
      .send(
        profileForm(school, {
          phone: '702-555-0188',
          address: '9 New Street',
          features: ['Chess club'],
          academicNotes: 'AP and IB',
        }),
      )
      .expect(201);
    expect(res.body).toMatchObject({ publishedFields: ['phone'], reviewedFields: ['address'] });
    expect(res.body.school).toMatchObject({ phone: '702-555-0188', address: school.address });
    const pending = await as(t, owner).get('/api/school-dashboard/pending-changes').expect(200);
    expect(pending.body[0]).toMatchObject({ id: res.body.pendingChangeId, changeData: { address: '9 New Street' } });
  });

  it('sends nested social links and list fields as stored arrays', async () => {
    const res = await as(t, owner)
      .post('/api/school-dashboard/submit-profile-changes')
      .send(
        profileForm(school, {
          videoUrls: ['https://video.example/tour'],
          additionalImages: ['/images/a.jpg', 'https://img.example/b.jpg'],
          socialLinks: { facebook: '', youtube: 'https://youtube.com/@school' },
        }),
      )
      .expect(201);
    expect([...res.body.reviewedFields].sort()).toEqual(['additionalImages', 'socialLinks', 'videoUrls']);
    const [change] = await sql<{ change_data: unknown }>(
      t,
      'select change_data from pending_school_change where id = ?',
      [res.body.pendingChangeId],
    );
    expect(change.change_data).toEqual({
      videoUrls: ['https://video.example/tour'],
      additionalImages: ['/images/a.jpg', 'https://img.example/b.jpg'],
      socialLinks: { facebook: null, youtube: 'https://youtube.com/@school' },
    });
    const bad = await as(t, owner)
      .post('/api/school-dashboard/submit-profile-changes')
      .send(profileForm(school, { videoUrls: ['not a url'], socialLinks: { twitter: 'x' } }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      videoUrls: ['Each video URL must be a web address starting with http:// or https://'],
      'socialLinks.twitter': ['Please enter a valid web address starting with http:// or https://'],
    });
  });
});
