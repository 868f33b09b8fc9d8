import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  as,
  auditRows,
  createSchool,
  linkOwner,
  newTag,
  signInAs,
  sql,
  type Session,
} from '../moderation/moderation-fixtures';

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>X</title><meta name="description" content="d" /></head>
<body><div id="root"></div></body></html>
`;

/** Issue 16 "Content": the admin's school, article and neighborhood tools and the redirects of renamed records. */
describe('admin content: schools, articles, neighborhoods, renames', () => {
  let t: TestApp;
  let staticDir: string;
  let admin: Session;
  let owner: Session;
  let plainUser: Session;
  const tag = newTag();
  const get = (path: string) => request(t.app.getHttpServer()).get(path);

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'vps-content-'));
    writeFileSync(join(staticDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({ STATIC_DIR: staticDir });
    admin = await signInAs(t, 'admin');
    owner = await signInAs(t, 'school_admin');
    plainUser = await signInAs(t, 'user');
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const count = async (table: string) =>
    Number((await sql<{ n: string }>(t, `select count(*) as n from ${table}`))[0].n);

  const routes: [string, string][] = [
    ['post', '/api/admin/schools'],
    ['post', '/api/admin/schools/1/archive'],
    ['post', '/api/admin/schools/1/restore'],
    ['post', '/api/admin/articles'],
    ['post', '/api/admin/articles/1/archive'],
    ['post', '/api/admin/articles/1/restore'],
    ['post', '/api/admin/neighborhoods'],
    ['put', '/api/admin/neighborhoods/1'],
    ['get', '/api/admin/neighborhoods'],
    ['post', '/api/admin/neighborhoods/1/archive'],
    ['post', '/api/admin/neighborhoods/1/restore'],
    ['delete', '/api/admin/neighborhoods/1'],
  ];

  it.each(routes)('%s %s: 401 signed out, 403 for user and school_admin, nothing written', async (method, url) => {
    const before = await Promise.all(['school', 'article', 'neighborhood', 'audit_log'].map(count));
    const call = (s?: Session) =>
      (as(t, s) as unknown as Record<string, (u: string) => import('supertest').Test>)[method](url);
    expect((await call(undefined).send({ name: 'x' })).status).toBe(401);
    expect((await call(plainUser).send({ name: 'x' })).status).toBe(403);
    expect((await call(owner).send({ name: 'x' })).status).toBe(403);
    expect(await Promise.all(['school', 'article', 'neighborhood', 'audit_log'].map(count))).toEqual(before);
  });

  describe('schools', () => {
    const newSchool = (overrides: Record<string, unknown> = {}) => ({
      name: `Created ${tag} Academy`,
      address: '1 Admin Way',
      city: 'Las Vegas',
      zipCode: '89101',
      grades: 'K-8',
      schoolType: 'Montessori',
      phone: '(702) 555-0100',
      email: 'office@created.example',
      website: 'https://created.example',
      description: 'Made by the admin.',
      tuitionMin: 9000,
      tuitionMax: 12000,
      latitude: 36.1,
      longitude: -115.2,
      features: ['STEM', ' Art ', ''],
      videoUrls: ['https://video.example/tour'],
      additionalImages: ['/images/schools/a.svg'],
      socialLinks: { facebook: 'https://facebook.com/created', twitter: '' },
      academicNotes: 'Small classes.',
      imageUrl: '/images/schools/hero.svg',
      isActive: true,
      ...overrides,
    });

    it('creates a school with every field, live at once, recorded in the audit trail', async () => {
      const res = await as(t, admin).post('/api/admin/schools').send(newSchool()).expect(201);
      expect(res.body).toMatchObject({
        name: `Created ${tag} Academy`,
        slug: `created-${tag}-academy`,
        isActive: true,
        archivedAt: null,
        features: ['STEM', 'Art'],
        socialLinks: { facebook: 'https://facebook.com/created' },
        imageUrl: '/images/schools/hero.svg',
        academicNotes: 'Small classes.',
      });
      const page = await get(`/api/schools/slug/${res.body.slug}`).expect(200);
      expect(page.body).toMatchObject({ name: `Created ${tag} Academy`, videoUrls: ['https://video.example/tour'] });
      expect((await auditRows(t, 'school', res.body.id)).map((row) => row.action)).toEqual(['school.created']);
    });

    it('is a draft unless asked to go live', async () => {
      const res = await as(t, admin)
        .post('/api/admin/schools')
        .send(newSchool({ name: `Draft ${tag} School`, isActive: undefined }))
        .expect(201);
      expect(res.body.isActive).toBe(false);
      await get(`/api/schools/slug/${res.body.slug}`).expect(404);
    });

    it.each([
      [{ name: '' }, 'name', 'School name is required'],
      [{ zipCode: '8910' }, 'zipCode', 'Please enter a valid ZIP code'],
      [{ phone: 'call us' }, 'phone', 'Please enter a valid phone number'],
      [{ schoolType: 'Spaceship' }, 'schoolType', 'School type must be one of'],
      [{ latitude: 40 }, 'latitude', 'Latitude must be within the Las Vegas valley'],
      [{ website: 'ftp://x.example' }, 'website', 'Please enter a valid web address starting with http:// or https://'],
      [{ tuitionMin: -1 }, 'tuitionMin', 'Minimum tuition cannot be negative'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Image URL must be a web address'],
      [{ neighborhoodId: 'x' }, 'neighborhoodId', 'Please choose a neighborhood from the list'],
    ])('refuses %j with the form texts and creates nothing', async (overrides, field, message) => {
      const before = await count('school');
      const res = await as(t, admin).post('/api/admin/schools').send(newSchool(overrides)).expect(400);
      expect(res.body.errors[field].join(' ')).toContain(message);
      expect(await count('school')).toBe(before);
    });

    it('refuses a tuition range upside down, and an unknown neighborhood, with a 400 and no school', async () => {
      const before = await count('school');
      const range = await as(t, admin)
        .post('/api/admin/schools')
        .send(newSchool({ name: `Range ${tag}`, tuitionMin: 20000, tuitionMax: 100 }))
        .expect(400);
      expect(range.body.message).toBe('Minimum tuition cannot be greater than maximum tuition');
      const hood = await as(t, admin)
        .post('/api/admin/schools')
        .send(newSchool({ name: `Hood ${tag}`, neighborhoodId: 999999 }))
        .expect(400);
      expect(hood.body.errors.neighborhoodId).toEqual(['Please choose a neighborhood from the list']);
      expect(await count('school')).toBe(before);
    });

    it('edits every field; a rename keeps the old URL alive (API and page answer 301 to the new slug)', async () => {
      const school = await createSchool(t, `Rename ${tag} Prep`);
      const oldSlug = school.slug;
      const res = await as(t, admin)
        .put(`/api/admin/schools/${school.id}`)
        .send({ name: `Renamed ${tag} Prep`, imageUrl: '/images/schools/new.svg', features: ['Robotics'] })
        .expect(200);
      const newSlug = `renamed-${tag}-prep`;
      expect(res.body).toMatchObject({ slug: newSlug, imageUrl: '/images/schools/new.svg', features: ['Robotics'] });

      const api = await get(`/api/schools/slug/${oldSlug}`).expect(301);
      expect(api.headers.location).toBe(`/api/schools/slug/${newSlug}`);
      await get(`/api/schools/slug/${newSlug}`).expect(200);
      const page = await get(`/schools/${oldSlug}?from=search`).expect(301);
      expect(page.headers.location).toBe(`/schools/${newSlug}?from=search`);
      await get(`/schools/${newSlug}`).expect(200);

      const [entry] = await auditRows(t, 'school', school.id);
      expect(entry).toMatchObject({
        action: 'school.updated',
        before: expect.objectContaining({ slug: oldSlug, name: `Rename ${tag} Prep` }),
        after: expect.objectContaining({ slug: newSlug }),
      });
    });

    it('records an owner portal rename too, and never gives a former slug to another school', async () => {
      const school = await createSchool(t, `Portal ${tag} School`);
      await linkOwner(t, owner.id, school.id);
      const oldSlug = school.slug;
      await as(t, owner)
        .put(`/api/portal/schools/${school.id}`)
        .send({ id: school.id, name: `Portal ${tag} School Renamed` });
      // The portal sends a name for review (docs/product.md "Edits and moderation"); the admin approves it, which renames it.
      const [change] = await sql<{ id: number }>(
        t,
        `select id from pending_school_change where school_id = ? order by id desc limit 1`,
        [school.id],
      );
      await as(t, admin).post(`/api/admin/change/${change.id}/approve`).send({}).expect(200);
      const moved = await get(`/api/schools/slug/${oldSlug}`).expect(301);
      expect(moved.headers.location).toBe(`/api/schools/slug/portal-${tag}-school-renamed`);

      const again = await as(t, admin)
        .post('/api/admin/schools')
        .send(newSchool({ name: `Portal ${tag} School` }))
        .expect(201);
      expect(again.body.slug).toBe(`${oldSlug}-2`);
    });

    it('archives (hidden, kept, Live switch refused) and restores as a draft; no delete route exists', async () => {
      const school = await createSchool(t, `Archive ${tag} School`);
      await linkOwner(t, owner.id, school.id);
      const archived = await as(t, admin).post(`/api/admin/schools/${school.id}/archive`).expect(200);
      expect(archived.body).toMatchObject({ isActive: false, archivedAt: expect.any(String) });
      await get(`/api/schools/slug/${school.slug}`).expect(404);
      const toggle = await as(t, admin)
        .patch(`/api/admin/schools/${school.id}/toggle-status`)
        .send({ isActive: true })
        .expect(409);
      expect(toggle.body.message).toBe('This school is archived. Restore it before making it live.');
      expect((await as(t, admin).get(`/api/admin/schools?search=Archive ${tag}`)).body.items[0].archivedAt).toEqual(
        archived.body.archivedAt,
      );
      expect((await request(t.app.getHttpServer()).delete(`/api/admin/schools/${school.id}`)).status).toBe(404);

      const restored = await as(t, admin).post(`/api/admin/schools/${school.id}/restore`).expect(200);
      expect(restored.body).toMatchObject({ isActive: false, archivedAt: null });
      await as(t, admin).patch(`/api/admin/schools/${school.id}/toggle-status`).send({ isActive: true }).expect(200);
      await get(`/api/schools/slug/${school.slug}`).expect(200);
      expect((await auditRows(t, 'school', school.id)).map((row) => row.action)).toEqual([
        'school.archived',
        'school.restored',
        'school.status_changed',
      ]);
      await as(t, admin).post('/api/admin/schools/999999/archive').expect(404);
    });
  });

  describe('articles', () => {
    const newArticle = (overrides: Record<string, unknown> = {}) => ({
      title: `Admin ${tag} Article`,
      excerpt: 'In short.',
      content: '# Heading\n\nText with [a link](https://example.org).',
      category: 'ADMISSIONS GUIDE',
      imageUrl: '/images/articles/a.svg',
      author: 'Site Editor',
      ...overrides,
    });

    it('creates a draft, publishes it from the editor, retitles it (old slug 301s, page and API), archives it', async () => {
      const created = await as(t, admin).post('/api/admin/articles').send(newArticle()).expect(201);
      expect(created.body).toMatchObject({ slug: `admin-${tag}-article`, isPublished: false, author: 'Site Editor' });
      await get(`/api/articles/${created.body.slug}`).expect(404);

      const published = await as(t, admin)
        .put(`/api/admin/articles/${created.body.id}`)
        .send({ isPublished: true })
        .expect(200);
      expect(published.body.isPublished).toBe(true);
      await get(`/api/articles/${created.body.slug}`).expect(200);

      const retitled = await as(t, admin)
        .put(`/api/admin/articles/${created.body.id}`)
        .send({ title: `Retitled ${tag} Article` })
        .expect(200);
      expect(retitled.body.slug).toBe(`retitled-${tag}-article`);
      const api = await get(`/api/articles/${created.body.slug}`).expect(301);
      expect(api.headers.location).toBe(`/api/articles/retitled-${tag}-article`);
      const page = await get(`/articles/${created.body.slug}`).expect(301);
      expect(page.headers.location).toBe(`/articles/retitled-${tag}-article`);

      await as(t, admin).post(`/api/admin/articles/${created.body.id}/archive`).expect(200);
      await get(`/api/articles/retitled-${tag}-article`).expect(404);
      await get(`/api/articles/${created.body.slug}`).expect(404);
      const refused = await as(t, admin)
        .patch(`/api/admin/articles/${created.body.id}/toggle-status`)
        .send({ isPublished: true })
        .expect(409);
      expect(refused.body.message).toBe('This article is archived. Restore it before publishing it.');
      const restored = await as(t, admin).post(`/api/admin/articles/${created.body.id}/restore`).expect(200);
      expect(restored.body).toMatchObject({ archivedAt: null, isPublished: false });
      expect((await auditRows(t, 'article', created.body.id)).map((row) => row.action)).toEqual([
        'article.created',
        'article.updated',
        'article.updated',
        'article.archived',
        'article.restored',
      ]);
    });

    it('stores a category of the list in its own words, whatever the case and spacing; an edit to another is refused', async () => {
      const created = await as(t, admin)
        .post('/api/admin/articles')
        .send(newArticle({ title: `Category ${tag} Article`, category: '  back-to-school ' }))
        .expect(201);
      expect(created.body.category).toBe('BACK-TO-SCHOOL');
      const refused = await as(t, admin)
        .put(`/api/admin/articles/${created.body.id}`)
        .send({ category: 'Parenting' })
        .expect(400);
      expect(refused.body.errors.category.join(' ')).toContain('Category must be one of');
      const edited = await as(t, admin)
        .put(`/api/admin/articles/${created.body.id}`)
        .send({ category: 'local   news' })
        .expect(200);
      expect(edited.body.category).toBe('LOCAL NEWS');
    });

    it.each([
      [{ title: ' ' }, 'title', 'Title is required'],
      [{ content: '' }, 'content', 'Content is required'],
      [{ category: undefined }, 'category', 'Category is required'],
      // Issue 36: one list for the admin and the owners, not free text.
      [{ category: 'Guides' }, 'category', 'Category must be one of ADMISSIONS GUIDE, BACK-TO-SCHOOL, PARENT TIPS'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Image URL must be a web address'],
      [{ isPublished: 'yes' }, 'isPublished', 'Published must be true or false'],
    ])('refuses %j with a 400 and creates nothing', async (overrides, field, message) => {
      const before = await count('article');
      const res = await as(t, admin).post('/api/admin/articles').send(newArticle(overrides)).expect(400);
      expect(res.body.errors[field].join(' ')).toContain(message);
      expect(await count('article')).toBe(before);
    });
  });

  describe('neighborhoods', () => {
    const profile = (overrides: Record<string, unknown> = {}) => ({
      name: `Admin ${tag} Heights`,
      city: 'Las Vegas',
      description: 'Quiet streets.',
      imageUrl: '/images/neighborhoods/heights.svg',
      averageTuitionMin: 8000,
      averageTuitionMax: 20000,
      population: 12000,
      medianHouseholdIncome: 80000,
      medianHomeValue: 400000,
      costOfLivingIndex: 104.5,
      crimeRating: 'b+',
      walkabilityScore: 55,
      publicSchoolRating: 'B',
      diversityIndex: 0.62,
      familyFriendlyRating: 'A',
      nearbyAmenities: ['Park', ' Library '],
      recreationOptions: ['Trails'],
      transportationOptions: ['Bus'],
      collegeReadinessRate: 71.25,
      averageCommute: 24,
      parentEducationLevel: "Bachelor's: 40%",
      averageFamilySize: 3.1,
      kidsUnder18Percentage: 24.5,
      seniorPopulationPercentage: 12,
      privateSchoolEnrollmentRate: 9.5,
      averageClassSize: 18.5,
      teacherStudentRatio: '1:15',
      extracurricularOpportunities: ['Soccer'],
      weatherRating: 'A-',
      ...overrides,
    });

    it('creates and edits every field; the school count stays live', async () => {
      const created = await as(t, admin).post('/api/admin/neighborhoods').send(profile()).expect(201);
      expect(created.body).toMatchObject({
        name: `Admin ${tag} Heights`,
        crimeRating: 'B+',
        nearbyAmenities: ['Park', 'Library'],
        collegeReadinessRate: 71.25,
        schoolCount: 0,
      });
      await createSchool(t, `Heights ${tag} School`, { neighborhoodId: created.body.id });
      const edited = await as(t, admin)
        .put(`/api/admin/neighborhoods/${created.body.id}`)
        .send(profile({ description: 'Now with a new park.', walkabilityScore: 60, recreationOptions: [] }))
        .expect(200);
      expect(edited.body).toMatchObject({ description: 'Now with a new park.', walkabilityScore: 60, schoolCount: 1 });
      const publicPage = await get(`/api/neighborhoods/${encodeURIComponent(`Admin ${tag} Heights`)}`).expect(200);
      expect(publicPage.body).toMatchObject({ description: 'Now with a new park.', recreationOptions: [] });
      const [, update] = await auditRows(t, 'neighborhood', created.body.id);
      expect(update).toMatchObject({
        action: 'neighborhood.updated',
        before: { description: 'Quiet streets.', walkabilityScore: 55, recreationOptions: ['Trails'] },
        after: { description: 'Now with a new park.', walkabilityScore: 60, recreationOptions: [] },
      });
    });

    it.each([
      [{ name: '' }, 'name', 'Name is required'],
      [{ walkabilityScore: 101 }, 'walkabilityScore', 'Walkability score must be between 0 and 100'],
      [{ diversityIndex: 1.5 }, 'diversityIndex', 'Diversity index must be between 0 and 1'],
      [{ kidsUnder18Percentage: -1 }, 'kidsUnder18Percentage', 'Kids under 18 must be between 0 and 100 percent'],
      [{ collegeReadinessRate: 50.123 }, 'collegeReadinessRate', 'at most 2 decimal places'],
      [{ crimeRating: 'Z' }, 'crimeRating', 'Safety rating must be a letter grade from A+ to F'],
      [{ teacherStudentRatio: 'fifteen' }, 'teacherStudentRatio', 'Teacher-student ratio must look like 1:15'],
      [{ nearbyAmenities: 'Park' }, 'nearbyAmenities', 'Nearby amenities must be a list'],
    ])('refuses %j with a 400 and changes nothing', async (overrides, field, message) => {
      const [existing] = await sql<{ id: number; updated_at: Date }>(
        t,
        `select id, updated_at from neighborhood order by id limit 1`,
      );
      const before = await count('neighborhood');
      const res = await as(t, admin)
        .post('/api/admin/neighborhoods')
        .send(profile({ name: `Bad ${tag}`, ...overrides }))
        .expect(400);
      expect(res.body.errors[field].join(' ')).toContain(message);
      await as(t, admin).put(`/api/admin/neighborhoods/${existing.id}`).send(profile(overrides)).expect(400);
      expect(await count('neighborhood')).toBe(before);
      const [after] = await sql<{ updated_at: Date }>(t, `select updated_at from neighborhood where id = ?`, [
        existing.id,
      ]);
      expect(after.updated_at).toEqual(existing.updated_at);
    });

    it('archives a guide (hidden from families, kept for the admin), restores it, and audits both', async () => {
      const name = `Archive ${tag} Flats`;
      const created = await as(t, admin).post('/api/admin/neighborhoods').send(profile({ name })).expect(201);
      const id = created.body.id as number;
      expect(created.body.archivedAt).toBeNull();
      const archived = await as(t, admin).post(`/api/admin/neighborhoods/${id}/archive`).expect(200);
      expect(archived.body.archivedAt).toEqual(expect.any(String));
      await get(`/api/neighborhoods/${encodeURIComponent(name)}`).expect(404);
      await get(`/api/neighborhoods/${id}`).expect(404);
      const publicList = await get('/api/neighborhoods').expect(200);
      expect(publicList.body.map((n: { id: number }) => n.id)).not.toContain(id);
      const adminList = await as(t, admin).get('/api/admin/neighborhoods').expect(200);
      expect(adminList.body.find((n: { id: number }) => n.id === id)).toMatchObject({
        name,
        archivedAt: expect.any(String),
      });
      // A second archive changes nothing and records nothing.
      await as(t, admin).post(`/api/admin/neighborhoods/${id}/archive`).expect(200);
      const restored = await as(t, admin).post(`/api/admin/neighborhoods/${id}/restore`).expect(200);
      expect(restored.body.archivedAt).toBeNull();
      await get(`/api/neighborhoods/${id}`).expect(200);
      const actions = (await auditRows(t, 'neighborhood', String(id))).map((row) => row.action);
      expect(actions).toEqual(['neighborhood.created', 'neighborhood.archived', 'neighborhood.restored']);
    });

    it('deletes a guide no school is in; refuses (409, nothing deleted) while a school, even a draft, is in it', async () => {
      const used = await as(t, admin)
        .post('/api/admin/neighborhoods')
        .send(profile({ name: `Used ${tag} Park` }))
        .expect(201);
      await createSchool(t, `Used ${tag} Academy`, { neighborhoodId: used.body.id, isActive: false });
      const refused = await as(t, admin).delete(`/api/admin/neighborhoods/${used.body.id}`).expect(409);
      expect(refused.body.message).toBe(
        '1 school is still in this neighborhood: move it to another neighborhood first, or archive the neighborhood instead',
      );
      expect(await sql(t, `select id from neighborhood where id = ?`, [used.body.id])).toHaveLength(1);

      const unused = await as(t, admin)
        .post('/api/admin/neighborhoods')
        .send(profile({ name: `Typo ${tag} Parkk` }))
        .expect(201);
      await as(t, admin).delete(`/api/admin/neighborhoods/${unused.body.id}`).expect(204);
      expect(await sql(t, `select id from neighborhood where id = ?`, [unused.body.id])).toHaveLength(0);
      const [deleted] = (await auditRows(t, 'neighborhood', String(unused.body.id))).filter(
        (row) => row.action === 'neighborhood.deleted',
      );
      expect(deleted).toMatchObject({ before: { name: `Typo ${tag} Parkk` } });
      await as(t, admin).delete(`/api/admin/neighborhoods/${unused.body.id}`).expect(404);
      await as(t, admin).post('/api/admin/neighborhoods/999999/archive').expect(404);
      await as(t, admin).delete('/api/admin/neighborhoods/abc').expect(400);
    });

    it('refuses a duplicate name (409) and an upside-down tuition range (400)', async () => {
      await as(t, admin)
        .post('/api/admin/neighborhoods')
        .send(profile({ name: `Dup ${tag}` }))
        .expect(201);
      const dup = await as(t, admin)
        .post('/api/admin/neighborhoods')
        .send(profile({ name: `Dup ${tag}` }))
        .expect(409);
      expect(dup.body.message).toBe('A neighborhood with this name already exists');
      const range = await as(t, admin)
        .post('/api/admin/neighborhoods')
        .send(profile({ name: `Range ${tag}`, averageTuitionMin: 9, averageTuitionMax: 1 }))
        .expect(400);
      expect(range.body.message).toBe('Average tuition minimum cannot be greater than the maximum');
      await as(t, admin)
        .put('/api/admin/neighborhoods/999999')
        .send(profile({ name: `Gone ${tag}` }))
        .expect(404);
    });
  });
});
