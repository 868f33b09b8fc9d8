import { Migration } from '@mikro-orm/migrations';

/**
 * Saved searches with e-mail alerts (issue 23).
 *
 * alerts module: `saved_search_alert` (an address, the directory filters as
 * JSONB, daily/weekly, confirmed or not) and `alert_digest_sent`, whose
 * primary key (alert, period) admits one digest per alert and day or week:
 * the digest run inserts it ON CONFLICT DO NOTHING in the transaction that
 * queues the mail. Deleting an alert deletes its rows.
 *
 * directory: `school.facts_changed_at`, when tuition or grade openings last
 * changed, kept by a trigger so every writer (owner edits, admin, CSV import)
 * sets it without each use case remembering to; partial indexes on it and on
 * `created_at` let a digest find what changed since its last run.
 */
export class Migration20261216090000_alerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "saved_search_alert" ("id" uuid not null, "email" varchar(254) not null, "filters" jsonb not null, "frequency" varchar(10) not null, "confirmed_at" timestamptz null, "last_digest_at" timestamptz null, "created_at" timestamptz not null, constraint "saved_search_alert_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "saved_search_alert_email_idx" on "saved_search_alert" ("email");`);
    this.addSql(
      `create index "saved_search_alert_unconfirmed_idx" on "saved_search_alert" ("created_at") where "confirmed_at" is null;`,
    );
    this.addSql(
      `create table "alert_digest_sent" ("alert_id" uuid not null, "period_key" varchar(20) not null, "sent_at" timestamptz not null, "items" int not null, constraint "alert_digest_sent_pkey" primary key ("alert_id", "period_key"));`,
    );
    this.addSql(
      `alter table "alert_digest_sent" add constraint "alert_digest_sent_alert_id_foreign" foreign key ("alert_id") references "saved_search_alert" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "school" add column "facts_changed_at" timestamptz null;`);
    this.addSql(`create index "school_created_at_idx" on "school" ("created_at") where "is_active";`);
    this.addSql(
      `create index "school_facts_changed_at_idx" on "school" ("facts_changed_at") where "is_active" and "facts_changed_at" is not null;`,
    );
    this.addSql(`create or replace function "school_facts_changed"() returns trigger language plpgsql as $$
      begin
        new."facts_changed_at" := now();
        return new;
      end $$;`);
    this.addSql(
      `create trigger "school_facts_changed" before update of "tuition_min", "tuition_max", "grade_openings" on "school" for each row when (old."tuition_min" is distinct from new."tuition_min" or old."tuition_max" is distinct from new."tuition_max" or old."grade_openings" is distinct from new."grade_openings") execute function "school_facts_changed"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "school_facts_changed" on "school";`);
    this.addSql(`drop function if exists "school_facts_changed"();`);
    this.addSql(`drop index if exists "school_facts_changed_at_idx";`);
    this.addSql(`drop index if exists "school_created_at_idx";`);
    this.addSql(`alter table "school" drop column "facts_changed_at";`);
    this.addSql(`drop table if exists "alert_digest_sent" cascade;`);
    this.addSql(`drop table if exists "saved_search_alert" cascade;`);
  }
}
