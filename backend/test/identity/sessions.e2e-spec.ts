import request from 'supertest';
import { DisableUser } from '../../src/modules/identity';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  TEST_PASSWORD,
  cookieNamed,
  cookiePair,
  createUser,
  sessionIdOf,
  sessionRowCount,
  setCookies,
  signIn,
  sql,
  uniqueEmail,
  removeIdentityTestData,
} from './identity-fixtures';

// App start-up and argon2 hashing are slow on a busy machine; the project-level testTimeout does not reach hooks.

describe('identity: sign-in and sessions', () => {
  let t: TestApp;
  let server: ReturnType<TestApp['app']['getHttpServer']>;
  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
  });
  afterAll(async () => {
    await removeIdentityTestData(t);
    await t.close();
  });

  it('gives anonymous visitors no cookie and no session row', async () => {
    const before = await sessionRowCount(t);
    const health = await request(server).get('/api/health').expect(200);
    expect(setCookies(health)).toEqual([]);
    const me = await request(server).get('/api/auth/user').expect(401);
    expect(me.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    expect(setCookies(me)).toEqual([]);
    expect(await sessionRowCount(t)).toBe(before);
  });

  it('answers the user on success and sets HttpOnly, SameSite=Lax session and CSRF cookies', async () => {
    const user = await createUser(t, { role: 'school_admin', firstName: 'Sam' });
    const res = await request(server)
      .post('/api/login')
      .send({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      email: user.email,
      firstName: 'Sam',
      lastName: 'Person',
      role: 'school_admin',
      profileImageUrl: null,
    });
    const session = cookieNamed(res, 'vps.sid')!;
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\//i);
    expect(session).toMatch(/; Expires=/i);
    expect(session).not.toMatch(/; Secure/i);
    const csrf = cookieNamed(res, 'vps.csrf')!;
    expect(csrf).not.toMatch(/HttpOnly/i);
    expect(csrf).toMatch(/; SameSite=Lax/i);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('marks cookies Secure when the trusted proxy says the request was HTTPS', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'loopback' });
    try {
      const user = await createUser(proxied);
      const res = await request(proxied.app.getHttpServer())
        .post('/api/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: user.email, password: TEST_PASSWORD })
        .expect(200);
      expect(cookieNamed(res, 'vps.sid')).toMatch(/; Secure/i);
      expect(cookieNamed(res, 'vps.csrf')).toMatch(/; Secure/i);
    } finally {
      await proxied.close();
    }
  });

  it('issues a new session id at sign-in, so a planted id is worthless (no fixation)', async () => {
    const user = await createUser(t);
    const first = await signIn(t, user.email);
    // Signing in again while holding a valid session: the id changes and the old one dies.
    const again = await request(server)
      .post('/api/login')
      .set('Cookie', first.cookie)
      .set('X-CSRF-Token', first.csrf)
      .send({ email: user.email, password: TEST_PASSWORD })
      .expect(200);
    const second = cookieNamed(again, 'vps.sid')!;
    expect(sessionIdOf(second)).not.toBe(sessionIdOf(first.sessionCookie));
    await request(server).get('/api/auth/user').set('Cookie', cookiePair(first.sessionCookie)).expect(401);
    await request(server).get('/api/auth/user').set('Cookie', cookiePair(second)).expect(200);

    // An id an attacker chose is never adopted.
    const planted = await request(server)
      .post('/api/login')
      .set('Cookie', 'vps.sid=s%3Aattacker-chosen-id.c2lnbmF0dXJl')
      .send({ email: user.email, password: TEST_PASSWORD })
      .expect(200);
    expect(sessionIdOf(cookieNamed(planted, 'vps.sid')!)).not.toBe('attacker-chosen-id');
  });

  it('refuses a wrong password and an unknown e-mail with the same 401 and no user data', async () => {
    const user = await createUser(t);
    const wrong = await request(server).post('/api/login').send({ email: user.email, password: 'not the password' });
    const unknown = await request(server)
      .post('/api/login')
      .send({ email: uniqueEmail('ghost'), password: 'whatever1' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Invalid email or password' });
      expect(setCookies(res)).toEqual([]);
    }
  });

  it('validates the body like any form: messages per field, unknown fields refused', async () => {
    const res = await request(server).post('/api/login').send({ email: 'not-an-email', password: '' }).expect(400);
    expect(res.body.errors).toEqual({ email: ['Please enter a valid email'], password: ['Password is required'] });
    const extra = await request(server)
      .post('/api/login')
      .send({ email: 'a@example.com', password: 'x', role: 'admin' })
      .expect(400);
    expect(extra.body.errors).toHaveProperty('role');
  });

  it('answers /api/auth/user with the user and no-store while signed in', async () => {
    const user = await createUser(t, { role: 'admin' });
    const session = await signIn(t, user.email);
    const res = await request(server).get('/api/auth/user').set('Cookie', session.cookie).expect(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email, role: 'admin' });
    expect(Object.keys(res.body).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'profileImageUrl', 'role']);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('logs out with POST: the old cookie no longer works (replay gives 401)', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user.email);
    const res = await request(server)
      .post('/api/logout')
      .set('Cookie', session.cookie)
      .set('X-CSRF-Token', session.csrf)
      .expect(204);
    expect(cookieNamed(res, 'vps.sid')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cookieNamed(res, 'vps.csrf')).toMatch(/Expires=Thu, 01 Jan 1970/);
    await request(server).get('/api/auth/user').set('Cookie', session.cookie).expect(401);
    const rows = await sql(t, 'select 1 from "session" where "sid" = ?', [sessionIdOf(session.sessionCookie)]);
    expect(rows).toHaveLength(0);
  });

  it('logs out with the GET link and redirects to /', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user.email);
    const res = await request(server).get('/api/logout').set('Cookie', session.cookie).expect(302);
    expect(res.headers.location).toBe('/');
    await request(server).get('/api/auth/user').set('Cookie', session.cookie).expect(401);
  });

  it('does not sign out on a logout link followed from another site', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user.email);
    await request(server)
      .get('/api/logout')
      .set('Cookie', session.cookie)
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(302);
    await request(server).get('/api/auth/user').set('Cookie', session.cookie).expect(200);
  });

  it('sends GET /api/login to the sign-in page', async () => {
    const res = await request(server).get('/api/login').expect(302);
    expect(res.headers.location).toBe('/login');
  });

  it('passes a same-site ?next= on to the sign-in page, and drops any other', async () => {
    const back = await request(server).get('/api/login?next=%2Fportal').expect(302);
    expect(back.headers.location).toBe('/login?next=%2Fportal');
    for (const next of ['https%3A%2F%2Fevil.example', '%2F%2Fevil.example', '%2F%5Cevil.example']) {
      const res = await request(server).get(`/api/login?next=${next}`).expect(302);
      expect(res.headers.location).toBe('/login');
    }
  });

  it('locks an account after 10 wrong passwords, even for the right one, until the lock runs out', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 10; i++) {
      await request(server)
        .post('/api/login')
        .send({ email: user.email, password: `wrong-${i}` })
        .expect(401);
    }
    const locked = await request(server).post('/api/login').send({ email: user.email, password: TEST_PASSWORD });
    expect(locked.status).toBe(401);
    expect(locked.body.message).toBe('Invalid email or password');
    const [row] = await sql<{ failed_sign_in_count: number; locked_until: string }>(
      t,
      'select failed_sign_in_count, locked_until from app_user where id = ?',
      [user.id],
    );
    expect(row.failed_sign_in_count).toBe(10);
    expect(new Date(row.locked_until).getTime()).toBeGreaterThan(Date.now());
    await sql(t, `update app_user set locked_until = now() - interval '1 second' where id = ?`, [user.id]);
    await request(server).post('/api/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);
    const [after] = await sql<{ failed_sign_in_count: number }>(
      t,
      'select failed_sign_in_count from app_user where id = ?',
      [user.id],
    );
    expect(after.failed_sign_in_count).toBe(0);
  });

  it('replaces a weaker password hash at sign-in', async () => {
    const user = await createUser(t);
    // argon2id with a quarter of today's memory: what an older deployment might have stored.
    const argon2 = await import('argon2');
    const weak = await argon2.hash(TEST_PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 4096,
      timeCost: 2,
      parallelism: 1,
    });
    await sql(t, 'update app_user set password_hash = ? where id = ?', [weak, user.id]);
    await signIn(t, user.email);
    const [row] = await sql<{ password_hash: string }>(t, 'select password_hash from app_user where id = ?', [user.id]);
    expect(row.password_hash.split('$')[3].split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    await signIn(t, user.email);
  });

  it('ends a session after its absolute lifetime, however active it was', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user.email);
    await request(server).get('/api/auth/user').set('Cookie', session.cookie).expect(200);
    const sid = sessionIdOf(session.sessionCookie);
    const dayAndMore = Date.now() - t.config.auth.sessionAbsoluteLifetimeMs - 1000;
    await sql(
      t,
      `update "session" set sess = jsonb_set(sess::jsonb, '{signedInAt}', to_jsonb(?::bigint))::json where sid = ?`,
      [dayAndMore, sid],
    );
    const res = await request(server).get('/api/auth/user').set('Cookie', session.cookie).expect(401);
    expect(cookieNamed(res, 'vps.sid')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await sql(t, 'select 1 from "session" where sid = ?', [sid])).toHaveLength(0);
  });

  it('ends a session left idle past the timeout, and rolls the expiry on use', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user.email);
    const sid = sessionIdOf(session.sessionCookie);
    const [before] = await sql<{ expire: string }>(t, 'select expire from "session" where sid = ?', [sid]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await request(server).get('/api/auth/user').set('Cookie', session.cookie).expect(200);
    const [rolled] = await sql<{ expire: string }>(t, 'select expire from "session" where sid = ?', [sid]);
    expect(new Date(rolled.expire).getTime()).toBeGreaterThan(new Date(before.expire).getTime());
    await sql(t, `update "session" set expire = now() - interval '1 minute' where sid = ?`, [sid]);
    await request(server).get('/api/auth/user').set('Cookie', session.cookie).expect(401);
  });

  it('ends every session of a disabled user and refuses their sign-in', async () => {
    const user = await createUser(t);
    const first = await signIn(t, user.email);
    const second = await signIn(t, user.email);
    const orm = t.app.get(MikroORM);
    await RequestContext.create(orm.em, () => t.app.get(DisableUser).execute({ actorId: null, userId: user.id }));
    await request(server).get('/api/auth/user').set('Cookie', first.cookie).expect(401);
    await request(server).get('/api/auth/user').set('Cookie', second.cookie).expect(401);
    await request(server).post('/api/login').send({ email: user.email, password: TEST_PASSWORD }).expect(403);
  });

  it('applies a role change to existing sessions at once', async () => {
    const user = await createUser(t, { role: 'admin' });
    const session = await signIn(t, user.email);
    await sql(t, `update app_user set role = 'user' where id = ?`, [user.id]);
    const res = await request(server).get('/api/auth/user').set('Cookie', session.cookie).expect(200);
    expect(res.body.role).toBe('user');
  });
});

