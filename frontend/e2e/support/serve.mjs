// Starts the production build for the e2e suite: a fresh database (created,
// migrated and seeded), a per-run Redis prefix, a real SMTP server, the web app and the worker.
// On SIGTERM (Playwright stopping the web server) it stops them and drops the database.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const backend = resolve(dirname(fileURLToPath(import.meta.url)), '../../../backend');
const adminUrl = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const databaseName = `vps_e2e_${runId}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
// The runner names the mailbox folder (playwright.config.ts) so the tests can read the mails.
const mailbox = process.env.E2E_MAIL_DIR ?? resolve(backend, 'var/e2e-mail', runId);

/**
 * The served app sends its mails over SMTP (nodemailer, as in production) to this real SMTP server
 * (smtp-server, as the backend suites use), which keeps each message it accepts as an .eml file in the
 * mailbox folder for e2e/support/mail.ts to read. A message it cannot keep (admin-people.spec.ts replaces the
 * folder by a plain file) is refused with SMTP 451, a temporary failure the worker retries like a real one.
 */
async function startSmtpServer() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', async () => {
        // Names sort in the order of arrival; Unix line ends, so the files read as the development mailer's do.
        const name = `${Date.now()}-${String(++received).padStart(6, '0')}.eml`;
        try {
          await mkdir(mailbox, { recursive: true });
          await writeFile(join(mailbox, name), Buffer.concat(chunks).toString('utf8').replace(/\r\n/g, '\n'));
          callback();
        } catch (error) {
          callback(
            Object.assign(new Error(`Mailbox unavailable (${error.code ?? error.message})`), { responseCode: 451 }),
          );
        }
      });
    },
  });
  server.on('error', (error) => console.error('e2e SMTP server:', error));
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { server, port: server.server.address().port };
}
const smtp = await startSmtpServer();

const env = {
  ...process.env,
  NODE_ENV: 'production',
  // The browser tests pay through the in-app sandbox, which production runs only when asked to.
  PAYMENTS_SANDBOX: 'true',
  PORT: process.env.E2E_PORT ?? '4310',
  PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '4310'}`,
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `vps_e2e_${runId}`,
  SESSION_SECRET: randomBytes(32).toString('hex'),
  OPEN_HOUSE_TOKEN_SECRET: randomBytes(32).toString('hex'),
  ALERT_TOKEN_SECRET: randomBytes(32).toString('hex'),
  REVIEW_TOKEN_SECRET: randomBytes(32).toString('hex'),
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  // A mail the SMTP server refuses fails after 3 quick attempts (not 8 over an hour), so admin-people.spec.ts can
  // watch a real delivery failure and retry it. A healthy mail is delivered at the first attempt either way.
  MAIL_ATTEMPTS: '3',
  MAIL_BACKOFF_MS: '300',
  // Metrics listen on their own ports in production; e2e servers may run side by side, so turn them off.
  METRICS_PORT: '0',
  METRICS_WORKER_PORT: '0',
  // Request logs would bury Playwright's own output; warnings and errors still show.
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // Every spec signs in and submits forms from one address; the limits themselves are tested in backend/test/identity.
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
  RATE_LIMIT_PUBLIC_FORM_PER_HOUR: '1000',
  RATE_LIMIT_PASSWORD_RESET_PER_HOUR: '1000',
};

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function runStep(script) {
  // Seeding demo data is refused in production, so the seed runs as "test".
  const result = spawnSync('node', [script], { cwd: backend, env: { ...env, NODE_ENV: 'test' }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${script} failed`);
}

await adminQuery(`CREATE DATABASE "${databaseName}"`);
const children = [];
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (child) =>
        new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')))),
    ),
  );
  await new Promise((done) => smtp.server.close(done));
  if (!process.env.KEEP_TEST_DB)
    await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

try {
  runStep('dist/src/cli/migrate.js');
  runStep('dist/src/cli/seed.js');
} catch (error) {
  console.error(error);
  await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).catch(() => undefined);
  process.exit(1);
}
for (const script of ['dist/src/main.js', 'dist/src/worker.js']) {
  const child = spawn('node', [script], { cwd: backend, env, stdio: 'inherit' });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${script} exited with ${code}`);
      void stop();
    }
  });
  children.push(child);
}
