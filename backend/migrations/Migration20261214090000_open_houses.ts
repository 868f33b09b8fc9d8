import { Migration } from '@mikro-orm/migrations';

/**
 * Open houses (issue 20): a premium school's events and families' RSVPs
 * (confirmed or waitlisted, no account). `seats_taken` is changed only under
 * the open house's row lock, and the check keeps it within the capacity
 * whatever happens. The public list reads scheduled events by start
 * (`open_house_upcoming_idx`); the reminder sweep looks for confirmed RSVPs
 * not reminded yet (`open_house_rsvp_reminder_idx`).
 */
export class Migration20261214090000_open_houses extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "open_house" ("id" uuid not null, "school_id" int not null, "title" varchar(120) not null, "starts_at" timestamptz not null, "duration_minutes" int not null, "format" varchar(10) not null, "location" varchar(300) null, "virtual_url" varchar(500) null, "capacity" int not null, "seats_taken" int not null default 0, "grade_min" smallint not null, "grade_max" smallint not null, "description" text not null, "status" varchar(10) not null, "cancelled_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "open_house_pkey" primary key ("id"), constraint "open_house_seats_check" check ("seats_taken" >= 0 and "seats_taken" <= "capacity"));`,
    );
    this.addSql(`create index "open_house_school_idx" on "open_house" ("school_id", "starts_at" desc);`);
    this.addSql(`create index "open_house_upcoming_idx" on "open_house" ("starts_at") where "status" = 'scheduled';`);
    this.addSql(
      `alter table "open_house" add constraint "open_house_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "open_house_rsvp" ("id" uuid not null, "open_house_id" uuid not null, "school_id" int not null, "name" varchar(100) not null, "email" varchar(254) not null, "party_size" smallint not null, "child_grade" varchar(30) not null, "status" varchar(12) not null, "checked_in_at" timestamptz null, "reminder_sent_at" timestamptz null, "promoted_at" timestamptz null, "cancelled_at" timestamptz null, "erased_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "open_house_rsvp_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "open_house_rsvp_event_idx" on "open_house_rsvp" ("open_house_id", "status", "created_at");`,
    );
    this.addSql(
      `create index "open_house_rsvp_reminder_idx" on "open_house_rsvp" ("open_house_id") where "status" = 'confirmed' and "reminder_sent_at" is null;`,
    );
    this.addSql(
      `alter table "open_house_rsvp" add constraint "open_house_rsvp_open_house_id_foreign" foreign key ("open_house_id") references "open_house" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "open_house_rsvp" cascade;`);
    this.addSql(`drop table if exists "open_house" cascade;`);
  }
}
