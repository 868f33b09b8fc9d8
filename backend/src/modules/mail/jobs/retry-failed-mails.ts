import type { EntityManager } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import type { AppConfig } from '../../../config';
import { workerRedisOptions } from '../../../shared/queue';
import { MAIL_QUEUE, mailJobId } from './mail.queue';

/** The one thing this needs from a BullMQ queue: dropping a job by id. */
export interface JobRemover {
  remove(jobId: string): Promise<number>;
}

/**
 * Gives every mail that used up its attempts (an SMTP outage longer than the
 * retry schedule) a fresh set: its failed job is removed, so the id is free,
 * and its outbox row is reopened, so the worker's relay queues it again within
 * seconds. Sent mails are never touched. Returns how many were reopened.
 */
export async function retryFailedMails(em: EntityManager, queue: JobRemover): Promise<number> {
  const connection = em.getConnection('write');
  const failed = await connection.execute<{ id: string }[]>(
    `select "id" from "mail_outbox" where "sent_at" is null and "failed_at" is not null order by "created_at"`,
  );
  const ids = failed.map((row) => row.id);
  if (!ids.length) return 0;
  // BullMQ ignores a job whose id it still holds: drop the failed ones before the relay adds them anew.
  for (const id of ids) await queue.remove(mailJobId(id));
  await connection.execute(
    `update "mail_outbox" set "failed_at" = null, "attempts" = 0, "queued_at" = null where "id" in (?) and "sent_at" is null`,
    [ids],
  );
  return ids.length;
}

/**
 * `npm run mail:retry-failed`: `retryFailedMails` with its own connection to
 * the `mail` queue, closed afterwards (the CLI runs without Nest).
 */
export async function retryFailedMailsFromCli(
  em: EntityManager,
  config: Pick<AppConfig, 'redisUrl' | 'redisPrefix'>,
): Promise<number> {
  const queue = new Queue(MAIL_QUEUE, { connection: workerRedisOptions(config.redisUrl), prefix: config.redisPrefix });
  try {
    return await retryFailedMails(em, queue);
  } finally {
    await queue.close();
  }
}
