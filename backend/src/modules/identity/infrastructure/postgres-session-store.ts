import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { Pool } from 'pg';
import { AppConfig } from '../../../config';

/** Expired rows are deleted every 15 minutes (at random within ±50%, so several app instances do not collide). */
const PRUNE_INTERVAL_SECONDS = 15 * 60;

/**
 * The express-session store: table `session` (sid, sess json, expire indexed),
 * created by the identity migration, never by the store. A small pool of its
 * own keeps session reads off the ORM's pool. Store errors reach the global
 * filter through express-session's `next(err)`, so an unreachable database
 * answers 503.
 */
@Injectable()
export class PostgresSessionStore implements OnApplicationShutdown {
  private readonly logger = new Logger('SessionStore');
  private readonly pool: Pool;
  readonly store: session.Store & { close(): void | Promise<void> };

  constructor(config: AppConfig) {
    this.pool = new Pool({ connectionString: config.databaseUrl, max: 5, connectionTimeoutMillis: 5000 });
    // An idle client dropped by the server must not crash the process; the next query reconnects.
    this.pool.on('error', (error) => this.logger.warn(`idle session-store connection failed: ${error.message}`));
    const PgStore = connectPgSimple(session);
    this.store = new PgStore({
      pool: this.pool,
      tableName: 'session',
      createTableIfMissing: false,
      pruneSessionInterval: PRUNE_INTERVAL_SECONDS,
      errorLog: (...args: unknown[]) =>
        this.logger.warn(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
    await this.pool.end();
  }
}
