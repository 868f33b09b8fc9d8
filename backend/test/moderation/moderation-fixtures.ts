import { randomBytes } from 'node:crypto';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import request from 'supertest';
import { Article } from '../../src/modules/articles';
import { AssignSchoolSlug, School, type SchoolProps } from '../../src/modules/directory';
import { CreateOrPromoteUser, type Role } from '../../src/modules/identity';
import type { TestApp } from '../support/test-app';

/**
 * Helpers for the moderation, portal and admin tests. Every record carries a
 * random tag so these files never collide with others in the run's shared
 * database, and nothing needs truncating.
 */

export const PASSWORD = 'Saguaro-Moonrise-2026';

export function newTag(): string {
  return `mq${randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => String.fromCharCode(103 + Number(d)))}`;
}

export interface Session {
  id: string;
  email: string;
  cookie: string;
  csrf: string;
}

export async function createUser(t: TestApp, role: Role, firstName = 'Morgan'): Promise<{ id: string; email: string }> {
  const email = `mod-${role}-${newTag()}@example.com`;
  const orm = t.app.get(MikroORM);
  const { userId } = await RequestContext.create(orm.em, () =>
    t.app.get(CreateOrPromoteUser).execute({ email, password: PASSWORD, role, firstName, lastName: 'Tester' }),
  );
  return { id: userId, email };
}

function cookiePair(res: request.Response, name: string): string {
  const header = res.headers['set-cookie'] as unknown;
  const cookies = Array.isArray(header) ? (header as string[]) : header ? [String(header)] : [];
  const cookie = cookies.find((c) => c.startsWith(`${name}=`));
  if (!cookie) throw new Error(`no ${name} cookie`);
  return cookie.split(';')[0];
}

export async function signInAs(t: TestApp, role: Role, firstName?: string): Promise<Session> {
  const user = await createUser(t, role, firstName);
  const res = await request(t.app.getHttpServer())
    .post('/api/login')
    .send({ email: user.email, password: PASSWORD })
    .expect(200);
  const sid = cookiePair(res, 'vps.sid');
  const csrf = cookiePair(res, 'vps.csrf');
  return { ...user, cookie: `${sid}; ${csrf}`, csrf: decodeURIComponent(csrf.split('=')[1]) };
}

/** A request carrying the session cookie and, for writes, the CSRF header. */
export function as(t: TestApp, session: Session | undefined) {
  const server = t.app.getHttpServer();
  const wrap = (req: request.Test) =>
    session ? req.set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf) : req;
  return {
    get: (url: string) => wrap(request(server).get(url)),
    post: (url: string) => wrap(request(server).post(url)),
    put: (url: string) => wrap(request(server).put(url)),
    patch: (url: string) => wrap(request(server).patch(url)),
    delete: (url: string) => wrap(request(server).delete(url)),
  };
}

export async function sql<T = Record<string, unknown>>(
  t: TestApp,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  return t.app.get(MikroORM).em.getConnection().execute<T[]>(query, params);
}

export async function createSchool(t: TestApp, name: string, overrides: Partial<SchoolProps> = {}): Promise<School> {
  const em = t.app.get(MikroORM).em.fork();
  const school = School.create({
    name,
    address: '100 Test Way',
    city: 'Las Vegas',
    zipCode: '89101',
    description: `${name} description`,
    grades: 'K-5',
    schoolType: 'Classical',
    latitude: 36.1,
    longitude: -115.2,
    features: ['STEM'],
    isPremium: true,
    tuitionMin: 9000,
    tuitionMax: 15000,
    socialLinks: { facebook: 'https://facebook.com/test' },
    ...overrides,
  });
  await RequestContext.create(em, () => t.app.get(AssignSchoolSlug).execute(school));
  await em.persistAndFlush(school);
  return school;
}

export async function linkOwner(t: TestApp, userId: string, schoolId: number, isActive = true): Promise<void> {
  await sql(
    t,
    `insert into school_owner (user_id, school_id, role, is_active, created_at, updated_at) values (?, ?, 'owner', ?, now(), now())`,
    [userId, schoolId, isActive],
  );
}

export async function findArticle(t: TestApp, id: number): Promise<Article | null> {
  return t.app.get(MikroORM).em.fork().findOne(Article, id);
}

export async function auditRows(t: TestApp, targetType: string, targetId: string | number) {
  return sql<{ action: string; actor_id: string; before: unknown; after: unknown }>(
    t,
    `select action, actor_id, before, after from audit_log where target_type = ? and target_id = ? order by id`,
    [targetType, String(targetId)],
  );
}

export async function outboxFor(t: TestApp, key: string) {
  return sql<{ template: string; recipient: string; data: Record<string, unknown> }>(
    t,
    `select template, recipient, data from mail_outbox where key = ?`,
    [key],
  );
}

/** A complete profile form, as the dashboard sends it (prefilled from the live record). */
export function profileForm(school: School, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: school.name,
    schoolType: school.schoolType,
    grades: school.grades,
    address: school.address,
    city: school.city,
    zipCode: school.zipCode,
    religiousAffiliation: school.religiousAffiliation ?? '',
    description: school.description ?? '',
    phone: school.phone ?? '',
    email: school.email ?? '',
    website: school.website ?? '',
    tuitionMin: school.tuitionMin,
    tuitionMax: school.tuitionMax,
    latitude: school.latitude,
    longitude: school.longitude,
    academicNotes: school.academicNotes ?? '',
    features: school.features,
    videoUrls: school.videoUrls,
    additionalImages: school.additionalImages,
    socialLinks: { ...(school.socialLinks ?? {}) },
    ...overrides,
  };
}
