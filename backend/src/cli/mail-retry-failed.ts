import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { retryFailedMailsFromCli } from '../modules/mail/adapters';
import { createOrmConfig } from '../shared/database';
import { ENTITIES } from '../entities';
import { loadConfigOrExit } from './load-config-or-exit';

/**
 * `npm run mail:retry-failed`: after a mail-server outage longer than the
 * retry schedule (MAIL_ATTEMPTS), sends the mails that gave up. Needs
 * PostgreSQL and Redis; the worker delivers them (docs/operations.md).
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const orm = await MikroORM.init(createOrmConfig(config.databaseUrl, ENTITIES));
  try {
    const count = await retryFailedMailsFromCli(orm.em.fork(), config);
    console.log(
      count
        ? `${count} failed mail(s) reopened; the worker's relay queues them within MAIL_RELAY_INTERVAL_MS.`
        : 'No failed mails.',
    );
  } finally {
    await orm.close(true);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
