import { Client } from 'pg';
import request from 'supertest';
import { ADMIN_DATABASE_URL, databaseUrlFor } from '../support/test-env';
import { createTestApp, type TestApp } from '../support/test-app';
import { freePort, runTs } from './support/processes';

describe('operations: liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness with 200', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health/live').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is ready when PostgreSQL and Redis answer and every migration is applied', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health/ready').expect(200);
    expect(res.body).toEqual({ status: 'ready', database: 'up', redis: 'up', migrations: 'applied' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps GET /api/health as the summary', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });
});

describe('operations: readiness with Redis unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After, while liveness stays 200', async () => {
    // The migration check gives up after 1.5 s ('unknown'); on a loaded CI machine ask again.
    let res = await request(t.app.getHttpServer()).get('/api/health/ready').expect(503);
    for (let attempt = 1; attempt < 5 && res.body.migrations === 'unknown'; attempt++)
      res = await request(t.app.getHttpServer()).get('/api/health/ready').expect(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({ status: 'unavailable', database: 'up', redis: 'down', migrations: 'applied' });
    await request(t.app.getHttpServer()).get('/api/health/live').expect(200);
  });
});

describe('operations: readiness with PostgreSQL unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
  });
  afterAll(() => t.close());

  it('answers 503 and cannot vouch for the migrations', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/health/ready').expect(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toEqual({ status: 'unavailable', database: 'down', redis: 'up', migrations: 'unknown' });
  });
});

describe('operations: a database without the migrations', () => {
  const bareName = `${process.env.TEST_DATABASE_NAME}_bare`;
  const bareUrl = databaseUrlFor(bareName);
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: ADMIN_DATABASE_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  beforeAll(() => admin(`CREATE DATABASE "${bareName}"`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS "${bareName}" WITH (FORCE)`));

  it('makes readiness answer 503 with migrations pending', async () => {
    const t = await createTestApp({ DATABASE_URL: bareUrl });
    try {
      const res = await request(t.app.getHttpServer()).get('/api/health/ready').expect(503);
      expect(res.body).toMatchObject({ status: 'unavailable', database: 'up', migrations: 'pending' });
    } finally {
      await t.close();
    }
  });

  it.each([
    ['web app', 'src/main.ts'],
    ['worker', 'src/worker.ts'],
  ])(
    'stops the %s from starting, naming the pending migrations',
    async (_name, entry) => {
      const port = await freePort();
      const child = runTs(entry, { DATABASE_URL: bareUrl, PORT: String(port), LOG_FORMAT: 'json', LOG_LEVEL: 'info' });
      const code = await child.exited;
      expect(code).toBe(1);
      expect(child.output()).toMatch(/Refusing to start: \d+ database migration\(s\) pending: Migration\d{14}_\w+/);
      expect(child.output()).toContain('npm run db:migrate');
    },
    60_000,
  );

  it('is reported by `db:migrate -- --check` without applying anything', async () => {
    const check = runTs('src/cli/migrate.ts', { DATABASE_URL: bareUrl }, ['--check']);
    expect(await check.exited).toBe(1);
    expect(check.output()).toMatch(/pending: Migration\d{14}_\w+/);
    const client = new Client({ connectionString: bareUrl });
    await client.connect();
    const { rows } = await client.query<{ count: string }>('select count(*) from mikro_orm_migrations');
    await client.end();
    expect(rows[0].count).toBe('0');
  }, 60_000);
});
