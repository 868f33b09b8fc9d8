import { Migration } from '@mikro-orm/migrations';

/**
 * 'Offers tuition assistance' (issue 40) reads `school_cost_summary.offers_assistance`: without an index the
 * directory read every cost schedule for each search (21 ms at 60,000 schedules, docs/performance.md); with
 * this partial index, the same predicate as the view's, it reads the schools that offer it from the index.
 */
export class Migration20270208090000_cost_assistance_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "school_cost_schedule_assistance_idx" on "school_cost_schedule" ("school_id") where coalesce(jsonb_typeof("assistance") = 'object', false);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "school_cost_schedule_assistance_idx";`);
  }
}
