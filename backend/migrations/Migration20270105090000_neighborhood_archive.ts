import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 36: an admin can archive a neighborhood guide (hidden from families, kept with its schools)
 * and restore it; the public list, page, sitemap and counts skip archived guides.
 */
export class Migration20270105090000_neighborhood_archive extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "neighborhood" add column "archived_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "neighborhood" drop column if exists "archived_at";`);
  }
}
