import { Client } from 'pg';
import Redis from 'ioredis';
import { ADMIN_DATABASE_URL, TEST_REDIS_URL } from './test-env';

/** Drops the run's database and its Redis keys (set KEEP_TEST_DB=1 to inspect them). */
export default async function globalTeardown(): Promise<void> {
  if (process.env.KEEP_TEST_DB) return;
  const databaseName = process.env.TEST_DATABASE_NAME;
  if (databaseName) {
    // Files normally drop their own copies; this catches any a crashed file left behind.
    const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.end();
  }
  const prefix = process.env.REDIS_PREFIX;
  if (prefix) {
    const redis = new Redis(TEST_REDIS_URL);
    // Per-file prefixes extend the run's prefix (see per-file-env.ts).
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
}