describe('identity: CSRF', () => {
  let t: TestApp;
  let server: ReturnType<TestApp['app']['getHttpServer']>;
  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer();
  });
  afterAll(async () => {
    await removeIdentityTestData(t);
    await t.close();
  });

  it('refuses a state change with the session cookie but without the matching token', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user.email);
    const missing = await request(server).post('/api/logout').set('Cookie', session.cookie).expect(403);
    expect(missing.body.message).toMatch(/CSRF token/);
    await request(server)
      .post('/api/logout')
      .set('Cookie', session.cookie)
      .set('X-CSRF-Token', `${session.csrf.slice(0, -2)}xx`)
      .expect(403);
    // Still signed in: nothing happened.
    await request(server).get('/api/auth/user').set('Cookie', session.cookie).expect(200);
  });

  it('refuses any state change from another site, signed in or not', async () => {
    const crossOrigin = await request(server)
      .post('/api/auth/password-reset/request')
      .set('Origin', 'https://evil.example')
      .send({ email: uniqueEmail() })
      .expect(403);
    expect(crossOrigin.body).toEqual({ statusCode: 403, message: 'Cross-site requests are not allowed' });
    await request(server)
      .post('/api/auth/password-reset/request')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ email: uniqueEmail() })
      .expect(403);
    const user = await createUser(t);
    const session = await signIn(t, user.email);
    await request(server)
      .post('/api/logout')
      .set('Cookie', session.cookie)
      .set('X-CSRF-Token', session.csrf)
      .set('Origin', 'https://evil.example')
      .expect(403);
  });

  it('lets same-origin anonymous form posts through on the origin check alone', async () => {
    await request(server)
      .post('/api/auth/password-reset/request')
      .set('Origin', t.config.publicUrl)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: uniqueEmail() })
      .expect(202);
  });

  it('re-issues a lost CSRF cookie on the next request of the session', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user.email);
    const res = await request(server)
      .get('/api/auth/user')
      .set('Cookie', cookiePair(session.sessionCookie))
      .expect(200);
    expect(cookieNamed(res, 'vps.csrf')).toContain(`vps.csrf=${encodeURIComponent(session.csrf)}`);
  });

  it('skips sessions and CSRF on the payment webhook path', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user.email);
    const res = await request(server).post('/api/stripe/webhook').set('Cookie', session.cookie).send({});
    expect(res.status).not.toBe(403);
    expect(setCookies(res)).toEqual([]);
  });
});
