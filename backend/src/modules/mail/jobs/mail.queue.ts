import { Injectable, Logger } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Transaction } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { AppConfig } from '../../../config';
import type { QueueName } from '../../../shared/queue';
import { MailOutbox, type QueuedMail } from '../application/mail-outbox';
import { isSafeMailAddress } from '../domain/mail-address';
import { InvalidMailError } from '../domain/mail.errors';
import { isTemplateName, templateDataProblems } from '../domain/mail-template';
import { OutboxMail } from '../domain/outbox-mail';
import { AfterCommit } from '../infrastructure/after-commit';
import { MikroOrmOutboxRepository } from '../infrastructure/mikro-orm-outbox.repository';

export const MAIL_QUEUE = 'mail' satisfies QueueName;

/** A job only points at its outbox row; the row holds the mail. */
export interface MailJob {
  outboxId: string;
}

/** One job per outbox row, whoever enqueues it (request, relay, re-queue): BullMQ ignores a repeated id. */
export function mailJobId(outboxId: string): string {
  return `mail-${outboxId}`;
}

/**
 * BullMQ priority of bulk mails (digests). Jobs without a priority are taken before any prioritized job, so
 * every other mail (a password reset, a lead for a school) overtakes a backlog of digests.
 */
export const BULK_MAIL_PRIORITY = 100;

/** Producers never wait long for Redis: the relay delivers what did not get through. */
const ENQUEUE_TIMEOUT_MS = 2000;

/**
 * The BullMQ side of the outbox: stores the row in the caller's open
 * transaction (MikroORM's async-local transaction context, as `UnitOfWork` opens it),
 * enqueues it after commit on the fail-fast producer connection, and lets the
 * relay enqueue rows by id.
 */
@Injectable()
export class MailQueue extends MailOutbox {
  private readonly logger = new Logger('MailQueue');
  private lastErrorLog = 0;

  constructor(
    @InjectQueue(MAIL_QUEUE) private readonly bullQueue: Queue<MailJob>,
    private readonly outbox: MikroOrmOutboxRepository,
    private readonly afterCommit: AfterCommit,
    private readonly config: AppConfig,
    private readonly em: EntityManager,
  ) {
    super();
    // Without a listener an unreachable Redis would crash the process; say it once a minute at most.
    this.bullQueue.on('error', (error) => this.logRedisError(error));
  }

  async queue(input: QueuedMail): Promise<void> {
    await this.queueMany([input]);
  }

  /** One INSERT for all of them and one `addBulk` after commit. */
  override async queueMany(inputs: QueuedMail[], { bulk = false }: { bulk?: boolean } = {}): Promise<void> {
    if (!inputs.length) return;
    for (const input of inputs) this.check(input);
    const trx = this.em.getContext(false).getTransactionContext<Transaction>();
    if (!trx)
      throw new Error('MailOutbox.queue must run inside a transaction: call it within UnitOfWork.transaction()');

    const mails = inputs.map((input) => OutboxMail.create({ ...input, recipient: input.to }));
    const ids = await this.outbox.insertManyIfNew(mails, trx);
    // Not awaited: the caller's answer never waits on Redis (an unreachable Redis makes BullMQ wait for a connection).
    if (ids.length)
      this.afterCommit.register(trx, async () => {
        void this.dispatch(ids, bulk ? BULK_MAIL_PRIORITY : undefined);
      });
  }

  private check(input: QueuedMail): void {
    if (!isTemplateName(input.template)) throw new InvalidMailError(`unknown template "${String(input.template)}"`);
    if (!input.key?.trim()) throw new InvalidMailError('key is required');
    if (!isSafeMailAddress(input.to)) throw new InvalidMailError('"to" is not a single e-mail address');
    if (input.replyTo !== undefined && !isSafeMailAddress(input.replyTo))
      throw new InvalidMailError('"replyTo" is not a single e-mail address');
    if (input.fromName !== undefined && !input.fromName.trim()) throw new InvalidMailError('"fromName" is empty');
    const problems = templateDataProblems(input.template, input.data ?? {});
    if (problems.length) throw new InvalidMailError(`${input.template}: ${problems.join(', ')}`);
  }

  /**
   * Adds one job per row id (`priority`: BULK_MAIL_PRIORITY for bulk mails); throws when Redis does not
   * take them within ENQUEUE_TIMEOUT_MS. The relay re-queues stranded rows without a priority.
   */
  async enqueue(outboxIds: string[], priority?: number): Promise<void> {
    const { attempts, backoffMs } = this.config.mail;
    const add = this.bullQueue.addBulk(
      outboxIds.map((outboxId) => ({
        name: 'send',
        data: { outboxId },
        opts: {
          jobId: mailJobId(outboxId),
          attempts,
          backoff: { type: 'exponential', delay: backoffMs },
          ...(priority ? { priority } : {}),
        },
      })),
    );
    add.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer in time')), ENQUEUE_TIMEOUT_MS);
    });
    try {
      await Promise.race([add, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async dispatch(ids: string[], priority?: number): Promise<void> {
    try {
      await this.enqueue(ids, priority);
      await this.outbox.markQueued(ids);
    } catch (error) {
      this.logger.warn(
        `Mail ${ids.length > 3 ? `${ids.slice(0, 3).join(', ')} and ${ids.length - 3} more` : ids.join(', ')} stored but not queued (${(error as Error).message}); the relay will send it`,
      );
    }
  }

  private logRedisError(error: Error): void {
    if (Date.now() - this.lastErrorLog < 60_000) return;
    this.lastErrorLog = Date.now();
    this.logger.warn(`Mail queue: Redis unavailable (${error.message})`);
  }
}
