import { Migration } from '@mikro-orm/migrations';

/**
 * Claims and billing (docs/product.md "Records"): plans, school claim requests, school
 * subscriptions, the stored payment webhooks (`payment_event`, one row per
 * provider event id, so a repeated delivery is ignored and none is lost while
 * Redis is down) and the in-app payment sandbox's objects. The two plans of
 * docs/product.md "Prices and plans" are reference data, inserted here so every deployment has them;
 * their provider price ids follow the configuration at start-up.
 */
export class Migration20261121210000_claims_billing extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "subscription_plan" ("id" serial primary key, "name" varchar(100) not null, "stripe_price_id" varchar(255) not null, "price" int not null, "interval" varchar(20) not null, "features" text[] not null default '{}', "is_active" boolean not null default true, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "subscription_plan" add constraint "subscription_plan_name_unique" unique ("name");`);

    this.addSql(
      `create table "school_claim_request" ("id" serial primary key, "school_name" varchar(100) not null, "first_name" varchar(50) not null, "last_name" varchar(50) not null, "email" varchar(100) not null, "phone" varchar(20) not null, "position" varchar(100) not null, "message" varchar(1000) not null, "plan_id" int null, "status" varchar(20) not null default 'pending', "stripe_session_id" varchar(255) null, "stripe_customer_id" varchar(255) null, "stripe_subscription_id" varchar(255) null, "payment_status" varchar(20) not null default 'pending', "payment_source" varchar(20) null, "payment_completed_at" timestamptz null, "user_id" text null, "school_id" int null, "admin_notes" text null, "reviewed_by" text null, "reviewed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "school_claim_request_email_idx" on "school_claim_request" ("email");`);
    this.addSql(
      `create index "school_claim_request_status_created_at_idx" on "school_claim_request" ("status", "created_at");`,
    );
    this.addSql(
      `create index "school_claim_request_stripe_session_id_idx" on "school_claim_request" ("stripe_session_id");`,
    );
    this.addSql(
      `alter table "school_claim_request" add constraint "school_claim_request_plan_id_foreign" foreign key ("plan_id") references "subscription_plan" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "school_claim_request" add constraint "school_claim_request_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "school_claim_request" add constraint "school_claim_request_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "school_claim_request" add constraint "school_claim_request_reviewed_by_foreign" foreign key ("reviewed_by") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `create table "school_subscription" ("id" serial primary key, "school_id" int null, "user_id" text null, "plan_id" int null, "stripe_subscription_id" varchar(255) null, "stripe_customer_id" varchar(255) null, "status" varchar(50) not null default 'active', "current_period_start" timestamptz null, "current_period_end" timestamptz null, "cancel_at_period_end" boolean not null default false, "cancelled_at" timestamptz null, "state_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "school_subscription_school_id_idx" on "school_subscription" ("school_id");`);
    this.addSql(
      `alter table "school_subscription" add constraint "school_subscription_stripe_subscription_id_unique" unique ("stripe_subscription_id");`,
    );
    this.addSql(
      `alter table "school_subscription" add constraint "school_subscription_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "school_subscription" add constraint "school_subscription_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "school_subscription" add constraint "school_subscription_plan_id_foreign" foreign key ("plan_id") references "subscription_plan" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `create table "payment_event" ("id" varchar(255) not null, "type" varchar(100) not null, "payload" jsonb not null, "created_at" timestamptz not null, "received_at" timestamptz not null, "queued_at" timestamptz null, "processed_at" timestamptz null, "outcome" varchar(20) null, constraint "payment_event_pkey" primary key ("id"));`,
    );
    // The relay's scan: only events still to apply.
    this.addSql(
      `create index "payment_event_pending_idx" on "payment_event" ("received_at") where "processed_at" is null;`,
    );

    this.addSql(
      `create table "payment_sandbox_object" ("id" varchar(64) not null, "type" varchar(40) not null, "idempotency_key" varchar(255) null, "data" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "payment_sandbox_object_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "payment_sandbox_object" add constraint "payment_sandbox_object_idempotency_key_unique" unique ("idempotency_key");`,
    );

    this.addSql(
      `insert into "subscription_plan" ("name", "stripe_price_id", "price", "interval", "features", "is_active", "created_at") values
        ('Monthly', 'price_sandbox_monthly', 9900, 'monthly', array['Premium badge and highlighted listing', 'Top placement in search results', 'Photo gallery, videos and social links', 'Manage your profile from the school portal', 'Submit guest articles', 'Priority support', 'Cancel anytime'], true, now()),
        ('Yearly', 'price_sandbox_yearly', 99500, 'yearly', array['Premium badge and highlighted listing', 'Top placement in search results', 'Photo gallery, videos and social links', 'Manage your profile from the school portal', 'Submit guest articles', 'Priority support', 'Billed once a year'], true, now())
       on conflict ("name") do nothing;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "payment_sandbox_object" cascade;`);
    this.addSql(`drop table if exists "payment_event" cascade;`);
    this.addSql(`drop table if exists "school_subscription" cascade;`);
    this.addSql(`drop table if exists "school_claim_request" cascade;`);
    this.addSql(`drop table if exists "subscription_plan" cascade;`);
  }
}
