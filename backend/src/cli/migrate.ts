import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../shared/database';
import { loadConfigOrExit } from './load-config-or-exit';

/**
 * `npm run db:migrate`: applies pending migrations in one transaction.
 * `npm run db:migrate -- --create` also creates the database when it is missing
 * (development and CI convenience; production databases are provisioned).
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const orm = await MikroORM.init(
    createOrmConfig(config.databaseUrl, { ensureDatabase: process.argv.includes('--create') }),
  );
  try {
    const applied = await orm.getMigrator().up();
    console.log(applied.length ? `applied ${applied.map((m) => m.name).join(', ')}` : 'database is up to date');
  } finally {
    await orm.close(true);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
