import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Transaction } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { MailDelivery, type MailDeliveryState, type MailDeliveryStatus } from '../application/mail-delivery';
import { MailQueueUnavailableError } from '../domain/mail.errors';
import { AfterCommit } from '../infrastructure/after-commit';
import { MikroOrmOutboxRepository } from '../infrastructure/mikro-orm-outbox.repository';
import { MAIL_QUEUE, MailQueue, mailJobId, type MailJob } from './mail.queue';

interface RawStatus {
  key: string;
  recipient: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | string | null;
  failed_at: Date | string | null;
}

const REDIS_TIMEOUT_MS = 3000;

/** `MailDelivery` on the outbox table and the `mail` queue. */
@Injectable()
export class OutboxMailDelivery extends MailDelivery {
  constructor(
    @InjectQueue(MAIL_QUEUE) private readonly bullQueue: Queue<MailJob>,
    private readonly mailQueue: MailQueue,
    private readonly outbox: MikroOrmOutboxRepository,
    private readonly afterCommit: AfterCommit,
    private readonly em: EntityManager,
  ) {
    super();
  }

  async statusOf(keys: string[]): Promise<MailDeliveryStatus[]> {
    if (!keys.length) return [];
    const rows = await this.em
      .getConnection()
      .execute<RawStatus[]>(
        `select "key", "recipient", "attempts", "last_error", "sent_at", "failed_at" from "mail_outbox" where "key" in (?)`,
        [keys],
      );
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return keys.map((key) => {
      const row = byKey.get(key);
      if (!row)
        return { key, state: 'missing', recipient: null, attempts: 0, lastError: null, sentAt: null, failedAt: null };
      const state: MailDeliveryState = row.sent_at
        ? 'sent'
        : row.failed_at
          ? 'failed'
          : row.attempts > 0
            ? 'retrying'
            : 'queued';
      return {
        key,
        state,
        recipient: row.recipient,
        attempts: Number(row.attempts),
        lastError: row.sent_at ? null : row.last_error,
        sentAt: row.sent_at ? new Date(row.sent_at) : null,
        failedAt: row.failed_at ? new Date(row.failed_at) : null,
      };
    });
  }

  async retryFailed(keys: string[]): Promise<string[]> {
    if (!keys.length) return [];
    const trx = this.em.getContext(false).getTransactionContext<Transaction>();
    if (!trx) throw new Error('MailDelivery.retryFailed must run inside a transaction (UnitOfWork.transaction)');
    const connection = this.em.getConnection('write');
    // Locks the rows: a second retry waits, then finds them reopened (no longer failed) and does nothing.
    const failed = await connection.execute<{ id: string; key: string }[]>(
      `select "id", "key" from "mail_outbox" where "key" in (?) and "sent_at" is null and "failed_at" is not null for update`,
      [keys],
      'all',
      trx,
    );
    if (!failed.length) return [];
    const ids = failed.map((row) => row.id);
    // BullMQ ignores a job id it still holds: the failed jobs go first. Removing one is harmless if we roll back
    // (the row stays failed and nothing re-queues it), and the transaction fails if Redis does not answer.
    await this.withTimeout(Promise.all(ids.map((id) => this.bullQueue.remove(mailJobId(id)))));
    await connection.execute(
      `update "mail_outbox" set "failed_at" = null, "attempts" = 0, "queued_at" = null where "id" in (?) and "sent_at" is null`,
      [ids],
      'run',
      trx,
    );
    this.afterCommit.register(trx, async () => {
      try {
        await this.mailQueue.enqueue(ids);
        await this.outbox.markQueued(ids);
      } catch {
        // Stored as due (queued_at is null): the worker's relay queues them within seconds.
      }
    });
    return failed.map((row) => row.key);
  }

  private async withTimeout<T>(work: Promise<T>): Promise<T> {
    work.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new MailQueueUnavailableError()), REDIS_TIMEOUT_MS);
    });
    try {
      return await Promise.race([work, timeout]);
    } catch {
      throw new MailQueueUnavailableError();
    } finally {
      clearTimeout(timer);
    }
  }
}
