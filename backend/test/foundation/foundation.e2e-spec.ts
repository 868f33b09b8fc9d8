import request from 'supertest';
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
