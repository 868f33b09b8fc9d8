import { Migration } from '@mikro-orm/migrations';

/** A pin on the unit sphere (x, y, z); null without a pin (school.schema.ts SCHOOL_GEO_POINT_EXPRESSION). */
const GEO_POINT =
  'CASE WHEN ((latitude IS NOT NULL) AND (longitude IS NOT NULL)) THEN cube(ARRAY[(cos(radians((latitude)::double precision)) * cos(radians((longitude)::double precision))), (cos(radians((latitude)::double precision)) * sin(radians((longitude)::double precision))), sin(radians((latitude)::double precision))]) ELSE NULL::cube END';

/**
 * Near me, sort orders and the extra filters of the directory (issue 19;
 * docs/performance.md "History"). With `cube` (PostgreSQL contrib), each
 * school's pin is stored as a point on the unit sphere in the generated column
 * `geo_point`; a GiST index on it answers radius filters (box containment,
 * then the exact chord) and the nearest-first order (`<->`). B-tree indexes
 * serve the tuition and name orders and a city's centre; one serves the
 * affiliation filter.
 */
export class Migration20261201130000_school_geo extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists cube;`);
    this.addSql(`alter table "school" add column "geo_point" cube generated always as (${GEO_POINT}) stored;`);
    this.addSql(`create index "school_geo_point_idx" on "school" using gist ("geo_point");`);
    this.addSql(
      `create index "school_tuition_asc_order_idx" on "school" ((coalesce("tuition_min", "tuition_max")) asc nulls last, "name", "id") where "is_active";`,
    );
    this.addSql(
      `create index "school_tuition_desc_order_idx" on "school" ((coalesce("tuition_max", "tuition_min")) desc nulls last, "name", "id") where "is_active";`,
    );
    this.addSql(`create index "school_name_order_idx" on "school" ("name", "id") where "is_active";`);
    this.addSql(
      `create index "school_city_point_idx" on "school" ((lower("city"))) include ("city", "latitude", "longitude") where "is_active" and "latitude" is not null and "longitude" is not null;`,
    );
    this.addSql(`create index "school_religious_affiliation_idx" on "school" ("religious_affiliation");`);
  }

  override async down(): Promise<void> {
    for (const index of [
      'school_religious_affiliation_idx',
      'school_city_point_idx',
      'school_name_order_idx',
      'school_tuition_desc_order_idx',
      'school_tuition_asc_order_idx',
      'school_geo_point_idx',
    ])
      this.addSql(`drop index if exists "${index}";`);
    this.addSql(`alter table "school" drop column if exists "geo_point";`);
    // The extension stays: other objects may have come to rely on it.
  }
}
