import { Client } from 'pg';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../../src/shared/database';
import { ENTITIES } from '../../src/entities';
import { ADMIN_DATABASE_URL, TEST_REDIS_URL, databaseUrlFor, newRunId } from './test-env';

/** Creates and migrates one database for this run, and picks a Redis key prefix. */
export default async function globalSetup(): Promise<void> {
  const runId = newRunId();
  const databaseName = `vps_test_${runId}`;
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${databaseName}"`);
  await admin.end();

  const databaseUrl = databaseUrlFor(databaseName);
  const orm = await MikroORM.init(createOrmConfig(databaseUrl, ENTITIES));
  await orm.getMigrator().up();
  await orm.close(true);

  process.env.TEST_DATABASE_NAME = databaseName;
  process.env.DATABASE_URL = databaseUrl;
  process.env.REDIS_URL = TEST_REDIS_URL;
  process.env.REDIS_PREFIX = `vps_test_${runId}`;
  process.env.NODE_ENV = 'test';
}
