import { Migration } from '@mikro-orm/migrations';

/**
 * Facts that say where they come from (issue 44, docs/decisions/fact-provenance.md): each school keeps, per
 * field, who last wrote it and when (`fact_sources`: the school, the directory team or the NCES survey of a
 * school year); the NCES Private School Survey's figures of its last import (`nces_profile`: enrollment, FTE
 * teachers, student–teacher ratio, make-up by race and ethnicity, with the survey year); and the school's
 * own newer enrollment and teacher figures. Schools listed before have no recorded sources: their facts
 * show none until they are next written.
 */
export class Migration20270212090000_fact_sources extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "school" add column "fact_sources" jsonb not null default '{}';`);
    this.addSql(`alter table "school" add column "nces_profile" jsonb null;`);
    this.addSql(`alter table "school" add column "enrollment" int null;`);
    this.addSql(`alter table "school" add column "teachers_fte" numeric(6,1) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "school" drop column "teachers_fte";`);
    this.addSql(`alter table "school" drop column "enrollment";`);
    this.addSql(`alter table "school" drop column "nces_profile";`);
    this.addSql(`alter table "school" drop column "fact_sources";`);
  }
}
