import { randomUUID } from 'node:crypto';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import request from 'supertest';
import { CreateOrPromoteUser, type Role } from '../../src/modules/identity';
import type { TestApp } from '../support/test-app';

/** Helpers shared by the identity tests: accounts with unique e-mails, signing in, reading cookies. */

export const TEST_PASSWORD = 'Tumbleweed-Sunrise-42';

export function uniqueEmail(label = 'user'): string {
  return `id-${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Creates an account through the same use case as `npm run user:create`. */
export async function createUser(
  t: TestApp,
  input: { email?: string; role?: Role; password?: string; firstName?: string } = {},
): Promise<{ id: string; email: string; password: string }> {
  const email = input.email ?? uniqueEmail(input.role ?? 'user');
  const password = input.password ?? TEST_PASSWORD;
  const orm = t.app.get(MikroORM);
  const { userId } = await RequestContext.create(orm.em, () =>
    t.app.get(CreateOrPromoteUser).execute({
      email,
      password,
      role: input.role ?? 'user',
      firstName: input.firstName ?? 'Test',
      lastName: 'Person',
    }),
  );
  return { id: userId, email, password };
}

/** All `Set-Cookie` headers of an answer. */
export function setCookies(res: request.Response): string[] {
  const header = res.headers['set-cookie'] as unknown;
  if (!header) return [];
  return Array.isArray(header) ? (header as string[]) : [String(header)];
}

export function cookieNamed(res: request.Response, name: string): string | undefined {
  return setCookies(res).find((cookie) => cookie.startsWith(`${name}=`));
}

/** The `name=value` part of a Set-Cookie, ready for a Cookie header. */
export function cookiePair(setCookie: string | undefined): string {
  if (!setCookie) throw new Error('no such cookie');
  return setCookie.split(';')[0];
}

/** The session id inside a signed `vps.sid` cookie (`s:<sid>.<signature>`). */
export function sessionIdOf(setCookie: string): string {
  const value = decodeURIComponent(cookiePair(setCookie).split('=')[1]);
  return value.slice(2, value.lastIndexOf('.'));
}

export interface SignedIn {
  /** Cookie header carrying both cookies. */
  cookie: string;
  csrf: string;
  sessionCookie: string;
  body: Record<string, unknown>;
}

export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD): Promise<SignedIn> {
  const res = await request(t.app.getHttpServer()).post('/api/login').send({ email, password }).expect(200);
  const sessionCookie = cookieNamed(res, 'vps.sid');
  const csrfCookie = cookieNamed(res, 'vps.csrf');
  if (!sessionCookie || !csrfCookie) throw new Error('sign-in set no cookies');
  return {
    cookie: `${cookiePair(sessionCookie)}; ${cookiePair(csrfCookie)}`,
    csrf: decodeURIComponent(cookiePair(csrfCookie).split('=')[1]),
    sessionCookie,
    body: res.body as Record<string, unknown>,
  };
}

export async function sessionRowCount(t: TestApp): Promise<number> {
  const rows = await t.app
    .get(MikroORM)
    .em.getConnection()
    .execute<{ count: string }[]>('select count(*)::text as count from "session"');
  return Number(rows[0].count);
}

export async function sql<T = Record<string, unknown>>(
  t: TestApp,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  return t.app.get(MikroORM).em.getConnection().execute<T[]>(query, params);
}

/** Removes what the identity tests created (the run's database is shared by every test file). */
export async function removeIdentityTestData(t: TestApp): Promise<void> {
  await sql(t, `delete from school where slug like 'identity-test-%'`);
  await sql(
    t,
    `delete from "session" where sess -> 'passport' ->> 'user' in (select id from app_user where email like 'id-%@example.com')`,
  );
  await sql(t, `delete from app_user where email like 'id-%@example.com'`);
}
