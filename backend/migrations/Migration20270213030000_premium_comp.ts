import { Migration } from '@mikro-orm/migrations';

/**
 * `premium_comp`: premium the operator grants without payment, with a reason and an end date (issue 43,
 * docs/decisions/billing-console.md). Rows are never deleted: ended and revoked comps stay as the record.
 * And each subscription's last payment, which the operator's console lists.
 */
export class Migration20270213030000_premium_comp extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "premium_comp" ("id" serial primary key, "school_id" int not null, "reason" text not null, "ends_at" timestamptz not null, "granted_by" text null, "revoked_at" timestamptz null, "revoked_by" text null, "revoke_reason" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "premium_comp_school_id_idx" on "premium_comp" ("school_id");`);
    this.addSql(
      `alter table "premium_comp" add constraint "premium_comp_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "school_subscription" add column "last_payment_at" timestamptz null, add column "last_payment_cents" int null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "premium_comp" cascade;`);
    this.addSql(`alter table "school_subscription" drop column "last_payment_at", drop column "last_payment_cents";`);
  }
}
