import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateOrPromoteUser } from '../../src/modules/identity';
import { createTestApp } from '../support/test-app';
import { freePort, jsonLines, runTs, waitFor, type RunningProcess } from './support/processes';

/**
 * Two web app processes (the real `src/main.ts`, listening on two ports) and
 * one worker (`src/worker.ts`) against the same database and Redis prefix:
 * they behave as one. Separate processes, so nothing can be shared in memory.
 */
describe('operations: two app instances behave as one', () => {
  const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const email = `ops-multi-${run}@example.com`;
  const inbox = `ops-inbox-${run}@example.com`;
  const password = 'Granite-Harbor-Lantern-2026';
  const publicFormLimit = 3;
  let mailDir: string;
  let portA: number;
  let portB: number;
  let appA: RunningProcess;
  let appB: RunningProcess;
  let worker: RunningProcess;

  const url = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;
  /** Same-origin headers as the SPA on that instance sends them. */
  const origin = (port: number) => ({ Origin: `http://127.0.0.1:${port}` });

  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'vps-ops-mail-'));
    [portA, portB] = [await freePort(), await freePort()];
    const env = {
      NODE_ENV: 'test',
      // A sub-prefix of the run's (removed by the global teardown): counters and queues only these processes see.
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}:ops-multi`,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      OPEN_HOUSE_TOKEN_SECRET: randomBytes(32).toString('hex'),
      ALERT_TOKEN_SECRET: randomBytes(32).toString('hex'),
      REVIEW_TOKEN_SECRET: randomBytes(32).toString('hex'),
      STATIC_DIR: '',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      METRICS_PORT: '0',
      METRICS_WORKER_PORT: '0',
      MAIL_DIR: mailDir,
      CONTACT_INBOX: inbox,
      RATE_LIMIT_PUBLIC_FORM_PER_HOUR: String(publicFormLimit),
    };
    appA = runTs('src/main.ts', { ...env, PORT: String(portA), PUBLIC_URL: url(portA, '') });
    appB = runTs('src/main.ts', { ...env, PORT: String(portB), PUBLIC_URL: url(portA, '') });
    worker = runTs('src/worker.ts', env);

    // The account is created through identity's own use case, on the same database.
    const setup = await createTestApp();
    try {
      await setup.app
        .get(CreateOrPromoteUser)
        .execute({ email, password, role: 'user', firstName: 'Ops', lastName: 'Multi' });
    } finally {
      await setup.close();
    }

    for (const port of [portA, portB])
      await waitFor(
        async () => (await fetch(url(port, '/api/health/ready'))).ok,
        `instance on ${port} to be ready`,
        60_000,
        250,
      );
    await waitFor(async () => worker.output().includes('worker started'), 'the worker to start', 60_000, 250);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([appA, appB, worker].map((child) => child?.stop('SIGKILL')));
    await rm(mailDir, { recursive: true, force: true });
  });

  it('accepts on one instance a session created on the other, and ends it everywhere', async () => {
    const login = await fetch(url(portA, '/api/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...origin(portA) },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';', 1)[0]);
    const cookie = cookies.join('; ');
    const csrf = decodeURIComponent(cookies.find((c) => c.startsWith('vps.csrf='))!.slice('vps.csrf='.length));

    const onB = await fetch(url(portB, '/api/auth/user'), { headers: { Cookie: cookie } });
    expect(onB.status).toBe(200);
    expect(await onB.json()).toMatchObject({ email, firstName: 'Ops', lastName: 'Multi', role: 'user' });

    const logout = await fetch(url(portB, '/api/logout'), {
      method: 'POST',
      headers: { Cookie: cookie, 'X-CSRF-Token': csrf, ...origin(portB) },
    });
    expect(logout.status).toBe(204);
    expect((await fetch(url(portA, '/api/auth/user'), { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('counts a rate limit across instances', async () => {
    const contact = (port: number) =>
      fetch(url(port, '/api/contact'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...origin(port) },
        body: JSON.stringify({
          firstName: 'Ops',
          lastName: 'Multi',
          email,
          subject: 'general',
          message: `Two instances, one limit (${run}).`,
        }),
      });
    const statuses = [];
    for (const port of [portA, portB, portA]) statuses.push((await contact(port)).status);
    expect(statuses).toEqual([201, 201, 201]);

    const refusedOnB = await contact(portB);
    expect(refusedOnB.status).toBe(429);
    expect(Number(refusedOnB.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await contact(portA)).status).toBe(429);
  });

  it('has every job enqueued by an instance processed exactly once by the worker', async () => {
    // The three accepted contact messages: a notification to the inbox and a confirmation to the sender each.
    const expected = publicFormLimit * 2;
    const mailFiles = async () => {
      const files = await Promise.all(
        (await readdir(mailDir)).map(async (name) => readFile(join(mailDir, name), 'utf8')),
      );
      return files.filter((text) => text.includes(email));
    };
    await waitFor(async () => (await mailFiles()).length >= expected, `${expected} mails to be written`, 30_000, 200);
    await new Promise((done) => setTimeout(done, 500)); // a duplicate would show up now
    const files = await mailFiles();
    expect(files).toHaveLength(expected);
    expect(files.filter((text) => /^To: .*ops-inbox-/m.test(text))).toHaveLength(publicFormLimit);

    // Each send ran in one job, whose id is on its log lines, and each job completed once.
    const lines = jsonLines(worker.output());
    const written = lines.filter(
      (line) => /^Mail to ops-(multi|inbox)-/.test(String(line.msg)) && String(line.msg).includes(run),
    );
    expect(written).toHaveLength(expected);
    const jobIds = written.map((line) => line.jobId);
    expect(new Set(jobIds).size).toBe(expected);
    for (const jobId of jobIds) {
      expect(lines.filter((line) => line.jobId === jobId && line.msg === 'job completed')).toHaveLength(1);
    }
  });

  it('stops every process cleanly on SIGTERM', async () => {
    const codes = await Promise.all([appA, appB, worker].map((child) => child.stop('SIGTERM')));
    expect(codes).toEqual([0, 0, 0]);
  }, 40_000);
});
