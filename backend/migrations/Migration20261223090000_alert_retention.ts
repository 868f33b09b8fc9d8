import { Migration } from '@mikro-orm/migrations';

/**
 * Retention of confirmed saved-search alerts (issue 23): an alert lapses 12
 * months after it was confirmed or last kept ('Keep this alert' on the manage
 * page sets `renewed_at`); the worker's daily sweep deletes lapsed alerts. The
 * expression index serves that sweep.
 */
export class Migration20261223090000_alert_retention extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "saved_search_alert" add column "renewed_at" timestamptz null;`);
    this.addSql(
      `create index "saved_search_alert_lapse_idx" on "saved_search_alert" ((coalesce("renewed_at", "confirmed_at"))) where "confirmed_at" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "saved_search_alert_lapse_idx";`);
    this.addSql(`alter table "saved_search_alert" drop column if exists "renewed_at";`);
  }
}
