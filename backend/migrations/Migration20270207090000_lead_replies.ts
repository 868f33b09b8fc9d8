import { Migration } from '@mikro-orm/migrations';

/**
 * Replies from the lead inbox and the public response time (issue 44, docs/decisions/lead-replies.md):
 * `lead_reply` (kept on the lead, erased with it), an owner's saved `lead_reply_template`s, the first reply's
 * time and business minutes on `lead`, each school's figures of the last 90 days in `lead_response_time`
 * (written by leads at each reply and by the worker's hourly job), and the sender display name of an outbox
 * mail (`mail_outbox.from_name`: the school's name on its replies, MAIL_FROM's address kept).
 *
 * The published view (the same form as Migration20270120090000_published_views.ts, so the table walk finds it):
 * `school_response_time`, leads' answer for other modules (the directory's 'Replies within a day' filter):
 * one row per school with requests in the window; `claimed` is read live from identity's published views, so a
 * school whose owner leaves stops showing figures at once.
 */
const PUBLISHED = { owner: 'leads', view: 'school_response_time', table: 'lead_response_time' } as const;

/** Matches response-time.ts: MIN_REQUESTS_SHOWN and BUSINESS_DAY_MINUTES. */
const CLAIMED = `exists (select 1 from "school_owner_summary" o join "account_summary" u on u."id" = o."user_id"
    where o."school_id" = r."school_id" and o."is_active" and u."is_active")`;

export class Migration20270207090000_lead_replies extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "lead_reply_template" ("id" uuid not null, "owner_id" text not null, "name" varchar(80) not null, "body" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "lead_reply_template_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "lead_reply_template_owner_id_name_idx" on "lead_reply_template" ("owner_id", "name");`);
    this.addSql(
      `create table "lead_response_time" ("school_id" int not null, "requests_90d" int not null, "replied_90d" int not null, "median_business_minutes" int null, "refreshed_at" timestamptz not null, constraint "lead_response_time_pkey" primary key ("school_id"));`,
    );
    this.addSql(
      `create table "lead_reply" ("id" uuid not null, "lead_id" uuid not null, "author_id" text null, "author_name" varchar(255) not null, "body" text not null, "created_at" timestamptz not null, constraint "lead_reply_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "lead_reply_lead_id_created_at_idx" on "lead_reply" ("lead_id", "created_at");`);
    this.addSql(
      `alter table "lead_reply" add constraint "lead_reply_lead_id_foreign" foreign key ("lead_id") references "lead" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "mail_outbox" add column "from_name" text null;`);
    this.addSql(
      `alter table "lead" add column "first_replied_at" timestamptz null, add column "first_reply_business_minutes" int null;`,
    );
    this.addSql(
      `create index "lead_response_time_idx" on "lead" ("school_id", "created_at") include ("first_reply_business_minutes") where "type" in ('information', 'tour') and "status" <> 'spam';`,
    );
    this.addSql(
      `create view "${PUBLISHED.view}" as select r."school_id", r."requests_90d", r."replied_90d",
        case when r."requests_90d" > 0 then round(r."replied_90d"::numeric / r."requests_90d", 4) end as "answered_share",
        r."median_business_minutes",
        ${CLAIMED} as "claimed",
        (r."requests_90d" >= 5 and ${CLAIMED}) as "shown",
        (r."requests_90d" >= 5 and coalesce(r."median_business_minutes" <= 600, false) and ${CLAIMED}) as "replies_within_a_day",
        r."refreshed_at"
      from "${PUBLISHED.table}" r;`,
    );
    this.addSql(`comment on view "${PUBLISHED.view}" is 'Published by leads (docs/decisions/lead-replies.md)';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "${PUBLISHED.view}";`);
    this.addSql(`drop index if exists "lead_response_time_idx";`);
    this.addSql(`alter table "lead" drop column "first_replied_at", drop column "first_reply_business_minutes";`);
    this.addSql(`alter table "mail_outbox" drop column "from_name";`);
    this.addSql(`drop table if exists "lead_reply";`);
    this.addSql(`drop table if exists "lead_response_time";`);
    this.addSql(`drop table if exists "lead_reply_template";`);
  }
}
