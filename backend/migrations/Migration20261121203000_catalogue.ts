import { Migration } from '@mikro-orm/migrations';

/**
 * The public catalogue: neighborhoods, schools and articles (docs/product.md "Records"), plus
 * the indexes that keep directory search off sequential scans at 100,000
 * schools (pg_trgm for `location`, GIN on features, btree on tuition, grade
 * span, neighborhood and the default order).
 */
export class Migration20261121203000_catalogue extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(
      `create table "neighborhood" ("id" serial primary key, "name" varchar(100) not null, "city" varchar(100) not null, "description" text null, "average_tuition_min" int null, "average_tuition_max" int null, "school_count" int not null default 0, "image_url" text null, "population" int null, "median_household_income" int null, "median_home_value" int null, "cost_of_living_index" numeric(5,2) null, "crime_rating" varchar(5) null, "walkability_score" int null, "public_school_rating" varchar(5) null, "diversity_index" numeric(3,2) null, "family_friendly_rating" varchar(5) null, "nearby_amenities" text[] not null default '{}', "recreation_options" text[] not null default '{}', "transportation_options" text[] not null default '{}', "college_readiness_rate" numeric(5,2) null, "average_commute" int null, "parent_education_level" varchar(50) null, "average_family_size" numeric(3,2) null, "kids_under_18_percentage" numeric(5,2) null, "senior_population_percentage" numeric(5,2) null, "private_school_enrollment_rate" numeric(5,2) null, "average_class_size" numeric(4,1) null, "teacher_student_ratio" varchar(10) null, "extracurricular_opportunities" text[] not null default '{}', "weather_rating" varchar(5) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "neighborhood" add constraint "neighborhood_name_unique" unique ("name");`);

    this.addSql(
      `create table "school" ("id" serial primary key, "name" varchar(255) not null, "slug" varchar(255) not null, "address" text not null, "city" varchar(100) not null, "zip_code" varchar(10) not null, "phone" varchar(20) null, "website" text null, "email" varchar(255) null, "description" text null, "tuition_min" int null, "tuition_max" int null, "grades" text not null, "grade_min" smallint null, "grade_max" smallint null, "school_type" text not null, "religious_affiliation" varchar(100) null, "latitude" numeric(10,8) null, "longitude" numeric(11,8) null, "features" text[] not null default '{}', "neighborhood_id" int null, "is_premium" boolean not null default false, "subscription_status" varchar(50) not null default 'free', "premium_features" jsonb null, "social_links" jsonb null, "video_urls" text[] not null default '{}', "additional_images" text[] not null default '{}', "image_url" text null, "academic_notes" text null, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "school" add constraint "school_slug_unique" unique ("slug");`);
    this.addSql(
      `alter table "school" add constraint "school_neighborhood_id_foreign" foreign key ("neighborhood_id") references "neighborhood" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "school_zip_code_idx" on "school" ("zip_code");`);
    this.addSql(`create index "school_school_type_idx" on "school" ("school_type");`);
    this.addSql(`create index "school_neighborhood_id_idx" on "school" ("neighborhood_id");`);
    // `location` search: partial words (LIKE '%…%') and typos (word similarity) on one lowercased document.
    this.addSql(
      `create index "school_location_trgm_idx" on "school" using gin ((lower("name" || ' ' || "city" || ' ' || "zip_code" || ' ' || "address")) gin_trgm_ops);`,
    );
    this.addSql(`create index "school_features_gin_idx" on "school" using gin ("features");`);
    // Tuition overlap: a range with one bound missing reads as that one bound.
    this.addSql(`create index "school_tuition_low_idx" on "school" ((coalesce("tuition_min", "tuition_max")));`);
    this.addSql(`create index "school_tuition_high_idx" on "school" ((coalesce("tuition_max", "tuition_min")));`);
    this.addSql(`create index "school_grade_min_idx" on "school" ("grade_min");`);
    this.addSql(`create index "school_grade_max_idx" on "school" ("grade_max");`);
    this.addSql(
      `create index "school_public_order_idx" on "school" ("is_premium" desc, "name", "id") where "is_active";`,
    );

    this.addSql(
      `create table "article" ("id" serial primary key, "title" varchar(255) not null, "slug" varchar(255) not null, "excerpt" text null, "content" text not null, "image_url" text null, "category" varchar(100) not null, "is_published" boolean not null default false, "author" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "article" add constraint "article_slug_unique" unique ("slug");`);
    this.addSql(
      `create index "article_public_list_idx" on "article" ("created_at" desc, "id" desc) where "is_published";`,
    );
    this.addSql(`create index "article_category_idx" on "article" ("category");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "article" cascade;`);
    this.addSql(`drop table if exists "school" cascade;`);
    this.addSql(`drop table if exists "neighborhood" cascade;`);
  }
}
