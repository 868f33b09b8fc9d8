import { Migration } from '@mikro-orm/migrations';

/**
 * The SEQUENCE of an open house's calendar invites: raised by every change of its time, length or
 * place and by its cancellation, so each invite a family gets replaces the one they imported before
 * (a timestamp in seconds could not order a booking and a change made within the same second).
 */
export class Migration20261229090000_open_house_calendar_sequence extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "open_house" add column "calendar_sequence" integer not null default 0;`);
    // A cancelling invite already sent carried SEQUENCE 1.
    this.addSql(`update "open_house" set "calendar_sequence" = 1 where "status" = 'cancelled';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "open_house" drop column if exists "calendar_sequence";`);
  }
}
