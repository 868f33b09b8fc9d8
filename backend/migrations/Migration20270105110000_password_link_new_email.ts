import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 36: an e-mail change is confirmed from the new address through the one-time link mechanism of
 * `password_link` (purpose `email`); the link carries the address it confirms. Invitations use the same
 * table (purpose `invite`).
 */
export class Migration20270105110000_password_link_new_email extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "password_link" add column "new_email" varchar(255) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "password_link" where "purpose" in ('invite', 'email');`);
    this.addSql(`alter table "password_link" drop column if exists "new_email";`);
  }
}
