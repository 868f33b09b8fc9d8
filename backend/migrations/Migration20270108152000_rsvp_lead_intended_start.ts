import { Migration } from '@mikro-orm/migrations';

/**
 * An open-house RSVP's lead has no intended start: the RSVP form never asks the family for one (issue 36;
 * an invented school year was stored before). Leads from the school page's form still always carry it.
 */
export class Migration20270108152000_rsvp_lead_intended_start extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "lead" alter column "intended_start" drop not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`update "lead" set "intended_start" = '' where "intended_start" is null;`);
    this.addSql(`alter table "lead" alter column "intended_start" set not null;`);
  }
}
