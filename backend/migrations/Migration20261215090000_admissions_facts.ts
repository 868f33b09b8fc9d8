import { Migration } from '@mikro-orm/migrations';

/**
 * Admissions facts (issue 20) on the school row, owned by the directory:
 * deadlines per entry year and openings per grade as small JSONB values
 * (validated by the request DTOs and kept canonical by the domain), the
 * financial aid provider and deadline, and 'Accepts the Nevada Opportunity
 * Scholarship'. The directory filters read two derived columns the domain
 * keeps beside them (like grade_min/grade_max): open_grades (GIN, array
 * overlap) and latest_deadline (b-tree range), plus a partial index of the
 * schools that accept the scholarship in the default public order.
 */
export class Migration20261215090000_admissions_facts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "school" add column "application_deadlines" jsonb not null default '[]', add column "financial_aid_provider" varchar(200) null, add column "financial_aid_deadline" date null, add column "grade_openings" jsonb not null default '{}', add column "accepts_opportunity_scholarship" boolean not null default false, add column "open_grades" smallint[] not null default '{}', add column "latest_deadline" date null;`,
    );
    this.addSql(`create index "school_open_grades_gin_idx" on "school" using gin ("open_grades");`);
    this.addSql(
      `create index "school_latest_deadline_idx" on "school" ("latest_deadline") where "is_active" and "latest_deadline" is not null;`,
    );
    this.addSql(
      `create index "school_opportunity_scholarship_idx" on "school" ("is_premium" desc, "name", "id") where "is_active" and "accepts_opportunity_scholarship";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "school_opportunity_scholarship_idx";`);
    this.addSql(`drop index if exists "school_latest_deadline_idx";`);
    this.addSql(`drop index if exists "school_open_grades_gin_idx";`);
    this.addSql(
      `alter table "school" drop column "latest_deadline", drop column "open_grades", drop column "accepts_opportunity_scholarship", drop column "grade_openings", drop column "financial_aid_deadline", drop column "financial_aid_provider", drop column "application_deadlines";`,
    );
  }
}
