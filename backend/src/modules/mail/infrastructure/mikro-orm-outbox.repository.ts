import { Injectable } from '@nestjs/common';
import { LockMode, type Transaction } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { OutboxMail } from '../domain/outbox-mail';

/** Any lock id will do as long as nobody else uses it: "mail" in ASCII. */
const RELAY_LOCK_ID = 0x6d61696c;

/**
 * The outbox table. Inserts run as SQL in the caller's transaction so a
 * repeated key is skipped (`on conflict do nothing`) instead of failing the
 * caller's whole transaction.
 */
@Injectable()
export class MikroOrmOutboxRepository {
  constructor(private readonly em: EntityManager) {}

  /** Inserts the mails in `trx` in one statement, skipping keys that exist; returns the ids inserted. */
  async insertManyIfNew(mails: OutboxMail[], trx: Transaction): Promise<string[]> {
    if (!mails.length) return [];
    const rows = await this.em.getConnection('write').execute<{ id: string }[]>(
      `insert into "mail_outbox" ("id", "key", "template", "recipient", "reply_to", "from_name", "data", "created_at")
        select m."id", m."key", m."template", m."recipient", m."reply_to", m."from_name", m."data", m."created_at"
          from jsonb_to_recordset(cast(? as jsonb)) as m("id" uuid, "key" text, "template" text, "recipient" text,
            "reply_to" text, "from_name" text, "data" jsonb, "created_at" timestamptz)
        on conflict ("key") do nothing returning "id"`,
      [
        JSON.stringify(
          mails.map((mail) => ({
            id: mail.id,
            key: mail.key,
            template: mail.template,
            recipient: mail.recipient,
            reply_to: mail.replyTo,
            from_name: mail.fromName,
            data: mail.data,
            created_at: mail.createdAt.toISOString(),
          })),
        ),
      ],
      'all',
      trx,
    );
    return rows.map((row) => row.id);
  }

  async markQueued(ids: string[], em: EntityManager = this.em.fork()): Promise<void> {
    if (!ids.length) return;
    await em.getConnection('write').execute(`update "mail_outbox" set "queued_at" = now() where "id" in (?)`, [ids]);
  }

  /**
   * Runs `relay` with the ids of mails never queued, or queued longer than
   * `requeueAfterMs` ago and still unsent, under a transaction-scoped advisory
   * lock so that only one worker relays at a time; the ids are marked queued
   * when `relay` succeeds. Returns how many were relayed (0 when another worker
   * holds the lock).
   */
  async relayDue(
    requeueAfterMs: number,
    limit: number,
    relay: (rows: { id: string; template: string }[]) => Promise<void>,
  ): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      const connection = em.getConnection('write');
      const trx = em.getTransactionContext();
      const [lock] = await connection.execute<{ locked: boolean }[]>(
        'select pg_try_advisory_xact_lock(?) as locked',
        [RELAY_LOCK_ID],
        'all',
        trx,
      );
      if (!lock?.locked) return 0;
      const due = await connection.execute<{ id: string; template: string }[]>(
        `select "id", "template" from "mail_outbox" where "sent_at" is null and "failed_at" is null and ("queued_at" is null or "queued_at" < now() - make_interval(secs => ?)) order by "created_at" limit ?`,
        [requeueAfterMs / 1000, limit],
        'all',
        trx,
      );
      const ids = due.map((row) => row.id);
      if (!ids.length) return 0;
      await relay(due);
      await connection.execute(`update "mail_outbox" set "queued_at" = now() where "id" in (?)`, [ids], 'run', trx);
      return ids.length;
    });
  }

  /**
   * Runs `work` in a transaction holding the row's lock, so two jobs for one
   * mail never send it at the same time: a second one waits, then finds it
   * sent. Changes `work` makes to the mail are saved when it returns; `work`
   * gets null when the row does not exist. Repositories `work` calls (the
   * mail-sent hooks) join this transaction.
   */
  async withLockedMail<T>(id: string, work: (mail: OutboxMail | null) => Promise<T>): Promise<T> {
    return this.em
      .fork()
      .transactional(async (em) =>
        work(await em.findOne(OutboxMail, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE })),
      );
  }

  async recordFailure(id: string, error: string, final: boolean): Promise<void> {
    await this.em
      .fork()
      .getConnection('write')
      .execute(
        `update "mail_outbox" set "attempts" = "attempts" + 1, "last_error" = ?, "failed_at" = case when ? then now() else "failed_at" end where "id" = ? and "sent_at" is null`,
        [error.slice(0, 2000), final, id],
      );
  }
}
