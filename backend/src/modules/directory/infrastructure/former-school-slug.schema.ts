import { EntitySchema } from '@mikro-orm/core';
import { FormerSchoolSlug } from '../domain/former-school-slug';

/** `school_slug_history`: written only through `SchoolSlugs.rememberFormer` (in the rename's transaction). */
export const FormerSchoolSlugSchema = new EntitySchema<FormerSchoolSlug>({
  class: FormerSchoolSlug,
  tableName: 'school_slug_history',
  properties: {
    slug: { type: 'string', length: 255, primary: true },
    schoolId: {
      kind: 'm:1',
      entity: 'School',
      mapToPk: true,
      fieldName: 'school_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
      index: 'school_slug_history_school_id_idx',
    },
    createdAt: { type: 'datetime', onCreate: () => new Date() },
  },
});
