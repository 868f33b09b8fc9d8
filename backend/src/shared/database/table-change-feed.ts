import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { AppConfig } from '../../config';

/** The channel the statement triggers of the `performance` migration notify, with the table name as payload. */
export const TABLE_CHANGES_CHANNEL = 'table_changes';

/** Passed to listeners when anything may have changed (the feed was not listening for a while). */
export const ANY_TABLE = '*';

/**
 * `rows`: the ids of the rows the change touched, when known (a keyed
 * notification, or this process's write by id); undefined means any row.
 */
export type TableChangeListener = (table: string, rows?: readonly string[]) => void;

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

/**
 * The ids an UPDATE or DELETE statement names as its only condition
 * (`where "id" = 12`, `where "id" = $1` or `where "id" in (…)`, as MikroORM
 * writes one entity or a batch), or undefined when it cannot tell (any other statement).
 */
export function writtenRows(sql: string, bindings: readonly unknown[] | undefined): string[] | undefined {
  if (!/^\s*(update|delete)\b/i.test(sql)) return undefined;
  // Literal ids (MikroORM inlines them) or PostgreSQL's numbered placeholders ($1), as knex reports
  // them; never `?`, which could not be told from one inside a literal: a wrong id would keep a
  // changed school's page cached.
  const match =
    /\bwhere\s+(?:"\w+"\.)?"id"\s*(=\s*\$?\d+|in\s*\(\s*\$?\d+(?:\s*,\s*\$?\d+)*\s*\))\s*(?:returning\s+[^$?]*)?;?\s*$/i.exec(
      sql,
    );
  if (!match) return undefined;
  const ids = match[1]
    .match(/\$?\d+/g)!
    .map((token) => (token.startsWith('$') ? bindings?.[Number(token.slice(1)) - 1] : token));
  if (ids.some((id) => typeof id !== 'number' && (typeof id !== 'string' || !/^\d+$/.test(id)))) return undefined;
  return ids.map(String);
}

/** A NOTIFY payload: `table` (any row) or `table:id,id,…` (those rows). */
export function parseChange(payload: string): { table: string; rows?: string[] } {
  const at = payload.indexOf(':');
  if (at < 0) return { table: payload || ANY_TABLE };
  return {
    table: payload.slice(0, at),
    rows: payload
      .slice(at + 1)
      .split(',')
      .filter(Boolean),
  };
}

interface KnexQueryEvent {
  sql?: string;
  bindings?: unknown[];
  __knexTxId?: string;
}

/** What one transaction wrote: per table, the ids, or 'any' when a statement's rows were not known. */
type Written = Map<string, Set<string> | 'any'>;

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
  /** Transactions (knex ids) that wrote, with the tables and rows they wrote. */
  private readonly openWrites = new Map<string, Written>();
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

  private onOwnQuery({ sql, bindings, __knexTxId: tx }: KnexQueryEvent): void {
    if (!sql) return;
    const table = writtenTable(sql);
    if (table) {
      const rows = writtenRows(sql, bindings);
      if (tx) {
        const written: Written = this.openWrites.get(tx) ?? new Map();
        const known = written.get(table);
        if (!rows || known === 'any') written.set(table, 'any');
        else written.set(table, new Set([...(known ?? []), ...rows]));
        this.openWrites.set(tx, written);
      }
      this.emit(table, rows);
      return;
    }
    if (tx && /^\s*(commit|rollback)\b/i.test(sql)) {
      const written = this.openWrites.get(tx);
      this.openWrites.delete(tx);
      // Readers that ran between the write and the commit saw the old rows.
      if (written && /^\s*commit/i.test(sql))
        for (const [changed, rows] of written) this.emit(changed, rows === 'any' ? undefined : [...rows]);
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
    client.on('notification', (message) => {
      const { table, rows } = parseChange(message.payload ?? '');
      this.emit(table, rows);
    });
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

  private emit(table: string, rows?: readonly string[]): void {
    for (const listener of this.listeners) listener(table, rows);
  }
}
