import { Migration } from '@mikro-orm/migrations';

/**
 * Where a neighborhood's letter grades (Safety, Public Schools, Family
 * Friendly, Weather) come from and as of when (issue 35). The public pages
 * show the grades only with both; the demo's grades have neither, so they are
 * not shown until an admin names their source.
 */
export class Migration20270115093700_neighborhood_rating_source extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "neighborhood" add column "ratings_source" varchar(300) null, add column "ratings_as_of" date null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "neighborhood" drop column "ratings_as_of", drop column "ratings_source";`);
  }
}
