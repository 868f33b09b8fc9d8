import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { databaseUrlFor } from './test-env';

/**
 * Gives every integration test file its own database (a copy of the run's
 * migrated template, which takes a fraction of a second) and its own Redis key
 * prefix. Test files start workers and relays that scan whole tables and
 * queues; without this, one file's worker would pick up another file's rows.
 *
 * Runs as a Jest `setupFiles` entry, before the file's own code, so the
 * environment is already in place when a test reads `process.env`.
 */
const templateName = process.env.TEST_DATABASE_NAME;
if (templateName && !process.env.TEST_FILE_DATABASE_NAME) {
  const suffix = randomBytes(4).toString('hex');
  const fileDatabase = `${templateName}_f${suffix}`;
  const createSql = `CREATE DATABASE "${fileDatabase}" TEMPLATE "${templateName}"`;
  // Synchronous on purpose: setup files cannot await.
  execFileSync(process.execPath, ['-e', adminScript(createSql)], { stdio: 'inherit' });
  process.env.TEST_FILE_DATABASE_NAME = fileDatabase;
  process.env.DATABASE_URL = databaseUrlFor(fileDatabase);
  process.env.REDIS_PREFIX = `${process.env.REDIS_PREFIX}_f${suffix}`;
}

function adminScript(sql: string): string {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  return `const { Client } = require(${JSON.stringify(require.resolve('pg'))});
const c = new Client({ connectionString: ${JSON.stringify(adminUrl)} });
c.connect().then(() => c.query(${JSON.stringify(sql)})).then(() => c.end()).catch((e) => { console.error(e.message); process.exit(1); });`;
}
