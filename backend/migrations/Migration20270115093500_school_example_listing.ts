import { Migration } from '@mikro-orm/migrations';

/**
 * Marks the demo seed's invented listings (issue 35, "Demo data says so"):
 * their cards and pages say 'Example listing' and the home page does not
 * feature them above real schools. The seed sets the flag on every run; the
 * backfill marks those already loaded, recognised by their reserved
 * `.example` web address (RFC 2606), which no real school can have.
 */
export class Migration20270115093500_school_example_listing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "school" add column "is_example" boolean not null default false;`);
    this.addSql(
      `update "school" set "is_example" = true where "website" ~* '^(https?://)?[^/]*\\.example(/|$)' and "name" like 'Example %';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "school" drop column "is_example";`);
  }
}
