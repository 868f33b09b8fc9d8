import { Migration } from '@mikro-orm/migrations';

/**
 * Public school answers now say whether a school is managed by an active
 * owner (`managed`, read from `school_owner`), so a write to `school_owner`
 * must clear the app's cache of public answers like a write to `school` does
 * (PUBLIC_ANSWER_TABLES in shared/http; the function comes from `performance`).
 */
export class Migration20261201120000_school_owner_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create trigger "school_owner_notify_change" after insert or update or delete or truncate on "school_owner" for each statement execute function "notify_table_change"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "school_owner_notify_change" on "school_owner";`);
  }
}
