import { Migration } from '@mikro-orm/migrations';

/**
 * The admin's content tools (issue 16): schools and articles can be archived
 * (hidden from the public, kept for history; distinct from a draft so the
 * Live/Published switch cannot bring them back by accident), and a renamed
 * school or retitled article keeps its former slugs, which answer 301 to the
 * current address (page and API).
 */
export class Migration20261210090000_content_admin extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "school" add column "archived_at" timestamptz null;`);
    this.addSql(`alter table "article" add column "archived_at" timestamptz null;`);
    this.addSql(
      `create table "school_slug_history" ("slug" varchar(255) not null, "school_id" int not null, "created_at" timestamptz not null, constraint "school_slug_history_pkey" primary key ("slug"));`,
    );
    this.addSql(`create index "school_slug_history_school_id_idx" on "school_slug_history" ("school_id");`);
    this.addSql(
      `alter table "school_slug_history" add constraint "school_slug_history_school_id_foreign" foreign key ("school_id") references "school" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "article_slug_history" ("slug" varchar(255) not null, "article_id" int not null, "created_at" timestamptz not null, constraint "article_slug_history_pkey" primary key ("slug"));`,
    );
    this.addSql(`create index "article_slug_history_article_id_idx" on "article_slug_history" ("article_id");`);
    this.addSql(
      `alter table "article_slug_history" add constraint "article_slug_history_article_id_foreign" foreign key ("article_id") references "article" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "article_slug_history";`);
    this.addSql(`drop table if exists "school_slug_history";`);
    this.addSql(`alter table "article" drop column "archived_at";`);
    this.addSql(`alter table "school" drop column "archived_at";`);
  }
}
