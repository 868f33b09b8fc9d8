import { Migration } from '@mikro-orm/migrations';

/**
 * A guest article's byline credits the school that wrote it ('By Jane Doe,
 * Bishop Gorman High School'): the school's name as it was when the submission
 * was approved, kept with the article (null for the site's own articles).
 */
export class Migration20261202090000_article_author_school extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "article" add column "author_school" varchar(255) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "article" drop column "author_school";`);
  }
}
