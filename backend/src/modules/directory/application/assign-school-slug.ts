import { Injectable } from '@nestjs/common';
import type { School } from '../domain/school';
import { schoolSlugBase, uniqueSchoolSlug } from '../domain/school-slug';
import { SchoolSlugs } from './ports/school-slugs';

/**
 * Keeps a school's slug derived from its name and unique (docs/product.md "Pages and addresses"): call
 * it before saving a new school or one whose name may have changed. A slug that
 * already belongs to the current name ("st-jude" or "st-jude-2") is kept, so
 * re-saving never moves a school's address.
 */
@Injectable()
export class AssignSchoolSlug {
  constructor(private readonly slugs: SchoolSlugs) {}

  async execute(school: School): Promise<string> {
    const base = schoolSlugBase(school.name);
    const taken = await this.slugs.takenLike(base, school.id);
    const ownsCurrent =
      !!school.slug && (school.slug === base || new RegExp(`^${escapeRegExp(base)}-\\d+$`).test(school.slug));
    if (!ownsCurrent || taken.includes(school.slug)) school.slug = uniqueSchoolSlug(school.name, taken);
    return school.slug;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
