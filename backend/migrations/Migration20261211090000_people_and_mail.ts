import { Migration } from '@mikro-orm/migrations';

/**
 * The admin's People and mail screens (issue 16): when each account last
 * signed in (set at every successful sign-in), and where a contact message
 * stands in the admin's inbox (new → answered → closed; existing messages start as new).
 */
export class Migration20261211090000_people_and_mail extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "app_user" add column "last_sign_in_at" timestamptz null;`);
    this.addSql(`alter table "contact_message" add column "status" varchar(20) not null default 'new';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "contact_message" drop column "status";`);
    this.addSql(`alter table "app_user" drop column "last_sign_in_at";`);
  }
}
