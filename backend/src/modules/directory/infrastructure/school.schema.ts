import { ArrayType, DecimalType, EntitySchema, type EntityClass, type EventArgs } from '@mikro-orm/core';
import { School } from '../domain/school';

const textList = { type: ArrayType, columnType: 'text[]', default: '{}' } as const;

/**
 * The expression searched by `location` (docs/product.md "Search"): name, city, ZIP and
 * address in one lowercased text, indexed with pg_trgm so partial words (LIKE)
 * and small typos (word similarity) both use the index. The read adapter must
 * repeat it verbatim for the planner to pick the index.
 */
export function schoolLocationDocument(alias?: string): string {
  const column = (name: string) => (alias ? `"${alias}"."${name}"` : `"${name}"`);
  return `lower(${['name', 'city', 'zip_code', 'address'].map(column).join(` || ' ' || `)})`;
}

/**
 * A school's pin as a point on the unit sphere (x, y, z), stored by PostgreSQL
 * in the generated column `geo_point` (type `cube`) and indexed with GiST:
 * radius filters (`cube_enlarge(centre, chord, 3) @> geo_point`) and the
 * nearest-first order (`geo_point <-> centre`, the straight-line distance
 * through the sphere, which orders exactly as the great-circle one). Stored
 * rather than computed per query because the numeric-to-float conversions and
 * trigonometry cost microseconds per row, which a 5-mile radius at 100,000
 * schools multiplies into tens of milliseconds. Written in PostgreSQL's own
 * normalised form so the ORM's schema comparison finds no difference.
 */
export const SCHOOL_GEO_POINT_EXPRESSION =
  'CASE WHEN ((latitude IS NOT NULL) AND (longitude IS NOT NULL)) THEN cube(ARRAY[(cos(radians((latitude)::double precision)) * cos(radians((longitude)::double precision))), (cos(radians((latitude)::double precision)) * sin(radians((longitude)::double precision))), sin(radians((latitude)::double precision))]) ELSE NULL::cube END';

/** Columns the database derives for the public reads; never written by the application. */
interface SchoolReadColumns {
  /** `geo_point`: see SCHOOL_GEO_POINT_EXPRESSION. Lazy, so loading a School never selects it. */
  geoPoint?: string | null;
  /**
   * `facts_changed_at`: when tuition or grade openings last changed, set by the
   * trigger `school_facts_changed` (migration alerts) whichever use case wrote
   * them (owner edit, admin, import). Saved-search alerts read it. Lazy: never loaded.
   */
  factsChangedAt?: Date | null;
}

function syncGradeSpan({ entity }: EventArgs<School>): void {
  entity.setGrades(entity.grades);
  entity.syncAdmissions();
}

