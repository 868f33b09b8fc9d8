import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { AppConfig } from '../../config';

/** The channel the statement triggers of the `performance` migration notify, with the table name as payload. */
export const TABLE_CHANGES_CHANNEL = 'table_changes';

/** Passed to listeners when anything may have changed (the feed was not listening for a while). */
export const ANY_TABLE = '*';

export type TableChangeListener = (table: string) => void;

/**
 * The table a statement writes, when it is an INSERT, UPDATE, DELETE or
 * TRUNCATE (the first one named after the verb; CTEs and quoting allowed).
 */
export function writtenTable(sql: string): string | undefined {
  const match =
    /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?"?(\w+)"?/i.exec(
      sql,
    );
  return match?.[1].toLowerCase();
}

interface KnexQueryEvent {
  sql?: string;
  __knexTxId?: string;
}

/**
 * Tells in-process caches that rows of a table changed, whoever changed them:
 *
 * - at once when this process sends a write (knex's `query` event), and again
 *   when the transaction that wrote commits;
 * - at commit for every process and any SQL, through PostgreSQL NOTIFY on
 *   `table_changes`, sent by the statement triggers of the `performance`
 *   migration (see that migration for the tables that have one).
 *
 * `live` is true only while the LISTEN connection is up; a cache must not
 * answer from memory otherwise, because it could miss a change. The
 * connection is opened on the first subscription and re-opened with back-off
 * when it drops; listeners hear ANY_TABLE whenever it went down or came back.
 */
@Injectable()
export class TableChangeFeed implements OnApplicationShutdown {
  private readonly logger = new Logger(TableChangeFeed.name);
  private readonly listeners = new Set<TableChangeListener>();
  /** Transactions (knex ids) that wrote, with the tables they wrote. */
  private readonly openWrites = new Map<string, Set<string>>();
  private client?: Client;
  private listening = false;
  private stopped = false;
  private hooked = false;
  private retryMs = 500;
  private retryTimer?: NodeJS.Timeout;

  constructor(
    private readonly config: AppConfig,
    private readonly orm: MikroORM,
  ) {}

  get live(): boolean {
    return this.listening;
  }

  /** Starts the feed if needed; returns the unsubscribe function. */
  subscribe(listener: TableChangeListener): () => void {
    this.listeners.add(listener);
    this.start();
    return () => this.listeners.delete(listener);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    await client?.end().catch(() => undefined);
  }

  private start(): void {
    if (!this.hooked) {
      this.hooked = true;
      this.orm.em.getKnex().on('query', (query: KnexQueryEvent) => this.onOwnQuery(query));
    }
    if (!this.client && !this.stopped) void this.connect().catch(() => undefined);
  }

  private onOwnQuery({ sql, __knexTxId: tx }: KnexQueryEvent): void {
    if (!sql) return;
    const table = writtenTable(sql);
    if (table) {
      if (tx) this.openWrites.set(tx, (this.openWrites.get(tx) ?? new Set()).add(table));
      this.emit(table);
      return;
    }
    if (tx && /^\s*(commit|rollback)\b/i.test(sql)) {
      const tables = this.openWrites.get(tx);
      this.openWrites.delete(tx);
      // Readers that ran between the write and the commit saw the old rows.
      if (tables && /^\s*commit/i.test(sql)) for (const written of tables) this.emit(written);
    }
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    let client: Client;
    try {
      client = new Client({ connectionString: this.config.databaseUrl });
    } catch (error) {
      // Only a torn-down runtime fails here (a test file's environment after an aborted start); the
      // caches stay bypassed, which is always correct, and the process must not die of it.
      this.logger.warn(`change feed cannot reconnect (${error instanceof Error ? error.message : 'unknown'})`);
      return;
    }
    this.client = client;
    client.on('notification', (message) => this.emit(message.payload || ANY_TABLE));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${TABLE_CHANGES_CHANNEL}`);
      if (this.client !== client) return;
      this.listening = true;
      this.retryMs = 500;
      // Anything may have changed while nobody listened.
      this.emit(ANY_TABLE);
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: Client, error?: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.listening = false;
    this.emit(ANY_TABLE);
    client.end().catch(() => undefined);
    if (this.stopped) return;
    this.logger.warn(
      `change feed lost (${error instanceof Error ? error.message : 'connection closed'}); caches are bypassed until it is back`,
    );
    this.retryTimer = setTimeout(() => void this.connect().catch(() => undefined), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, 30_000);
  }

  private emit(table: string): void {
    for (const listener of this.listeners) listener(table);
  }
}
