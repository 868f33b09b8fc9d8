import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  TEST_PASSWORD,
  cookieNamed,
  cookiePair,
  createUser,
  sessionIdOf,
  signIn,
  sql,
  uniqueEmail,
  removeIdentityTestData,
} from './identity-fixtures';

// App start-up and argon2 hashing are slow on a busy machine; the project-level testTimeout does not reach hooks.

const REQUESTED =
  'If an account exists for that email, we have sent a link to set a new password. It is valid for one hour.';
const INVALID_LINK = 'This link is invalid or has expired. Please request a new one.';

describe('identity: password reset', () => {
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

  /** Asks for a reset link and reads the token from the e-mail the mail module stored in its outbox. */
  async function requestLink(email: string): Promise<string> {
    await request(server).post('/api/auth/password-reset/request').send({ email }).expect(202);
    const rows = await sql<{ data: { resetUrl: string } | string }>(
      t,
      `select data from mail_outbox where template = 'password-reset' and recipient = ? order by created_at desc limit 1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    const data = typeof rows[0].data === 'string' ? JSON.parse(rows[0].data) : rows[0].data;
    const url = new URL(data.resetUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.publicUrl}/set-password`);
    return url.searchParams.get('token')!;
  }

  it('answers 202 with the same text whether or not the account exists, and mails only real accounts', async () => {
    const ghost = uniqueEmail('ghost');
    const unknown = await request(server).post('/api/auth/password-reset/request').send({ email: ghost }).expect(202);
    expect(unknown.body).toEqual({ message: REQUESTED });
    expect(await sql(t, 'select 1 from mail_outbox where recipient = ?', [ghost])).toHaveLength(0);

    const user = await createUser(t);
    const known = await request(server)
      .post('/api/auth/password-reset/request')
      .send({ email: user.email })
      .expect(202);
    expect(known.body).toEqual(unknown.body);
    expect(await sql(t, 'select 1 from mail_outbox where recipient = ?', [user.email])).toHaveLength(1);
  });

  it('stores only the hash of the token, valid for one hour', async () => {
    const user = await createUser(t);
    const token = await requestLink(user.email);
    const links = await sql<{ token_hash: string; expires_at: string; created_at: string }>(
      t,
      'select token_hash, expires_at, created_at from password_link where user_id = ?',
      [user.id],
    );
    expect(links).toHaveLength(1);
    expect(links[0].token_hash).not.toContain(token);
    expect(links[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(links[0].expires_at).getTime() - new Date(links[0].created_at).getTime()).toBe(3_600_000);
  });

  it('sets the password once: the link is single-use and every session of the user ends', async () => {
    const user = await createUser(t);
    const before = await signIn(t, user.email);
    const token = await requestLink(user.email);

    const res = await request(server)
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'Mesquite-Canyon-Trail' })
      .expect(200);
    expect(res.body.message).toBe('Your password has been set. You are now signed in.');

    await request(server).get('/api/auth/user').set('Cookie', before.cookie).expect(401);
    await request(server).post('/api/login').send({ email: user.email, password: TEST_PASSWORD }).expect(401);
    await signIn(t, user.email, 'Mesquite-Canyon-Trail');

    const replay = await request(server)
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'Another-Desert-Bloom' })
      .expect(400);
    expect(replay.body).toEqual({ statusCode: 400, message: INVALID_LINK });
  });

  it('signs the caller in as sign-in does: a new session, a rotated CSRF token, the user in the answer', async () => {
    const user = await createUser(t, { role: 'school_admin', firstName: 'Sage' });
    // Someone else was signed in on this browser: their session must not carry over to the owner.
    const other = await createUser(t);
    const earlier = await signIn(t, other.email);
    const token = await requestLink(user.email);

    const res = await request(server)
      .post('/api/auth/password-reset/confirm')
      .set('Cookie', earlier.cookie)
      .set('X-CSRF-Token', earlier.csrf)
      .send({ token, password: 'Mesquite-Canyon-Trail' })
      .expect(200);
    expect(res.body).toEqual({
      message: 'Your password has been set. You are now signed in.',
      user: {
        id: user.id,
        email: user.email,
        firstName: 'Sage',
        lastName: 'Person',
        role: 'school_admin',
        profileImageUrl: null,
      },
    });
    expect(res.headers['cache-control']).toBe('no-store');

    const sessionCookie = cookieNamed(res, 'vps.sid');
    const csrfCookie = cookieNamed(res, 'vps.csrf');
    expect(sessionCookie).toMatch(/; HttpOnly/i);
    expect(csrfCookie).toBeDefined();
    expect(sessionIdOf(sessionCookie!)).not.toBe(sessionIdOf(earlier.sessionCookie));
    const csrf = decodeURIComponent(cookiePair(csrfCookie).split('=')[1]);
    expect(csrf).not.toBe(earlier.csrf);
    const cookie = `${cookiePair(sessionCookie)}; ${cookiePair(csrfCookie)}`;

    const me = await request(server).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(me.body.email).toBe(user.email);
    // The old session is gone, and the new one needs the new token for a state change.
    await request(server).get('/api/auth/user').set('Cookie', earlier.cookie).expect(401);
    await request(server).post('/api/logout').set('Cookie', cookie).set('X-CSRF-Token', earlier.csrf).expect(403);
    await request(server).post('/api/logout').set('Cookie', cookie).set('X-CSRF-Token', csrf).expect(204);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t);
    const token = await requestLink(user.email);
    await sql(t, `update password_link set expires_at = now() - interval '1 second' where user_id = ?`, [user.id]);
    const res = await request(server)
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'Mesquite-Canyon-Trail' })
      .expect(400);
    expect(res.body.message).toBe(INVALID_LINK);
    await signIn(t, user.email);
  });

  it('invalidates the other links of the user once one is used', async () => {
    const user = await createUser(t);
    const older = await requestLink(user.email);
    const newer = await requestLink(user.email);
    await request(server)
      .post('/api/auth/password-reset/confirm')
      .send({ token: newer, password: 'Mesquite-Canyon-Trail' })
      .expect(200);
    await request(server)
      .post('/api/auth/password-reset/confirm')
      .send({ token: older, password: 'Another-Desert-Bloom' })
      .expect(400);
  });

  it('applies the password policy with field messages, and refuses unknown tokens', async () => {
    const user = await createUser(t);
    const token = await requestLink(user.email);
    const short = await request(server).post('/api/auth/password-reset/confirm').send({ token, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ password: ['Password must be at least 8 characters'] });
    const common = await request(server)
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'Password123!' });
    expect(common.body.errors.password[0]).toMatch(/too common/);
    const long = await request(server)
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'x'.repeat(129) });
    expect(long.body.errors).toEqual({ password: ['Password must be at most 128 characters'] });
    const bogus = await request(server)
      .post('/api/auth/password-reset/confirm')
      .send({ token: 'not-a-real-token', password: 'Mesquite-Canyon-Trail' })
      .expect(400);
    expect(bogus.body.message).toBe(INVALID_LINK);
    // The refused attempts did not spend the real link.
    await request(server)
      .post('/api/auth/password-reset/confirm')
      .send({ token, password: 'Mesquite-Canyon-Trail' })
      .expect(200);
  });
});
