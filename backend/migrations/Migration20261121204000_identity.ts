import { Migration } from '@mikro-orm/migrations';

/**
 * Identity (docs/product.md "Records"): accounts (`app_user`, `user` being reserved), the
 * school ownership links, one-time password links (stored by token hash) and
 * the express-session store table in connect-pg-simple's layout.
 */
export class Migration20261121204000_identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "app_user" ("id" text not null, "email" varchar(255) not null, "password_hash" text null, "first_name" varchar(100) null, "last_name" varchar(100) null, "profile_image_url" text null, "role" varchar(20) not null default 'user', "stripe_customer_id" varchar(255) null, "stripe_subscription_id" varchar(255) null, "subscription_status" varchar(50) null, "is_active" boolean not null default true, "failed_sign_in_count" int not null default 0, "locked_until" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "app_user_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);

    this.addSql(
      `create table "school_owner" ("id" serial primary key, "user_id" text not null, "school_id" int not null, "role" varchar(50) not null default 'owner', "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "school_owner" add constraint "school_owner_user_id_school_id_unique" unique ("user_id", "school_id");`,
    );
    this.addSql(`create index "school_owner_school_id_idx" on "school_owner" ("school_id");`);
    this.addSql(
      `alter table "school_owner" add constraint "school_owner_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "school_owner" add constraint "school_owner_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "password_link" ("id" uuid not null, "user_id" text not null, "purpose" varchar(10) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, constraint "password_link_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "password_link" add constraint "password_link_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "password_link_user_id_idx" on "password_link" ("user_id");`);
    this.addSql(
      `alter table "password_link" add constraint "password_link_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    // connect-pg-simple's table (the store never creates it). Sessions are looked up by sid, pruned by expire,
    // and ended per user (password reset, disabled account) by the id passport keeps in sess.passport.user.
    this.addSql(
      `create table "session" ("sid" varchar not null, "sess" json not null, "expire" timestamp(6) not null, constraint "session_pkey" primary key ("sid"));`,
    );
    this.addSql(`create index "IDX_session_expire" on "session" ("expire");`);
    this.addSql(`create index "session_user_idx" on "session" (("sess" -> 'passport' ->> 'user'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "session" cascade;`);
    this.addSql(`drop table if exists "password_link" cascade;`);
    this.addSql(`drop table if exists "school_owner" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
  }
}
