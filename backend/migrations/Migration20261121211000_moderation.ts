import { Migration } from '@mikro-orm/migrations';

/**
 * Moderation: owners' pending changes (profile updates and article
 * submissions, docs/product.md "Records") and the audit trail of every applied change and
 * admin action (docs/product.md "Edits and moderation": who, what and when).
 */
export class Migration20261121211000_moderation extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "pending_school_change" ("id" serial primary key, "school_id" int not null, "user_id" text null, "change_type" varchar(30) not null, "change_data" jsonb not null, "status" varchar(20) not null default 'pending', "admin_notes" text null, "reviewed_by" text null, "reviewed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "pending_school_change" add constraint "pending_school_change_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "pending_school_change" add constraint "pending_school_change_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "pending_school_change" add constraint "pending_school_change_reviewed_by_foreign" foreign key ("reviewed_by") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "pending_school_change_school_id_idx" on "pending_school_change" ("school_id");`);
    this.addSql(`create index "pending_school_change_user_id_idx" on "pending_school_change" ("user_id");`);
    this.addSql(
      `create index "pending_school_change_status_created_at_idx" on "pending_school_change" ("status", "created_at");`,
    );

    this.addSql(
      `create table "audit_log" ("id" serial primary key, "actor_id" text null, "action" varchar(100) not null, "target_type" varchar(50) not null, "target_id" varchar(100) not null, "before" jsonb null, "after" jsonb null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "audit_log_created_at_idx" on "audit_log" ("created_at");`);
    this.addSql(`create index "audit_log_target_idx" on "audit_log" ("target_type", "target_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_log" cascade;`);
    this.addSql(`drop table if exists "pending_school_change" cascade;`);
  }
}
