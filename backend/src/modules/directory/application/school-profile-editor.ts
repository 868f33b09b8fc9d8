import { Injectable } from '@nestjs/common';
import { SchoolNotFoundError } from '../domain/directory.errors';
import type { AppliedProfile, FactWriter, School } from '../domain/school';
import type { ProfileChanges } from '../domain/school-profile';
import { AssignSchoolSlug } from './assign-school-slug';
import { SchoolRepository } from './ports/school.repository';
import { SchoolSlugs } from './ports/school-slugs';

/**
 * The write every profile edit shares (an approved change, an admin's or an
 * owner's direct edit): the school row locked, the change applied through
 * `School.applyProfileChanges`, the slug following a new name (the old one
 * remembered so its links redirect), saved. Runs in
 * the caller's transaction; the use cases around it record the audit entry.
 */
@Injectable()
export class SchoolProfileEditor {
  constructor(
    private readonly schools: SchoolRepository,
    private readonly assignSlug: AssignSchoolSlug,
    private readonly slugs: SchoolSlugs,
  ) {}

  /** `writer` is who the changed facts are then from (fact-provenance.ts). */
  async apply(
    schoolId: number,
    changes: ProfileChanges,
    writer: FactWriter,
  ): Promise<{ school: School; applied: AppliedProfile }> {
    const school = await this.schools.findByIdForUpdate(schoolId);
    if (!school) throw new SchoolNotFoundError();
    const applied = school.applyProfileChanges(changes, writer);
    if (!Object.keys(applied.after).length) return { school, applied };
    if (applied.renamed) {
      const previousSlug = school.slug;
      await this.assignSlug.execute(school);
      if (school.slug !== previousSlug) {
        applied.before.slug = previousSlug;
        applied.after.slug = school.slug;
      }
    }
    await this.schools.save(school);
    // The old address keeps working: it answers 301 to the new one (page and API).
    if (applied.after.slug) await this.slugs.rememberFormer(school.id, String(applied.before.slug), school.slug);
    return { school, applied };
  }
}
