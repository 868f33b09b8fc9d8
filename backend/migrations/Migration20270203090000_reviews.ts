import { Migration } from '@mikro-orm/migrations';

/**
 * Family reviews (issue 39), reviews module: `review` (one row per review, the owner's one reply on it;
 * removed reviews stay with their reason for the record), `review_report` (owners' and visitors' reports
 * against a guideline, open until an admin decides) and `review_helpful_vote` (primary key (review,
 * visitor hash): one 'Helpful' per visitor). A school's reviews, and a review's reports and votes, go with it.
 * One held or published review per address and school (`review_live_email_unique`).
 */
export class Migration20270203090000_reviews extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "review" ("id" uuid not null, "school_id" int not null, "email" varchar(254) null, "status" varchar(20) not null, "overall" smallint not null, "academics" smallint not null, "teachers" smallint not null, "community" smallint not null, "communication" smallint not null, "title" varchar(120) not null, "body" text not null, "body_fingerprint" varchar(64) not null, "relationship" varchar(30) not null, "school_year_from" smallint not null, "school_year_to" smallint not null, "display_name" varchar(60) not null, "hold_reasons" jsonb not null, "removal_reason" varchar(40) null, "helpful_count" int not null default 0, "reply" text null, "reply_status" varchar(20) null, "reply_hold_reasons" jsonb not null, "reply_updated_at" timestamptz null, "created_at" timestamptz not null, "confirmed_at" timestamptz null, "published_at" timestamptz null, "removed_at" timestamptz null, "updated_at" timestamptz not null, constraint "review_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "review_school_published_idx" on "review" ("school_id", "published_at" desc) where "status" = 'published';`,
    );
    this.addSql(`create index "review_school_status_idx" on "review" ("school_id", "status");`);
    this.addSql(`create index "review_fingerprint_idx" on "review" ("body_fingerprint");`);
    this.addSql(`create index "review_unconfirmed_idx" on "review" ("created_at") where "status" = 'unconfirmed';`);
    this.addSql(
      `create unique index "review_live_email_unique" on "review" ("school_id", "email") where "status" in ('held', 'published');`,
    );
    this.addSql(
      `create table "review_report" ("id" uuid not null, "review_id" uuid not null, "guideline" varchar(40) not null, "note" text null, "reporter_kind" varchar(10) not null, "reporter_user_id" uuid null, "created_at" timestamptz not null, "resolved_at" timestamptz null, constraint "review_report_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "review_report_open_idx" on "review_report" ("review_id") where "resolved_at" is null;`);
    this.addSql(
      `create table "review_helpful_vote" ("review_id" uuid not null, "visitor_hash" varchar(64) not null, "created_at" timestamptz not null, constraint "review_helpful_vote_pkey" primary key ("review_id", "visitor_hash"));`,
    );
    this.addSql(
      `alter table "review" add constraint "review_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "review_report" add constraint "review_report_review_id_foreign" foreign key ("review_id") references "review" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "review_helpful_vote" add constraint "review_helpful_vote_review_id_foreign" foreign key ("review_id") references "review" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "review_helpful_vote" cascade;`);
    this.addSql(`drop table if exists "review_report" cascade;`);
    this.addSql(`drop table if exists "review" cascade;`);
  }
}
