// The processes under test: the app and its worker as in production, and the bare baseline.
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { BACKEND_UNDER_TEST as BACKEND, BENCH_DIR, startProcess, waitForHttp } from './util.mjs';

/** Production settings for the app and the worker; nothing here is tuned for the benchmark. */
export function productionEnv({ databaseUrl, port, redisUrl, redisPrefix, outDir }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    // Production requires a mail server; nothing is mailed during the benchmark, so none listens here.
    SMTP_URL: process.env.BENCH_SMTP_URL ?? 'smtp://127.0.0.1:2',
    MAIL_DIR: join(outDir, 'mail'),
    // Fixed metrics ports would collide with other processes on the machine.
    METRICS_PORT: '0',
    METRICS_WORKER_PORT: '0',
  };
}

export async function startApp(env, { outDir, label = 'app' }) {
  const app = startProcess(label, resolve(BACKEND, 'dist/src/main.js'), {
    cwd: BACKEND,
    env,
    logPath: join(outDir, `${label}.log`),
  });
  await waitForHttp(`http://127.0.0.1:${env.PORT}/api/health`, { process: app });
  return app;
}

export async function startWorker(env, { outDir }) {
  // The worker has no HTTP port; it is up once its log says so.
  return startProcess('worker', resolve(BACKEND, 'dist/src/worker.js'), {
    cwd: BACKEND,
    env,
    logPath: join(outDir, 'worker.log'),
  });
}

export async function startBaseline({ databaseUrl, port, outDir, label = 'baseline' }) {
  const baseline = startProcess(label, resolve(BENCH_DIR, 'baseline-server.mjs'), {
    cwd: BENCH_DIR,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: String(port) },
    logPath: join(outDir, `${label}.log`),
  });
  await waitForHttp(`http://127.0.0.1:${port}/api/stats`, { process: baseline });
  return baseline;
}
