import { Migration } from '@mikro-orm/migrations';

/**
 * How owners hear about new leads and RSVPs (issue 23), leads module.
 *
 * `lead_notification_setting`: a school's choice, `immediate` (the default,
 * for schools without a row) or `daily_summary`; `updated_at` is when it was
 * chosen, so a summary leaves out leads that were mailed at once.
 * `lead_summary_sent`: its primary key (school, Las Vegas day) admits one
 * summary per school and day; the summary run inserts it ON CONFLICT DO
 * NOTHING in the transaction that queues the mail. Both go with their school.
 */
export class Migration20261221090000_lead_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "lead_notification_setting" ("school_id" int not null, "mode" varchar(20) not null, "updated_at" timestamptz not null, constraint "lead_notification_setting_pkey" primary key ("school_id"));`,
    );
    this.addSql(
      `alter table "lead_notification_setting" add constraint "lead_notification_setting_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "lead_summary_sent" ("school_id" int not null, "day" varchar(10) not null, "sent_at" timestamptz not null, "leads" int not null, constraint "lead_summary_sent_pkey" primary key ("school_id", "day"));`,
    );
    this.addSql(
      `alter table "lead_summary_sent" add constraint "lead_summary_sent_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "lead_summary_sent" cascade;`);
    this.addSql(`drop table if exists "lead_notification_setting" cascade;`);
  }
}
