// The processes under test: the app and its worker as in production, and the bare baseline.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { BACKEND_UNDER_TEST as BACKEND, BENCH_DIR, startProcess, waitForHttp } from './util.mjs';

/** Production settings for the app and the worker; nothing here is tuned for the benchmark. */
export function productionEnv({ databaseUrl, port, redisUrl, redisPrefix, outDir }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENTS_SANDBOX: 'true',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    OPEN_HOUSE_TOKEN_SECRET: randomBytes(32).toString('hex'),
    ALERT_TOKEN_SECRET: randomBytes(32).toString('hex'),
    REVIEW_TOKEN_SECRET: randomBytes(32).toString('hex'),
    // Production requires a mail server; nothing is mailed during the benchmark, so none listens here.
    SMTP_URL: process.env.BENCH_SMTP_URL ?? 'smtp://127.0.0.1:2',
    MAIL_DIR: join(outDir, 'mail'),
    // Fixed metrics ports would collide with other processes on the machine.
    METRICS_PORT: '0',
    METRICS_WORKER_PORT: '0',
  };
}

/**
 * The command of a backend npm script (`start`, `start:worker`): `node <flags> <script>`,
 * run here without npm in between, so the processes run exactly as `npm start` runs them.
 */
function npmScript(name) {
  const command = JSON.parse(readFileSync(resolve(BACKEND, 'package.json'), 'utf8')).scripts[name];
  const words = command.trim().split(/\s+/);
  // Leading `NAME=value` words are the script's environment (e.g. MALLOC_ARENA_MAX).
  const env = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [key, ...value] = words.shift().split('=');
    env[key] = value.join('=');
  }
  const [program, ...rest] = words;
  if (program !== 'node') throw new Error(`backend script "${name}" is not a plain node command: ${command}`);
  const scriptAt = rest.findIndex((arg) => !arg.startsWith('-'));
  return {
    env,
    nodeArgs: rest.slice(0, scriptAt),
    script: resolve(BACKEND, rest[scriptAt]),
    args: rest.slice(scriptAt + 1),
  };
}

/**
 * Refuses a port something already listens on: a server left by an earlier run that crashed would
 * otherwise answer the health check, and the run would measure that server's build instead.
 */
async function ensurePortFree(port) {
  await new Promise((resolveFree, reject) => {
    const probe = createServer()
      .once('error', () =>
        reject(new Error(`port ${port} is taken (a server left from an earlier run?); stop it and run again`)),
      )
      .once('listening', () => probe.close(resolveFree))
      .listen(Number(port));
  });
}

export async function startApp(env, { outDir, label = 'app' }) {
  await ensurePortFree(env.PORT);
  const { script, env: scriptEnv, ...command } = npmScript('start');
  const app = startProcess(label, script, {
    ...command,
    cwd: BACKEND,
    env: { ...env, ...scriptEnv },
    logPath: join(outDir, `${label}.log`),
  });
  await waitForHttp(`http://127.0.0.1:${env.PORT}/api/health`, { process: app });
  return app;
}

export async function startWorker(env, { outDir }) {
  // The worker has no HTTP port to wait for.
  const { script, env: scriptEnv, ...command } = npmScript('start:worker');
  return startProcess('worker', script, {
    ...command,
    cwd: BACKEND,
    env: { ...env, ...scriptEnv },
    logPath: join(outDir, 'worker.log'),
  });
}

export async function startBaseline({ databaseUrl, port, outDir, label = 'baseline' }) {
  await ensurePortFree(port);
  const baseline = startProcess(label, resolve(BENCH_DIR, 'baseline-server.mjs'), {
    cwd: BENCH_DIR,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, PORT: String(port) },
    logPath: join(outDir, `${label}.log`),
  });
  await waitForHttp(`http://127.0.0.1:${port}/api/stats`, { process: baseline });
  return baseline;
}
