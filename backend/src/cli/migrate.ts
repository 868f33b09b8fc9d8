import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { pendingMigrationNames } from '../modules/health';
import { createOrmConfig } from '../shared/database';
import { ENTITIES } from '../entities';
import { loadConfigOrExit } from './load-config-or-exit';

/**
 * `npm run db:migrate`: applies pending migrations in one transaction.
 * `npm run db:migrate -- --create` also creates the database when it is missing
 * (development and CI convenience; production databases are provisioned).
 * `npm run db:migrate -- --check` applies nothing: it lists the pending
 * migrations and exits 1 when there are any (a deploy pipeline's gate).
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const orm = await MikroORM.init(
    createOrmConfig(config.databaseUrl, ENTITIES, { ensureDatabase: process.argv.includes('--create') }),
  );
  try {
    if (process.argv.includes('--check')) {
      const pending = await pendingMigrationNames(orm);
      console.log(pending.length ? `pending: ${pending.join(', ')}` : 'database is up to date');
      process.exitCode = pending.length ? 1 : 0;
      return;
    }
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
