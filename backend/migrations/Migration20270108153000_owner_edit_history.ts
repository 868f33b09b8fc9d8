import { Migration } from '@mikro-orm/migrations';

/**
 * The owner's history of their changes (issue 36, "Edits and moderation"): a change can be withdrawn by its
 * owner (status `withdrawn`, no column needed), and an approved one remembers the audit entry that applied it,
 * so an admin's revert of that entry marks it 'Reverted by the team' with the admin's reason.
 */
export class Migration20270108153000_owner_edit_history extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "pending_school_change" add column "applied_entry_id" int null, add column "reverted_at" timestamptz null, add column "revert_reason" text null;`,
    );
    this.addSql(
      `create index "pending_school_change_applied_entry_id_idx" on "pending_school_change" ("applied_entry_id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "pending_school_change_applied_entry_id_idx";`);
    this.addSql(
      `alter table "pending_school_change" drop column "applied_entry_id", drop column "reverted_at", drop column "revert_reason";`,
    );
  }
}
