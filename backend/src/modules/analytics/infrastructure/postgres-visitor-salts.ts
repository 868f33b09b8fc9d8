import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { VisitorSalts } from '../application/ports/visitor-salts';

/**
 * The day's salt in `analytics_salt`: the first process to need it inserts a
 * random one, every process (web app instances alike) then reads the same.
 * Held in memory for the day so beacons cost no extra query. Stored in
 * PostgreSQL rather than Redis so a Redis outage never stops the intake; the
 * rollup deletes salts older than yesterday's. Never logged.
 */
@Injectable()
export class PostgresVisitorSalts extends VisitorSalts {
  private cached?: { day: string; salt: Promise<string> };

  constructor(private readonly em: EntityManager) {
    super();
  }

  saltFor(day: string): Promise<string> {
    if (this.cached?.day !== day) {
      const salt = this.load(day);
      this.cached = { day, salt };
      salt.catch(() => (this.cached = undefined));
    }
    return this.cached.salt;
  }

  private async load(day: string): Promise<string> {
    const connection = this.em.getConnection();
    await connection.execute(`insert into "analytics_salt" ("day", "salt") values (?, ?) on conflict do nothing`, [
      day,
      randomBytes(32).toString('hex'),
    ]);
    const [row] = await connection.execute<{ salt: string }[]>(`select "salt" from "analytics_salt" where "day" = ?`, [
      day,
    ]);
    return row.salt;
  }
}
