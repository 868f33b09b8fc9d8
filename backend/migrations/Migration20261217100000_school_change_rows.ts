import { Migration } from '@mikro-orm/migrations';

/**
 * A write to `school` names the schools it changed (issue 22), so the app's
 * response cache drops only what they can change (their own pages and every
 * list) instead of every cached answer: the statement triggers of `school`
 * now read the statement's transition table and NOTIFY `table_changes` with
 * `school:<id>,<id>…`. Past 100 rows (an import, the seed) the payload stays
 * the plain table name, which clears everything as before; a statement that
 * changed no row notifies nothing. TRUNCATE keeps the plain notification.
 */
export class Migration20261217100000_school_change_rows extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create or replace function "notify_changed_rows"() returns trigger language plpgsql as $$ declare changed int; ids text; begin select count(*), string_agg(id::text, ',') into changed, ids from changed_rows; if changed = 0 then return null; end if; perform pg_notify('table_changes', case when changed <= 100 then tg_table_name || ':' || ids else tg_table_name end); return null; end $$;`,
    );
    this.addSql(`drop trigger if exists "school_notify_change" on "school";`);
    this.addSql(
      `create trigger "school_notify_insert" after insert on "school" referencing new table as changed_rows for each statement execute function "notify_changed_rows"();`,
    );
    this.addSql(
      `create trigger "school_notify_update" after update on "school" referencing old table as changed_rows for each statement execute function "notify_changed_rows"();`,
    );
    this.addSql(
      `create trigger "school_notify_delete" after delete on "school" referencing old table as changed_rows for each statement execute function "notify_changed_rows"();`,
    );
    this.addSql(
      `create trigger "school_notify_truncate" after truncate on "school" for each statement execute function "notify_table_change"();`,
    );
  }

  override async down(): Promise<void> {
    for (const trigger of ['insert', 'update', 'delete', 'truncate'])
      this.addSql(`drop trigger if exists "school_notify_${trigger}" on "school";`);
    this.addSql(`drop function if exists "notify_changed_rows"();`);
    this.addSql(
      `create trigger "school_notify_change" after insert or update or delete or truncate on "school" for each statement execute function "notify_table_change"();`,
    );
  }
}
