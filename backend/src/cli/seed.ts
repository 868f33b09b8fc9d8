import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig } from '../shared/database';
import { ENTITIES } from '../entities';
import { loadConfigOrExit } from './load-config-or-exit';
import { SEEDERS } from './seeders';

/**
 * `npm run db:seed`: loads the demonstration data. Idempotent (every seeder
 * upserts by a natural key) and refused in production.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (config.nodeEnv === 'production') {
    console.error('db:seed loads demonstration data and accounts; it refuses to run with NODE_ENV=production.');
    process.exit(1);
  }
  const orm = await MikroORM.init(createOrmConfig(config.databaseUrl, ENTITIES));
  try {
    for (const seeder of SEEDERS) {
      const em = orm.em.fork();
      await em.transactional(async (tx) => {
        const summary = await seeder.run(tx, process.argv.slice(2));
        console.log(`${seeder.name}: ${summary}`);
      });
    }
  } finally {
    await orm.close(true);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
