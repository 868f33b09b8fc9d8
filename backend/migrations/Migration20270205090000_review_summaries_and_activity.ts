import { Migration } from '@mikro-orm/migrations';

const DAY = (column: string) => `to_char(${column} at time zone 'America/Los_Angeles', 'YYYY-MM-DD')`;

/**
 * Issue 39's last parts (docs/decisions/reviews-moderation.md, "Owners' mail" and "Analytics"):
 * - `review.owner_notice`: how the school's owners heard of the review's first publication, chosen then from
 *   leads' notification setting (`immediate` mailed at once, `daily_summary` waits for the day's summary).
 *   Reviews published before this change were mailed at once.
 * - `review_summary_sent`: its primary key (school, Las Vegas day) admits one summary per school and day;
 *   the summary run inserts it ON CONFLICT DO NOTHING in the transaction that queues the mail.
 * - `review_activity_day`: moderation volumes per Las Vegas day, event and guideline (no review, no person),
 *   counted in the transaction of each event, so deleted reviews still count. Filled from the rows there are.
 */
export class Migration20270205090000_review_summaries_and_activity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "review" add column "owner_notice" varchar(20) null;`);
    this.addSql(`update "review" set "owner_notice" = 'immediate' where "published_at" is not null;`);
    this.addSql(
      `create index "review_owner_summary_idx" on "review" ("school_id", "published_at") where "owner_notice" = 'daily_summary';`,
    );

    this.addSql(
      `create table "review_summary_sent" ("school_id" int not null, "day" varchar(10) not null, "sent_at" timestamptz not null, "reviews" int not null, constraint "review_summary_sent_pkey" primary key ("school_id", "day"));`,
    );
    this.addSql(
      `alter table "review_summary_sent" add constraint "review_summary_sent_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "review_activity_day" ("day" varchar(10) not null, "event" varchar(30) not null, "reason" varchar(40) not null default '', "count" int not null, constraint "review_activity_day_pkey" primary key ("day", "event", "reason"));`,
    );
    this.addSql(
      `insert into "review_activity_day" ("day", "event", "reason", "count")
       select "day", "event", "reason", count(*)::int from (
         select ${DAY('"created_at"')} as "day", 'submitted' as "event", '' as "reason" from "review"
         union all select ${DAY('"confirmed_at"')}, 'confirmed', '' from "review" where "confirmed_at" is not null
         union all select ${DAY('"confirmed_at"')}, 'auto_held', '' from "review"
           where "confirmed_at" is not null and jsonb_array_length("hold_reasons") > 0
         union all select ${DAY('"published_at"')}, 'published', '' from "review" where "published_at" is not null
         union all select ${DAY('"removed_at"')}, 'removed', "removal_reason" from "review"
           where "removed_at" is not null and "removal_reason" is not null
         union all select ${DAY('"created_at"')}, 'report_received', '' from "review_report"
         union all select ${DAY('"resolved_at"')}, 'report_resolved', '' from "review_report" where "resolved_at" is not null
       ) e group by "day", "event", "reason";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "review_activity_day" cascade;`);
    this.addSql(`drop table if exists "review_summary_sent" cascade;`);
    this.addSql(`drop index if exists "review_owner_summary_idx";`);
    this.addSql(`alter table "review" drop column if exists "owner_notice";`);
  }
}
