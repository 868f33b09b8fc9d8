import { Migration } from '@mikro-orm/migrations';

/**
 * What the directory search reads of reviews and costs (issues 39 and 40, docs/decisions/directory-ratings-and-grade-tuition.md):
 * two published read tables, each kept by its owner's trigger, so a search over 100,000 schools reads one
 * indexed row per school instead of adding up 2,000,000 reviews or unpacking JSON on every request.
 *
 * `school_review_stats` (reviews): per school, the published reviews that count (insiders' do not) and the
 * sum of their overall stars, and the 'Highest rated' ranking score: a Bayesian average that starts every
 * school at the scale's middle (3 stars) with the weight of 5 reviews, so one 5-star review does not outrank
 * forty at 4.8; null below the 3 counted reviews a school page needs to show an average. Nothing about the
 * school's plan is in it (issue 39: nothing a school pays for changes how its reviews are ordered).
 * Statement-level triggers with transition tables recompute only the schools a statement touched.
 *
 * `school_grade_tuition` (costs): one row per school and grade of its published tuition bands (Pre-K = -1,
 * K = 0, 1..12), rewritten with the schedule; and the view `school_cost_summary` (costs): whether a school's
 * published schedule offers tuition assistance.
 */
export class Migration20270204090000_directory_ratings_and_grade_tuition extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "school_review_stats" (
      "school_id" int not null primary key references "school" ("id") on update cascade on delete cascade,
      "counted_count" int not null,
      "rating_sum" int not null,
      "ranking_score" numeric generated always as (
        case when "counted_count" >= 3 then ("rating_sum" + 15)::numeric / ("counted_count" + 5) end
      ) stored
    );`);
    this.addSql(
      `create index "school_review_stats_ranking_idx" on "school_review_stats" ("ranking_score" desc) where "ranking_score" is not null;`,
    );
    // Row locks first, then the sums in a statement of their own: its snapshot is taken after the locks are
    // held, so two transactions publishing reviews of one school at once never leave a sum that misses one.
    this.addSql(`create function "school_review_stats_refresh"(school_ids int[]) returns void language plpgsql as $$
      begin
        if cardinality(school_ids) = 0 then return; end if;
        insert into "school_review_stats" ("school_id", "counted_count", "rating_sum")
          -- (not a school being deleted: its reviews' cascade ends here too)
          select ids.sid, 0, 0 from unnest(school_ids) ids(sid) where exists (select 1 from "school" s where s."id" = ids.sid)
          on conflict ("school_id") do nothing;
        perform 1 from "school_review_stats" where "school_id" = any(school_ids) order by "school_id" for update;
        update "school_review_stats" s set "counted_count" = c.n, "rating_sum" = c.total
          from unnest(school_ids) ids(id) cross join lateral (
            select count(*)::int n, coalesce(sum(r."overall"), 0)::int total from "review" r
            where r."school_id" = ids.id and r."status" = 'published' and r."relationship" <> 'staff_or_relative'
          ) c
          where s."school_id" = ids.id;
      end $$;`);
    this.addSql(`create function "review_stats_after_insert"() returns trigger language plpgsql as $$
      begin
        perform "school_review_stats_refresh"(array(select distinct "school_id" from new_rows));
        return null;
      end $$;`);
    this.addSql(`create function "review_stats_after_update"() returns trigger language plpgsql as $$
      begin
        perform "school_review_stats_refresh"(array(
          select distinct n."school_id" from new_rows n join old_rows o on o."id" = n."id"
          where n."status" is distinct from o."status" or n."overall" is distinct from o."overall"
            or n."relationship" is distinct from o."relationship" or n."school_id" is distinct from o."school_id"
          union select distinct o."school_id" from new_rows n join old_rows o on o."id" = n."id"
          where n."school_id" is distinct from o."school_id"));
        return null;
      end $$;`);
    this.addSql(`create function "review_stats_after_delete"() returns trigger language plpgsql as $$
      begin
        perform "school_review_stats_refresh"(array(select distinct "school_id" from old_rows));
        return null;
      end $$;`);
    this.addSql(
      `create trigger "review_stats_insert" after insert on "review" referencing new table as new_rows for each statement execute function "review_stats_after_insert"();`,
    );
    this.addSql(
      `create trigger "review_stats_update" after update on "review" referencing new table as new_rows old table as old_rows for each statement execute function "review_stats_after_update"();`,
    );
    this.addSql(
      `create trigger "review_stats_delete" after delete on "review" referencing old table as old_rows for each statement execute function "review_stats_after_delete"();`,
    );
    // The directory's cached answers show ratings: a changed one clears them (ReviewsModule, docs/performance.md).
    this.addSql(
      `create trigger "school_review_stats_notify_change" after insert or update or delete or truncate on "school_review_stats" for each statement execute function "notify_table_change"();`,
    );
    this.addSql(
      `select "school_review_stats_refresh"(array(select distinct "school_id" from "review" where "status" = 'published'));`,
    );

    this.addSql(`create table "school_grade_tuition" (
      "school_id" int not null references "school" ("id") on update cascade on delete cascade,
      "grade" smallint not null,
      "annual_tuition" int not null,
      constraint "school_grade_tuition_pkey" primary key ("school_id", "grade")
    );`);
    this.addSql(
      `create index "school_grade_tuition_grade_idx" on "school_grade_tuition" ("grade", "annual_tuition", "school_id");`,
    );
    this.addSql(`create function "school_grade_tuition_sync"() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          delete from "school_grade_tuition" where "school_id" = old."school_id";
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into "school_grade_tuition" ("school_id", "grade", "annual_tuition")
            select new."school_id", g, (band ->> 'annualTuition')::int
            from jsonb_array_elements(new."tuition_bands") band,
              generate_series((band ->> 'fromGrade')::int, (band ->> 'toGrade')::int) g
            on conflict ("school_id", "grade") do update set "annual_tuition" = excluded."annual_tuition";
        end if;
        return null;
      end $$;`);
    this.addSql(
      `create trigger "school_grade_tuition_sync" after insert or update or delete on "school_cost_schedule" for each row execute function "school_grade_tuition_sync"();`,
    );
    this.addSql(
      `insert into "school_grade_tuition" ("school_id", "grade", "annual_tuition")
        select c."school_id", g, (band ->> 'annualTuition')::int
        from "school_cost_schedule" c, jsonb_array_elements(c."tuition_bands") band,
          generate_series((band ->> 'fromGrade')::int, (band ->> 'toGrade')::int) g
        on conflict do nothing;`,
    );
    this.addSql(`create view "school_cost_summary" as
      select "school_id", coalesce(jsonb_typeof("assistance") = 'object', false) as "offers_assistance"
      from "school_cost_schedule";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop view if exists "school_cost_summary";`);
    this.addSql(`drop trigger if exists "school_grade_tuition_sync" on "school_cost_schedule";`);
    this.addSql(`drop function if exists "school_grade_tuition_sync"();`);
    this.addSql(`drop table if exists "school_grade_tuition";`);
    this.addSql(`drop trigger if exists "review_stats_insert" on "review";`);
    this.addSql(`drop trigger if exists "review_stats_update" on "review";`);
    this.addSql(`drop trigger if exists "review_stats_delete" on "review";`);
    this.addSql(`drop function if exists "review_stats_after_insert"();`);
    this.addSql(`drop function if exists "review_stats_after_update"();`);
    this.addSql(`drop function if exists "review_stats_after_delete"();`);
    this.addSql(`drop function if exists "school_review_stats_refresh"(int[]);`);
    this.addSql(`drop trigger if exists "school_review_stats_notify_change" on "school_review_stats";`);
    this.addSql(`drop table if exists "school_review_stats";`);
  }
}
