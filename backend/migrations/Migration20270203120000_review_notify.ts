import { Migration } from '@mikro-orm/migrations';

/**
 * The server-rendered school page shows its published reviews (issue 39): a write to `review` (a review
 * published, edited, removed, a helpful vote counted, a reply) must clear the rendered-page cache like a write
 * to `open_house` does (ReviewsModule's `publicPagesReadFrom`; the function comes from `performance`).
 */
export class Migration20270203120000_review_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create trigger "review_notify_change" after insert or update or delete or truncate on "review" for each statement execute function "notify_table_change"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "review_notify_change" on "review";`);
  }
}
