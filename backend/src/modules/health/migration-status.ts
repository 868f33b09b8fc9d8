import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';

/** Names of the migrations this build ships that the database has not applied yet. */
export async function pendingMigrationNames(orm: MikroORM): Promise<string[]> {
  const pending = await orm.getMigrator().getPendingMigrations();
  return pending.map((migration) => migration.name);
}

/**
 * Whether the database schema matches this build: readiness fails while a
 * migration is pending (the new version was started before `npm run db:migrate`).
 */
@Injectable()
export class MigrationStatus {
  constructor(private readonly orm: MikroORM) {}

  /** The pending names, or `undefined` when the database could not be asked. */
  async pending(timeoutMs = 1500): Promise<string[] | undefined> {
    try {
      return await Promise.race([
        pendingMigrationNames(this.orm),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref()),
      ]);
    } catch {
      return undefined;
    }
  }
}
