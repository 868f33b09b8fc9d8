import { Migration } from '@mikro-orm/migrations';

/**
 * What a school costs (issue 40), costs module (docs/decisions/cost-schedule.md).
 *
 * `school_cost_schedule`: one published schedule per school (tuition bands, fees, sibling discounts,
 * payment plans, assistance as JSON, validated by the module's domain rules), with the Las Vegas date it
 * was last confirmed and by whom; it goes with its school.
 * `opportunity_scholarship_rules`: the operator's entry of the Nevada Opportunity Scholarship for a school
 * year (income limit per household size 1..12, maximum award, source address, date checked).
 */
export class Migration20270202090000_costs extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "school_cost_schedule" ("school_id" int not null, "school_year" varchar(9) not null, "tuition_bands" jsonb not null, "fees" jsonb not null, "second_child_discount" jsonb null, "third_child_discount" jsonb null, "payment_plans" jsonb not null, "assistance" jsonb null, "confirmed_on" date not null, "confirmed_by" varchar(10) not null, "confirmed_by_user_id" uuid null, "updated_at" timestamptz not null, constraint "school_cost_schedule_pkey" primary key ("school_id"));`,
    );
    this.addSql(
      `alter table "school_cost_schedule" add constraint "school_cost_schedule_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "opportunity_scholarship_rules" ("id" serial primary key, "school_year" varchar(9) not null, "income_limits" jsonb not null, "max_award" int not null, "source_url" varchar(500) not null, "checked_on" date not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "opportunity_scholarship_rules" add constraint "opportunity_scholarship_rules_school_year_unique" unique ("school_year");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "opportunity_scholarship_rules" cascade;`);
    this.addSql(`drop table if exists "school_cost_schedule" cascade;`);
  }
}
