import { Migration } from '@mikro-orm/migrations';

/**
 * 'Rated 4 and up' at 100,000 schools (issue 39, docs/performance.md "Reviews and tuition by grade at scale"):
 * - `school_review_stats_shown_idx`: the average as shown (the filter's very expression) with the school, so
 *   the schools rated 4 and up are read from the index when another filter (a school type) is joined to them;
 * - `school_review_stats_counts_idx`: a school's counts by index-only look-up, when the filter is checked per
 *   school read (inside a circle);
 * - `school_geo_active_idx`: a circle's active schools by index-only scan, for the count of a search near a
 *   centre whose other filter is on another table.
 * Together they took the two counts from 21 and 36 ms to 7 and 12 ms on the benchmark's data.
 */
export class Migration20270211090000_rating_filter_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "school_review_stats_shown_idx" on "school_review_stats" ((case when "counted_count" >= 3 then round("rating_sum"::numeric / "counted_count", 1) end), "school_id");`,
    );
    this.addSql(
      `create index "school_review_stats_counts_idx" on "school_review_stats" ("school_id") include ("counted_count", "rating_sum");`,
    );
    this.addSql(
      `create index "school_geo_active_idx" on "school" using gist ("geo_point") include ("id") where "is_active";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "school_geo_active_idx";`);
    this.addSql(`drop index if exists "school_review_stats_counts_idx";`);
    this.addSql(`drop index if exists "school_review_stats_shown_idx";`);
  }
}
