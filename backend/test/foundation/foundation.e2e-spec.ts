import request from 'supertest';
import { sql } from '../billing/billing-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

describe('foundation: HTTP pipeline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports both dependencies up on /api/health', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/no/such/thing').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, message: expect.any(String) });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js|stack/i);
  });

  it('answers malformed JSON with 400 and no parser internals', async () => {
    const res = await request(t.app.getHttpServer())
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"broken": ')
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Malformed JSON in request body' });
  });

  it('refuses text PostgreSQL cannot store (NUL, lone surrogates) with 400 naming the field, storing nothing', async () => {
    const email = `nul-${Date.now()}@example.com`;
    const res = await request(t.app.getHttpServer())
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(
        `{"firstName":"A","lastName":"B","email":"${email}","subject":"general","message":"hello there \\u0000 nul"}`,
      )
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Contains characters that are not allowed',
      errors: { message: ['Contains characters that are not allowed'] },
    });
    expect(await sql(t, 'select 1 from "contact_message" where "email" = ?', [email])).toHaveLength(0);

    const login = await request(t.app.getHttpServer())
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"email":"ab\\ud800cd@x.com","password":"x"}')
      .expect(400);
    expect(login.body.errors).toEqual({ email: ['Contains characters that are not allowed'] });
  });

  it('answers 404 for addresses with an encoded NUL, on API lookups and sandbox pages alike', async () => {
    for (const path of ['/api/schools/slug/a%00b', '/api/sandbox/checkout/a%00b', '/api/articles/x%00']) {
      const res = await request(t.app.getHttpServer()).get(path).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: expect.stringMatching(/not found/i) });
    }
    const posts: [string, object][] = [
      ['/api/sandbox/checkout/a%00b/pay', { cardNumber: '4242 4242 4242 4242' }],
      ['/api/sandbox/billing-portal/x/subscriptions/s%00', { action: 'cancel' }],
    ];
    for (const [path, body] of posts) {
      const res = await request(t.app.getHttpServer()).post(path).send(body);
      expect(res.status).toBe(404);
    }
  });

  it('refuses absurdly nested JSON with 400 instead of overflowing the validator', async () => {
    const deep = '['.repeat(3000) + ']'.repeat(3000);
    const res = await request(t.app.getHttpServer())
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send(`{"email":${deep},"password":"x"}`)
      .expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Request body is nested too deeply',
      errors: { body: ['Request body is nested too deeply'] },
    });
  });

  it('refuses bodies over the limit with 413', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(t.config.bodyLimitBytes + 10) });
    const res = await request(t.app.getHttpServer())
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send(big)
      .expect(413);
    expect(res.body).toEqual({ statusCode: 413, message: 'Request body is too large' });
  });

  it('serves Swagger UI and the JSON document', async () => {
    const ui = await request(t.app.getHttpServer()).get('/api/docs/').expect(200);
    expect(ui.text).toContain('swagger-ui');
    const json = await request(t.app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(json.body.paths['/api/health']).toBeDefined();
  });
});

describe('foundation: Redis down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nothing listens on stands in for a stopped Redis.
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('reports 503 with Retry-After when Redis is unreachable', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health').expect(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({ status: 'unavailable', database: 'up', redis: 'down' });
  });
});

describe('foundation: PostgreSQL down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
  });
  afterAll(() => t.close());

  it('reports 503 when the database is unreachable', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health').expect(503);
    expect(res.body).toMatchObject({ status: 'unavailable', database: 'down' });
  });
});
