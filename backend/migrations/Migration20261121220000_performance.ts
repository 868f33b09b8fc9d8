import { Migration } from '@mikro-orm/migrations';

/** Tables whose changes clear the app's cache of public answers (PUBLIC_ANSWER_TABLES in shared/http). */
const NOTIFYING_TABLES = ['school', 'neighborhood', 'article'];

/**
 * Performance (docs/performance.md). Statement triggers that NOTIFY
 * `table_changes` with the table's name after every write to a catalogue
 * table, whoever writes (web app, worker, seed, hand-written SQL); the web
 * app's response cache listens and drops its answers (TableChangeFeed).
 * Statement-level, so a 100,000-row insert sends one notification, and
 * PostgreSQL folds identical notifications of one transaction into one,
 * delivered at commit.
 */
export class Migration20261121220000_performance extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create or replace function "notify_table_change"() returns trigger language plpgsql as $$ begin perform pg_notify('table_changes', tg_table_name); return null; end $$;`,
    );
    for (const table of NOTIFYING_TABLES) {
      this.addSql(
        `create trigger "${table}_notify_change" after insert or update or delete or truncate on "${table}" for each statement execute function "notify_table_change"();`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of NOTIFYING_TABLES) {
      this.addSql(`drop trigger if exists "${table}_notify_change" on "${table}";`);
    }
    this.addSql(`drop function if exists "notify_table_change"();`);
  }
}