export const SchoolSchema = new EntitySchema<School & SchoolReadColumns>({
  // The domain class has no geoPoint: the column exists for the search's indexes only.
  class: School as EntityClass<School & SchoolReadColumns>,
  tableName: 'school',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 255 },
    slug: { type: 'string', length: 255, unique: 'school_slug_unique' },
    externalId: { type: 'string', length: 64, nullable: true, unique: 'school_external_id_unique' },
    address: { type: 'text' },
    city: { type: 'string', length: 100 },
    zipCode: { type: 'string', length: 10, index: 'school_zip_code_idx' },
    phone: { type: 'string', length: 20, nullable: true },
    website: { type: 'text', nullable: true },
    email: { type: 'string', length: 255, nullable: true },
    description: { type: 'text', nullable: true },
    tuitionMin: { type: 'integer', nullable: true },
    tuitionMax: { type: 'integer', nullable: true },
    grades: { type: 'text' },
    gradeMin: { type: 'smallint', nullable: true },
    gradeMax: { type: 'smallint', nullable: true },
    schoolType: { type: 'text', index: 'school_school_type_idx' },
    religiousAffiliation: { type: 'string', length: 100, nullable: true },
    latitude: { type: new DecimalType('number'), precision: 10, scale: 8, nullable: true },
    longitude: { type: new DecimalType('number'), precision: 11, scale: 8, nullable: true },
    features: textList,
    neighborhoodId: {
      kind: 'm:1',
      // by name: the neighborhoods module owns that mapping; the domain keeps only the id
      entity: 'Neighborhood',
      mapToPk: true,
      fieldName: 'neighborhood_id',
      nullable: true,
      deleteRule: 'set null',
      updateRule: 'cascade',
      index: 'school_neighborhood_id_idx',
    },
    isPremium: { type: 'boolean', default: false },
    isExample: { type: 'boolean', default: false },
    subscriptionStatus: { type: 'string', length: 50, default: 'free' },
    premiumFeatures: { type: 'json', nullable: true },
    socialLinks: { type: 'json', nullable: true },
    videoUrls: textList,
    additionalImages: textList,
    imageUrl: { type: 'text', nullable: true },
    academicNotes: { type: 'text', nullable: true },
    isActive: { type: 'boolean', default: true },
    archivedAt: { type: 'datetime', nullable: true },
    // Admissions facts (issue 20): small lists the school owns, as JSONB (validated by the DTOs, kept
    // canonical by the domain); the two filters read the derived columns beside them, which are indexed.
    applicationDeadlines: { type: 'json', columnType: 'jsonb', default: '[]' },
    financialAidProvider: { type: 'string', length: 200, nullable: true },
    financialAidDeadline: { type: 'string', columnType: 'date', nullable: true },
    gradeOpenings: { type: 'json', columnType: 'jsonb', default: '{}' },
    // null: not reported by the school (issue 35), false: the school said it does not accept it.
    acceptsOpportunityScholarship: { type: 'boolean', nullable: true },
    // Issue 44: the school's own figures, the survey's (with its year) and where each fact comes from.
    enrollment: { type: 'integer', nullable: true },
    teachersFte: { type: new DecimalType('number'), precision: 6, scale: 1, nullable: true },
    ncesProfile: { type: 'json', columnType: 'jsonb', nullable: true },
    factSources: { type: 'json', columnType: 'jsonb', default: '{}' },
    openGrades: { type: new ArrayType((item) => Number(item)), columnType: 'smallint[]', default: '{}' },
    latestDeadline: { type: 'string', columnType: 'date', nullable: true },
    geoPoint: {
      type: 'string',
      columnType: 'cube',
      nullable: true,
      lazy: true,
      hidden: true,
      generated: `(${SCHOOL_GEO_POINT_EXPRESSION}) stored`,
    },
    factsChangedAt: { type: 'datetime', nullable: true, lazy: true, hidden: true },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
    updatedAt: { type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
  // Whoever writes `grades` (even by plain assignment), the stored span follows it.
  hooks: {
    beforeCreate: [syncGradeSpan],
    beforeUpdate: [syncGradeSpan],
  },
  indexes: [
    {
      name: 'school_location_trgm_idx',
      expression: `create index "school_location_trgm_idx" on "school" using gin ((${schoolLocationDocument()}) gin_trgm_ops)`,
    },
    {
      name: 'school_features_gin_idx',
      expression: 'create index "school_features_gin_idx" on "school" using gin ("features")',
    },
    // A school's tuition range with a missing bound reads as the other bound (docs/product.md "Search": tuition overlap).
    {
      name: 'school_tuition_low_idx',
      expression: 'create index "school_tuition_low_idx" on "school" ((coalesce("tuition_min", "tuition_max")))',
    },
    {
      name: 'school_tuition_high_idx',
      expression: 'create index "school_tuition_high_idx" on "school" ((coalesce("tuition_max", "tuition_min")))',
    },
    { name: 'school_grade_min_idx', properties: ['gradeMin'] },
    { name: 'school_grade_max_idx', properties: ['gradeMax'] },
    // The default public order (premium first, then name, then id) over active schools.
    {
      name: 'school_public_order_idx',
      expression:
        'create index "school_public_order_idx" on "school" ("is_premium" desc, "name", "id") where "is_active"',
    },
    // Near me (migration school_geo): radius filters (cube_enlarge … @>) and the nearest-first order (<->).
    {
      name: 'school_geo_point_idx',
      expression: 'create index "school_geo_point_idx" on "school" using gist ("geo_point")',
    },
    // A search's count inside a circle with a filter on another table ('Rated 4 and up' near me, a grade's
    // tuition with assistance): the circle's active schools by index-only scan, with the columns those filters
    // read on the school itself (Migration20270211090000, Migration20270212110000, docs/performance.md).
    {
      name: 'school_geo_active_idx',
      expression:
        'create index "school_geo_active_idx" on "school" using gist ("geo_point") include ("id", "grade_min", "grade_max", "tuition_min", "tuition_max", "financial_aid_provider") where "is_active"',
    },
    // The other list orders, each ending with name and id, over active schools.
    {
      name: 'school_tuition_asc_order_idx',
      expression:
        'create index "school_tuition_asc_order_idx" on "school" ((coalesce("tuition_min", "tuition_max")) asc nulls last, "name", "id") where "is_active"',
    },
    {
      name: 'school_tuition_desc_order_idx',
      expression:
        'create index "school_tuition_desc_order_idx" on "school" ((coalesce("tuition_max", "tuition_min")) desc nulls last, "name", "id") where "is_active"',
    },
    {
      name: 'school_name_order_idx',
      expression: 'create index "school_name_order_idx" on "school" ("name", "id") where "is_active"',
    },
    // A neighborhood's live count of active schools (neighborhoods module, on every school and neighborhood
    // page): an index-only scan of a few thousand entries instead of reading every school of the neighborhood.
    {
      name: 'school_active_neighborhood_idx',
      expression: 'create index "school_active_neighborhood_idx" on "school" ("neighborhood_id") where "is_active"',
    },
    // A city's centre (a place typed as `near`) is the mean of its pinned schools: an index-only scan.
    {
      name: 'school_city_point_idx',
      expression:
        'create index "school_city_point_idx" on "school" ((lower("city"))) include ("city", "latitude", "longitude") where "is_active" and "latitude" is not null and "longitude" is not null',
    },
    { name: 'school_religious_affiliation_idx', properties: ['religiousAffiliation'] },
    // Admissions filters (issue 20): 'Has openings for {grade}', 'Deadline not passed', 'Accepts Opportunity Scholarship'.
    {
      name: 'school_open_grades_gin_idx',
      expression: 'create index "school_open_grades_gin_idx" on "school" using gin ("open_grades")',
    },
    {
      name: 'school_latest_deadline_idx',
      expression:
        'create index "school_latest_deadline_idx" on "school" ("latest_deadline") where "is_active" and "latest_deadline" is not null',
    },
    // One school type's page in the default public order (ids by an index-only walk, issue 22).
    {
      name: 'school_type_public_order_idx',
      expression:
        'create index "school_type_public_order_idx" on "school" ("school_type", "is_premium" desc, "name", "id") where "is_active"',
    },
    {
      name: 'school_opportunity_scholarship_idx',
      expression:
        'create index "school_opportunity_scholarship_idx" on "school" ("is_premium" desc, "name", "id") where "is_active" and "accepts_opportunity_scholarship"',
    },
    // Saved-search alerts: schools listed, or whose tuition or openings changed, since a digest.
    {
      name: 'school_created_at_idx',
      expression: 'create index "school_created_at_idx" on "school" ("created_at") where "is_active"',
    },
    {
      name: 'school_facts_changed_at_idx',
      expression:
        'create index "school_facts_changed_at_idx" on "school" ("facts_changed_at") where "is_active" and "facts_changed_at" is not null',
    },
  ],
});
