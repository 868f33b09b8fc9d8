import { Migration } from '@mikro-orm/migrations';

/**
 * Owners confirming their listing every six months (issue 44, listing-confirmations module,
 * docs/decisions/listing-confirmations.md): each confirmation, and one reminder per school and period (the
 * unique key mails a period once, even when two runs race).
 */
export class Migration20270212100000_listing_confirmations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "listing_confirmation" (
      "id" uuid not null,
      "school_id" int not null,
      "confirmed_at" timestamptz not null,
      "confirmed_by" text null,
      "via" varchar(10) not null,
      constraint "listing_confirmation_pkey" primary key ("id")
    );`);
    this.addSql(
      `create index "listing_confirmation_school_idx" on "listing_confirmation" ("school_id", "confirmed_at");`,
    );
    this.addSql(
      `alter table "listing_confirmation" add constraint "listing_confirmation_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "listing_confirmation" add constraint "listing_confirmation_confirmed_by_foreign" foreign key ("confirmed_by") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create table "listing_reminder" (
      "id" uuid not null,
      "school_id" int not null,
      "period" timestamptz not null,
      "sent_at" timestamptz not null,
      "mail_key" varchar(100) not null,
      "recipients" int not null,
      constraint "listing_reminder_pkey" primary key ("id")
    );`);
    this.addSql(
      `alter table "listing_reminder" add constraint "listing_reminder_school_period_unique" unique ("school_id", "period");`,
    );
    this.addSql(
      `alter table "listing_reminder" add constraint "listing_reminder_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "listing_reminder" cascade;`);
    this.addSql(`drop table if exists "listing_confirmation" cascade;`);
  }
}
