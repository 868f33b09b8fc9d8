import { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import { pendingMigrationNames } from '../modules/health';
import { createOrmConfig } from '../shared/database';
import { ENTITIES } from '../entities';

/**
 * Refuses to start a process whose build expects migrations the database has
 * not applied: running new code on the old schema fails in unpredictable
 * places. Checked before Nest starts, so no request or job runs meanwhile.
 * Migrations are a separate step (`npm run db:migrate`, Compose's `migrate`).
 */
export async function exitIfMigrationsPending(config: AppConfig, logger: Logger): Promise<void> {
  const orm = await MikroORM.init(createOrmConfig(config.databaseUrl, ENTITIES, { pool: { min: 0, max: 1 } }));
  let pending: string[];
  try {
    pending = await pendingMigrationNames(orm);
  } finally {
    await orm.close(true);
  }
  if (!pending.length) return;
  logger.fatal(
    { pendingMigrations: pending },
    `Refusing to start: ${pending.length} database migration(s) pending: ${pending.join(', ')}. ` +
      'Run `npm run db:migrate` (Docker Compose: the migrate service) before starting this version.',
  );
  process.exit(1);
}
