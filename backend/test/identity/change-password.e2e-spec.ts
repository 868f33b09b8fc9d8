import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { TEST_PASSWORD, createUser, signIn, sql, removeIdentityTestData, type SignedIn } from './identity-fixtures';

// App start-up and argon2 hashing are slow on a busy machine; the project-level testTimeout does not reach hooks.

const CHANGED = 'Your password has been changed. Other devices signed in to your account have been signed out.';
const NEW_PASSWORD = 'Lone-Mountain-Sunset';

function change(t: TestApp, session: SignedIn | undefined, body: Record<string, unknown>) {
  let req = request(t.app.getHttpServer()).post('/api/auth/password');
  if (session) req = req.set('Cookie', session.cookie).set('X-CSRF-Token', session.csrf);
  return req.send(body);
}

describe('identity: a signed-in person changes their password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await removeIdentityTestData(t);
    await t.close();
  });

  it('changes it for every role, keeps this session and ends the others', async () => {
    for (const role of ['user', 'school_admin', 'admin'] as const) {
      const user = await createUser(t, { role });
      const here = await signIn(t, user.email);
      const elsewhere = await signIn(t, user.email);

      const res = await change(t, here, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
      expect(res.body).toEqual({ message: CHANGED });

      const server = t.app.getHttpServer();
      await request(server).get('/api/auth/user').set('Cookie', here.cookie).expect(200);
      await request(server).get('/api/auth/user').set('Cookie', elsewhere.cookie).expect(401);
      await request(server).post('/api/login').send({ email: user.email, password: TEST_PASSWORD }).expect(401);
      await signIn(t, user.email, NEW_PASSWORD);
    }
  });

  it('refuses a wrong current password beside the field, and changes nothing', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user.email);
    const res = await change(t, session, { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD }).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Current password is incorrect',
      errors: { currentPassword: ['Current password is incorrect'] },
    });
    await signIn(t, user.email, TEST_PASSWORD);
  });

  it('applies the password rules to the new password with field messages', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user.email);
    const short = await change(t, session, { currentPassword: TEST_PASSWORD, newPassword: 'short' }).expect(400);
    expect(short.body.errors).toEqual({ newPassword: ['Password must be at least 8 characters'] });
    const common = await change(t, session, { currentPassword: TEST_PASSWORD, newPassword: 'Password123!' }).expect(
      400,
    );
    expect(common.body.errors).toEqual({
      newPassword: ['This password is too common. Please choose a less predictable one.'],
    });
    const same = await change(t, session, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD }).expect(400);
    expect(same.body.errors).toEqual({ newPassword: ['The new password must be different from the current one'] });
    const missing = await change(t, session, { newPassword: NEW_PASSWORD }).expect(400);
    expect(missing.body.errors).toEqual({ currentPassword: ['Current password is required'] });
    const extra = await change(t, session, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      email: 'someone-else@example.com',
    }).expect(400);
    expect(extra.body.errors).toHaveProperty('email');
    await signIn(t, user.email, TEST_PASSWORD);
  });

  it('needs a session (401) and the CSRF token (403)', async () => {
    const anonymous = await change(t, undefined, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(anonymous.status).toBe(401);
    const user = await createUser(t);
    const session = await signIn(t, user.email);
    const res = await request(t.app.getHttpServer())
      .post('/api/auth/password')
      .set('Cookie', session.cookie)
      .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(403);
    await signIn(t, user.email, TEST_PASSWORD);
  });

  it('makes an earlier e-mailed reset link worthless', async () => {
    const user = await createUser(t);
    await request(t.app.getHttpServer()).post('/api/auth/password-reset/request').send({ email: user.email });
    const session = await signIn(t, user.email);
    await change(t, session, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
    const open = await sql(t, 'select 1 from password_link where user_id = ? and used_at is null', [user.id]);
    expect(open).toHaveLength(0);
  });
});

describe('identity: password changes are rate-limited like sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A prefix of its own (under the run's, so teardown removes it): the low limit blocks nobody else's tests.
    t = await createTestApp({
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}:change-password-limits`,
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '3',
    });
  });
  afterAll(async () => {
    await removeIdentityTestData(t);
    await t.close();
  });

  it('answers 429 with Retry-After beyond the sign-in limit', async () => {
    const user = await createUser(t);
    const session = await signIn(t, user.email);
    for (let i = 0; i < 3; i++) {
      await change(t, session, { currentPassword: `guess-${i}`, newPassword: NEW_PASSWORD }).expect(400);
    }
    const res = await change(t, session, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
