import { Migration } from '@mikro-orm/migrations';

/**
 * Analytics (issue 18). Raw events and searches are appended by the beacon
 * intake with one multi-row insert; the unique indexes on (visitor, kind,
 * school, 30-minute bucket) and (visitor, summary, bucket) make a repeat by
 * the same visitor within the bucket a no-op (`on conflict do nothing`; a
 * null visitor, Global Privacy Control, is never a conflict). The worker's
 * rollup turns them into `analytics_hourly` and `analytics_daily` (what the
 * dashboards read, indexed by school and day) and `analytics_search_daily`,
 * and deletes raw rows older than 90 days (`*_at_idx`). No foreign keys on
 * the raw tables: a beacon naming a school that does not exist costs nothing
 * and is never counted on a dashboard (they read by school). The salt of the
 * visitor hash rotates daily (`analytics_salt`, two days kept).
 */
export class Migration20261213090000_analytics extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "analytics_event" ("id" bigserial primary key, "at" timestamptz not null, "school_id" int not null, "kind" varchar(20) not null, "visitor" bytea null, "bucket" int not null, "referrer_class" varchar(10) not null);`,
    );
    this.addSql(`create index "analytics_event_at_idx" on "analytics_event" ("at");`);
    this.addSql(
      `alter table "analytics_event" add constraint "analytics_event_dedupe_unique" unique ("visitor", "kind", "school_id", "bucket");`,
    );
    this.addSql(
      `create table "analytics_search" ("id" bigserial primary key, "at" timestamptz not null, "summary" varchar(200) not null, "result_count" int not null, "visitor" bytea null, "bucket" int not null);`,
    );
    this.addSql(`create index "analytics_search_at_idx" on "analytics_search" ("at");`);
    this.addSql(
      `alter table "analytics_search" add constraint "analytics_search_dedupe_unique" unique ("visitor", "summary", "bucket");`,
    );
    this.addSql(
      `create table "analytics_hourly" ("hour" timestamptz not null, "school_id" int not null, "kind" varchar(20) not null, "referrer_class" varchar(10) not null, "events" int not null, constraint "analytics_hourly_pkey" primary key ("hour", "school_id", "kind", "referrer_class"));`,
    );
    this.addSql(
      `create table "analytics_daily" ("day" date not null, "school_id" int not null, "kind" varchar(20) not null, "referrer_class" varchar(10) not null, "events" int not null, "visitors" int not null, constraint "analytics_daily_pkey" primary key ("day", "school_id", "kind", "referrer_class"));`,
    );
    this.addSql(`create index "analytics_daily_school_day_idx" on "analytics_daily" ("school_id", "day");`);
    this.addSql(
      `create table "analytics_search_daily" ("day" date not null, "summary" varchar(200) not null, "searches" int not null, "zero_result_searches" int not null, constraint "analytics_search_daily_pkey" primary key ("day", "summary"));`,
    );
    this.addSql(
      `create table "analytics_salt" ("day" date not null, "salt" varchar(64) not null, constraint "analytics_salt_pkey" primary key ("day"));`,
    );
    this.addSql(
      `create table "analytics_rollup_state" ("id" int not null, "rolled_until" timestamptz not null, constraint "analytics_rollup_state_pkey" primary key ("id"));`,
    );
  }

  override async down(): Promise<void> {
    for (const table of [
      'analytics_rollup_state',
      'analytics_salt',
      'analytics_search_daily',
      'analytics_daily',
      'analytics_hourly',
      'analytics_search',
      'analytics_event',
    ])
      this.addSql(`drop table if exists "${table}" cascade;`);
  }
}
