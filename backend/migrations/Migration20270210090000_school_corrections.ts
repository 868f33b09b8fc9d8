import { Migration } from '@mikro-orm/migrations';

/**
 * Families' suggested corrections to a school's public facts (issue 44, corrections module,
 * docs/decisions/corrections.md). The family's e-mail is erased 90 days after the decision (worker sweep).
 */
export class Migration20270210090000_school_corrections extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "school_correction" (
      "id" uuid not null,
      "school_id" int not null,
      "field" varchar(30) not null,
      "suggested_value" varchar(300) not null,
      "current_value" text null,
      "note" text null,
      "email" varchar(254) null,
      "status" varchar(20) not null,
      "decline_reason" text null,
      "decided_by" text null,
      "decided_as" varchar(10) null,
      "decided_at" timestamptz null,
      "created_at" timestamptz not null,
      constraint "school_correction_pkey" primary key ("id")
    );`);
    this.addSql(
      `create index "school_correction_school_status_idx" on "school_correction" ("school_id", "status", "created_at");`,
    );
    this.addSql(
      `create index "school_correction_email_retention_idx" on "school_correction" ("decided_at") where "email" is not null and "decided_at" is not null;`,
    );
    this.addSql(
      `alter table "school_correction" add constraint "school_correction_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "school_correction" add constraint "school_correction_decided_by_foreign" foreign key ("decided_by") references "app_user" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "school_correction" cascade;`);
  }
}
