import { Migration } from '@mikro-orm/migrations';

/**
 * A school's stable id in the catalogue it was imported from (an NCES PPIN, or
 * any operator's key): re-importing the same file updates the same school even
 * after it was renamed. Unique when set; most hand-made schools have none.
 */
export class Migration20261212090000_school_external_id extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "school" add column "external_id" varchar(64) null;`);
    this.addSql(`alter table "school" add constraint "school_external_id_unique" unique ("external_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "school" drop constraint "school_external_id_unique";`);
    this.addSql(`alter table "school" drop column "external_id";`);
  }
}
