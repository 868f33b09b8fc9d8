import { Migration } from '@mikro-orm/migrations';

/**
 * The directory's 'Replies within a day' (issue 44) and the school page the server renders read leads'
 * `school_response_time`, a view of `lead_response_time`: a change of a school's figures must clear the
 * cached public answers and pages (LeadsModule's `publicAnswersReadFrom`, docs/decisions/lead-replies.md).
 *
 * Statement triggers with transition tables, one per event (a transition table needs its own trigger), that
 * NOTIFY only when figures changed: the worker's hourly recount touches no row when nothing moved, and an
 * update that only moves `refreshed_at` changes nothing a visitor sees. The school's owner leaving or an
 * owner's account disabled already notify `school_owner` (Migration20261201120000, 20261230090000).
 */
export class Migration20270210090000_response_time_notify extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "lead_response_time_notify_rows"() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from changed_rows) then perform pg_notify('table_changes', tg_table_name); end if;
        return null;
      end $$;`);
    this.addSql(`create function "lead_response_time_notify_update"() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from new_rows n join old_rows o on o."school_id" = n."school_id"
                    where (n."requests_90d", n."replied_90d", n."median_business_minutes")
                      is distinct from (o."requests_90d", o."replied_90d", o."median_business_minutes")) then
          perform pg_notify('table_changes', tg_table_name);
        end if;
        return null;
      end $$;`);
    this.addSql(
      `create trigger "lead_response_time_notify_insert" after insert on "lead_response_time" referencing new table as changed_rows for each statement execute function "lead_response_time_notify_rows"();`,
    );
    this.addSql(
      `create trigger "lead_response_time_notify_update" after update on "lead_response_time" referencing new table as new_rows old table as old_rows for each statement execute function "lead_response_time_notify_update"();`,
    );
    this.addSql(
      `create trigger "lead_response_time_notify_delete" after delete on "lead_response_time" referencing old table as changed_rows for each statement execute function "lead_response_time_notify_rows"();`,
    );
    this.addSql(
      `create trigger "lead_response_time_notify_truncate" after truncate on "lead_response_time" for each statement execute function "notify_table_change"();`,
    );
  }

  override async down(): Promise<void> {
    for (const event of ['insert', 'update', 'delete', 'truncate'])
      this.addSql(`drop trigger if exists "lead_response_time_notify_${event}" on "lead_response_time";`);
    this.addSql(`drop function if exists "lead_response_time_notify_rows"();`);
    this.addSql(`drop function if exists "lead_response_time_notify_update"();`);
  }
}
