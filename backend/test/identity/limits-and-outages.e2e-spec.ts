import Redis from 'ioredis';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  TEST_PASSWORD,
  cookiePair,
  createUser,
  signIn,
  uniqueEmail,
  removeIdentityTestData,
} from './identity-fixtures';

// App start-up and argon2 hashing are slow on a busy machine; the project-level testTimeout does not reach hooks.

describe('identity: rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A prefix of its own (under the run's, so teardown removes it): the low limits block nobody else's tests.
    t = await createTestApp({
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}:limits`,
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '3',
      RATE_LIMIT_PASSWORD_RESET_PER_HOUR: '2',
    });
  });
  afterAll(async () => {
    await removeIdentityTestData(t);
    await t.close();
  });

  it('answers 429 with Retry-After once an address exceeds the sign-in limit', async () => {
    const server = t.app.getHttpServer();
    for (let i = 0; i < 3; i++) {
      await request(server).post('/api/login').send({ email: uniqueEmail(), password: 'whatever1' }).expect(401);
    }
    const res = await request(server).post('/api/login').send({ email: uniqueEmail(), password: 'whatever1' });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toEqual({ statusCode: 429, message: 'Too many requests. Please wait a while and try again.' });
    // The counters are in Redis under the app's prefix, so every app instance shares them.
    const redis = new Redis(t.config.redisUrl);
    try {
      expect((await redis.keys(`${t.config.redisPrefix}:throttle:*`)).length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });

  it('limits password-reset requests per address too', async () => {
    const server = t.app.getHttpServer();
    for (let i = 0; i < 2; i++) {
      await request(server).post('/api/auth/password-reset/request').send({ email: uniqueEmail() }).expect(202);
    }
    const res = await request(server).post('/api/auth/password-reset/request').send({ email: uniqueEmail() });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('identity: Redis down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(async () => {
    await removeIdentityTestData(t);
    await t.close();
  });

  it('still signs people in: rate limiting fails open', async () => {
    const user = await createUser(t);
    const res = await request(t.app.getHttpServer())
      .post('/api/login')
      .send({ email: user.email, password: TEST_PASSWORD })
      .expect(200);
    expect(res.body.email).toBe(user.email);
  });
});

describe('identity: session database down', () => {
  let healthy: TestApp;
  let broken: TestApp;
  beforeAll(async () => {
    healthy = await createTestApp();
    broken = await createTestApp({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
  });
  afterAll(async () => {
    await broken.close();
    await removeIdentityTestData(healthy);
    await healthy.close();
  });

  it('answers 503 with Retry-After, not 500, when the session store is unreachable', async () => {
    const user = await createUser(healthy);
    const session = await signIn(healthy, user.email);
    const res = await request(broken.app.getHttpServer())
      .get('/api/auth/user')
      .set('Cookie', cookiePair(session.sessionCookie));
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({
      statusCode: 503,
      message: 'Service temporarily unavailable. Please try again shortly.',
    });
  });

  it('answers 503 to a sign-in while the database is unreachable', async () => {
    const res = await request(broken.app.getHttpServer())
      .post('/api/login')
      .send({ email: uniqueEmail(), password: 'whatever1' });
    expect(res.status).toBe(503);
  });
});
