import { Migration } from '@mikro-orm/migrations';

/**
 * The gazetteer (issue 35, "Near means near"): the places of the valley a family names when it
 * searches ('Centennial Hills', 'Skye Canyon'), each with a centre point, owned by the directory
 * module (`valley_place`). Seeded here with the valley's communities, cities and the directory's
 * neighborhoods; the operator adds more from the admin Data tab. Centres are rounded to about 100 m
 * (a community's commonly given centre; for Boulder City, whose centre lies a mile east of the
 * valley box of domain/las-vegas-valley.ts, the box's edge on the same latitude).
 * A write clears the cached place centres and public answers (notify_table_change).
 */
const PLACES: [name: string, latitude: number, longitude: number][] = [
  ['Aliante', 36.292, -115.168],
  ['Anthem', 35.972, -115.096],
  ['Boulder City', 35.979, -114.85],
  ['Cadence', 36.056, -114.945],
  ['Centennial Hills', 36.28, -115.265],
  ['Desert Shores', 36.203, -115.256],
  ['Downtown Las Vegas', 36.169, -115.14],
  ['Enterprise', 36.025, -115.242],
  ['Green Valley', 36.043, -115.086],
  ['Henderson', 36.04, -114.982],
  ['Inspirada', 35.956, -115.11],
  ['Lake Las Vegas', 36.102, -114.929],
  ['Las Vegas', 36.172, -115.139],
  ['Lone Mountain', 36.237, -115.27],
  ['MacDonald Highlands', 35.999, -115.049],
  ["Mountain's Edge", 36.005, -115.27],
  ['North Las Vegas', 36.199, -115.118],
  ['Northwest Las Vegas', 36.26, -115.25],
  ['Paradise', 36.097, -115.147],
  ['Peccole Ranch', 36.166, -115.279],
  ['Providence', 36.295, -115.28],
  ['Queensridge', 36.169, -115.288],
  ['Rhodes Ranch', 36.039, -115.275],
  ['Seven Hills', 35.993, -115.12],
  ['Silverado Ranch', 36.018, -115.153],
  ['Skye Canyon', 36.312, -115.304],
  ['Southern Highlands', 35.995, -115.2],
  ['Southwest Las Vegas', 36.05, -115.26],
  ['Spring Valley', 36.108, -115.245],
  ['Summerlin', 36.175, -115.305],
  ['Summerlin South', 36.13, -115.33],
  ['Sunrise Manor', 36.211, -115.073],
  ['The Lakes', 36.14, -115.266],
  ['Whitney', 36.098, -115.036],
  ['Winchester', 36.13, -115.118],
];

/** The same key as domain/valley-place.ts `placeKey` gives these names (lowercase, no apostrophe). */
const key = (name: string) => name.toLowerCase().replace(/['’]/g, '');
const text = (value: string) => `'${value.replace(/'/g, "''")}'`;

export class Migration20270105090000_valley_place extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "valley_place" ("id" serial primary key, "name" varchar(60) not null, "name_key" varchar(60) not null, "latitude" numeric(9,6) not null, "longitude" numeric(10,6) not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "valley_place" add constraint "valley_place_name_key_unique" unique ("name_key");`);
    this.addSql(
      `insert into "valley_place" ("name", "name_key", "latitude", "longitude", "created_at") values ${PLACES.map(
        ([name, latitude, longitude]) => `(${text(name)}, ${text(key(name))}, ${latitude}, ${longitude}, now())`,
      ).join(', ')};`,
    );
    this.addSql(
      `create trigger "valley_place_notify_change" after insert or update or delete or truncate on "valley_place" for each statement execute function "notify_table_change"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "valley_place" cascade;`);
  }
}
