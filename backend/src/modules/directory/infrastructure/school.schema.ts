import { ArrayType, DecimalType, EntitySchema, type EventArgs } from '@mikro-orm/core';
import { School } from '../domain/school';

const textList = { type: ArrayType, columnType: 'text[]', default: '{}' } as const;

/**
 * The expression searched by `location` (DECISIONS.md): name, city, ZIP and
 * address in one lowercased text, indexed with pg_trgm so partial words (LIKE)
 * and small typos (word similarity) both use the index. The read adapter must
 * repeat it verbatim for the planner to pick the index.
 */
export function schoolLocationDocument(alias?: string): string {
  const column = (name: string) => (alias ? `"${alias}"."${name}"` : `"${name}"`);
  return `lower(${['name', 'city', 'zip_code', 'address'].map(column).join(` || ' ' || `)})`;
}

function syncGradeSpan({ entity }: EventArgs<School>): void {
  entity.setGrades(entity.grades);
}

export const SchoolSchema = new EntitySchema<School>({
  class: School,
  tableName: 'school',
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 255 },
    slug: { type: 'string', length: 255, unique: 'school_slug_unique' },
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
    subscriptionStatus: { type: 'string', length: 50, default: 'free' },
    premiumFeatures: { type: 'json', nullable: true },
    socialLinks: { type: 'json', nullable: true },
    videoUrls: textList,
    additionalImages: textList,
    imageUrl: { type: 'text', nullable: true },
    academicNotes: { type: 'text', nullable: true },
    isActive: { type: 'boolean', default: true },
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
    // A school's tuition range with a missing bound reads as the other bound (DECISIONS.md: tuition overlap).
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
  ],
});
