import { Migration } from '@mikro-orm/migrations';

/**
 * 'Accepts the Nevada Opportunity Scholarship' may be unknown (issue 35,
 * "Unknown is not 'no'"): null is a school that has not reported it, false one
 * that said it does not. The column's old default put false on every school
 * nobody asked, so those become null; an owner who ticks and unticks the box
 * (or the seed's example listings) set false again. The partial index of the
 * scholarship filter (`where accepts_opportunity_scholarship`) reads null as
 * not accepting, as before.
 */
export class Migration20270115093600_scholarship_not_reported extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "school" alter column "accepts_opportunity_scholarship" drop default, alter column "accepts_opportunity_scholarship" drop not null;`,
    );
    this.addSql(
      `update "school" set "accepts_opportunity_scholarship" = null where not "accepts_opportunity_scholarship";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `update "school" set "accepts_opportunity_scholarship" = false where "accepts_opportunity_scholarship" is null;`,
    );
    this.addSql(
      `alter table "school" alter column "accepts_opportunity_scholarship" set default false, alter column "accepts_opportunity_scholarship" set not null;`,
    );
  }
}
