import { Migration } from '@mikro-orm/migrations';

/**
 * The mail outbox (every e-mail, written in the same transaction as the record
 * that causes it, then relayed to the BullMQ `mail` queue) and the stored
 * contact messages, which record when their two mails went out.
 */
export class Migration20261121205000_contact_mail extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "mail_outbox" ("id" uuid not null, "key" text not null, "template" text not null, "recipient" text not null, "reply_to" text null, "data" jsonb not null, "created_at" timestamptz not null, "queued_at" timestamptz null, "sent_at" timestamptz null, "attempts" int not null default 0, "last_error" text null, "failed_at" timestamptz null, constraint "mail_outbox_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_key_unique" unique ("key");`);
    // The relay's scan: only mails still to send, oldest first.
    this.addSql(
      `create index "mail_outbox_pending_idx" on "mail_outbox" ("created_at") where "sent_at" is null and "failed_at" is null;`,
    );

    this.addSql(
      `create table "contact_message" ("id" uuid not null, "first_name" varchar(50) not null, "last_name" varchar(50) not null, "email" varchar(254) not null, "phone" varchar(30) null, "subject" varchar(30) not null, "message" text not null, "created_at" timestamptz not null, "notification_sent_at" timestamptz null, "confirmation_sent_at" timestamptz null, constraint "contact_message_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "contact_message_created_at_idx" on "contact_message" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "contact_message" cascade;`);
    this.addSql(`drop table if exists "mail_outbox" cascade;`);
  }
}
