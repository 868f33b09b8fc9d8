import { Migration } from '@mikro-orm/migrations';

/**
 * Public school answers say whether a school is managed by an active owner (`managed`: an active
 * `school_owner` row whose `app_user` is active). Disabling or enabling an account changes that
 * flag, so it must clear the app's cache of public answers like a write to `school_owner` does.
 *
 * Only `is_active` counts: a sign-in writes `app_user` too (last sign-in time, failed attempts),
 * and clearing every cached answer on each sign-in would send every visitor to the database. The
 * trigger therefore fires on `update of is_active` only and notifies as an ownership change
 * (`school_owner`, which the directory declares it reads); the app's own write to `app_user` is
 * not declared, so it clears nothing until this NOTIFY arrives at commit.
 */
export class Migration20261230090000_app_user_activity_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create or replace function "notify_owner_activity_change"() returns trigger language plpgsql as $$ begin perform pg_notify('table_changes', 'school_owner'); return null; end $$;`,
    );
    this.addSql(
      `create trigger "app_user_notify_activity" after update of "is_active" on "app_user" for each statement execute function "notify_owner_activity_change"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "app_user_notify_activity" on "app_user";`);
    this.addSql(`drop function if exists "notify_owner_activity_change"();`);
  }
}
