import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 36: the contact inbox keeps the team's notes and an assignee on each message (a plain admin id,
 * like lead_activity's actor: no foreign key, identity owns app_user), and the replies sent from the
 * product (`contact_reply`, their mails in the outbox as `contact-reply:<id>`).
 */
export class Migration20270105120000_contact_inbox_replies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "contact_message" add column "notes" text null, add column "assignee_id" text null;`);
    this.addSql(
      `create table "contact_reply" ("id" uuid not null, "message_id" uuid not null, "author_id" text null, "author_name" varchar(255) not null, "body" text not null, "created_at" timestamptz not null, constraint "contact_reply_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "contact_reply_message_id_created_at_idx" on "contact_reply" ("message_id", "created_at");`,
    );
    this.addSql(
      `alter table "contact_reply" add constraint "contact_reply_message_id_foreign" foreign key ("message_id") references "contact_message" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "contact_reply" cascade;`);
    this.addSql(`alter table "contact_message" drop column if exists "notes", drop column if exists "assignee_id";`);
  }
}
