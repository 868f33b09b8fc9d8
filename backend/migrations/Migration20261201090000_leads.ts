import { Migration } from '@mikro-orm/migrations';

/**
 * Leads (issue 17): families' requests for information or a tour, and the
 * school's notes and status changes on them. The inbox reads one school's
 * leads newest first (`lead_inbox_idx`), filters by status
 * (`lead_school_status_idx`) and searches names and e-mails by trigram
 * (`lead_search_idx`); retention looks for the oldest leads not erased yet
 * (`lead_retention_idx`). The idempotency key makes a repeated send store
 * nothing new.
 *
 * `lead_count` holds each school's number of leads per type and status, so
 * the inbox's totals and new-lead badge never count a large inbox row by row
 * (docs/performance.md, 50,000 leads in one school). Statement triggers with
 * transition tables keep it: one aggregated upsert per statement whoever
 * writes (app, worker, seed, psql), counter rows locked in key order.
 */
const COUNT_UPSERT = `on conflict ("school_id", "type", "status") do update set "count" = "lead_count"."count" + excluded."count"`;
export class Migration20261201090000_leads extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "lead" ("id" uuid not null, "school_id" int not null, "type" varchar(20) not null, "status" varchar(20) not null, "closed_reason" varchar(30) null, "parent_first_name" varchar(50) not null, "parent_last_name" varchar(50) not null, "email" varchar(254) not null, "phone" varchar(30) null, "child_grade" varchar(30) not null, "intended_start" varchar(9) not null, "message" text not null, "preferred_times" jsonb not null, "consented_at" timestamptz not null, "newsletter" boolean not null default false, "source_page" varchar(500) null, "idempotency_key" uuid not null, "spam_reason" varchar(20) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "first_responded_at" timestamptz null, "erased_at" timestamptz null, constraint "lead_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "lead_inbox_idx" on "lead" ("school_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "lead_school_status_idx" on "lead" ("school_id", "status", "created_at" desc);`);
    this.addSql(`create index "lead_retention_idx" on "lead" ("created_at") where "erased_at" is null;`);
    this.addSql(
      `create index "lead_search_idx" on "lead" using gin (("parent_first_name" || ' ' || "parent_last_name" || ' ' || "email") gin_trgm_ops);`,
    );
    this.addSql(`alter table "lead" add constraint "lead_idempotency_key_unique" unique ("idempotency_key");`);
    this.addSql(
      `alter table "lead" add constraint "lead_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "lead_activity" ("id" uuid not null, "lead_id" uuid not null, "kind" varchar(10) not null, "actor_id" text null, "actor_name" varchar(255) not null, "text" text null, "from_status" varchar(20) null, "to_status" varchar(20) null, "closed_reason" varchar(30) null, "created_at" timestamptz not null, constraint "lead_activity_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "lead_activity_lead_id_created_at_idx" on "lead_activity" ("lead_id", "created_at");`);
    this.addSql(
      `alter table "lead_activity" add constraint "lead_activity_lead_id_foreign" foreign key ("lead_id") references "lead" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "lead_count" ("school_id" int not null, "type" varchar(20) not null, "status" varchar(20) not null, "count" int not null default 0, constraint "lead_count_pkey" primary key ("school_id", "type", "status"));`,
    );
    this.addSql(
      `create function "lead_count_insert"() returns trigger language plpgsql as $$ begin insert into "lead_count" ("school_id", "type", "status", "count") select "school_id", "type", "status", count(*)::int from new_rows group by 1, 2, 3 order by 1, 2, 3 ${COUNT_UPSERT}; return null; end $$;`,
    );
    this.addSql(
      `create function "lead_count_update"() returns trigger language plpgsql as $$ begin insert into "lead_count" ("school_id", "type", "status", "count") select "school_id", "type", "status", sum("delta")::int from (select "school_id", "type", "status", 1 as "delta" from new_rows union all select "school_id", "type", "status", -1 from old_rows) as "changes" group by 1, 2, 3 having sum("delta") <> 0 order by 1, 2, 3 ${COUNT_UPSERT}; return null; end $$;`,
    );
    this.addSql(
      `create function "lead_count_delete"() returns trigger language plpgsql as $$ begin insert into "lead_count" ("school_id", "type", "status", "count") select "school_id", "type", "status", -count(*)::int from old_rows group by 1, 2, 3 order by 1, 2, 3 ${COUNT_UPSERT}; return null; end $$;`,
    );
    this.addSql(
      `create function "lead_count_truncate"() returns trigger language plpgsql as $$ begin delete from "lead_count"; return null; end $$;`,
    );
    this.addSql(
      `create trigger "lead_count_after_insert" after insert on "lead" referencing new table as new_rows for each statement execute function "lead_count_insert"();`,
    );
    this.addSql(
      `create trigger "lead_count_after_update" after update on "lead" referencing old table as old_rows new table as new_rows for each statement execute function "lead_count_update"();`,
    );
    this.addSql(
      `create trigger "lead_count_after_delete" after delete on "lead" referencing old table as old_rows for each statement execute function "lead_count_delete"();`,
    );
    this.addSql(
      `create trigger "lead_count_after_truncate" after truncate on "lead" for each statement execute function "lead_count_truncate"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "lead_count" cascade;`);
    this.addSql(`drop table if exists "lead_activity" cascade;`);
    this.addSql(`drop table if exists "lead" cascade;`);
    for (const name of ['insert', 'update', 'delete', 'truncate'])
      this.addSql(`drop function if exists "lead_count_${name}"();`);
  }
}
