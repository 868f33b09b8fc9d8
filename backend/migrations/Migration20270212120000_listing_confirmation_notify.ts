import { Migration } from '@mikro-orm/migrations';

/**
 * The school page's answer dates the school's facts by the owner's last listing confirmation (issue 44,
 * docs/decisions/fact-provenance.md): a write to `listing_confirmation` must clear the app's cache of public
 * answers like a write to `school` does (ListingConfirmationsModule's `publicAnswersReadFrom`; the function
 * comes from `performance`).
 */
export class Migration20270212120000_listing_confirmation_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create trigger "listing_confirmation_notify_change" after insert or update or delete or truncate on "listing_confirmation" for each statement execute function "notify_table_change"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "listing_confirmation_notify_change" on "listing_confirmation";`);
  }
}
