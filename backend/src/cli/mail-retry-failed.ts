import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { retryFailedMails } from '../modules/mail/jobs/retry-failed-mails';
import { MAIL_QUEUE } from '../modules/mail/jobs/mail.queue';
import { createOrmConfig } from '../shared/database';
import { workerRedisOptions } from '../shared/queue';
import { loadConfigOrExit } from './load-config-or-exit';

/**
 * `npm run mail:retry-failed`: after a mail-server outage longer than the
 * retry schedule (MAIL_ATTEMPTS), sends the mails that gave up. Needs
 * PostgreSQL and Redis; the worker delivers them (docs/operations.md).
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const orm = await MikroORM.init(createOrmConfig(config.databaseUrl));
  const queue = new Queue(MAIL_QUEUE, { connection: workerRedisOptions(config.redisUrl), prefix: config.redisPrefix });
  try {
    const count = await retryFailedMails(orm.em.fork(), queue);
    console.log(
      count
        ? `${count} failed mail(s) reopened; the worker's relay queues them within MAIL_RELAY_INTERVAL_MS.`
        : 'No failed mails.',
    );
  } finally {
    await queue.close();
    await orm.close(true);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
