import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { AssignSchoolSlug, School } from '../../directory';
import {
  LIST_FIELDS,
  SCALAR_FIELDS,
  applyProfileChanges,
  assertConsistentProfile,
  diffProfile,
  type ProfileChanges,
  type SchoolProfile,
} from '../domain/school-profile';
import { SchoolNameTakenError } from '../domain/moderation.errors';

export interface AppliedProfile {
  /** The changed fields as they were, and as they are now (for the audit trail). */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Reads and writes the owner-editable part of a school. Writing goes through
 * the directory's own rules: `School.update` keeps the grade span in sync with
 * `grades`, and a new name gets the first free slug of the directory's slug rule.
 * Used by the portal's direct edit, an approved profile change and the admin edit.
 */
@Injectable()
export class SchoolProfiles {
  constructor(private readonly assignSlug: AssignSchoolSlug) {}

  snapshot(school: School): SchoolProfile {
    return {
      name: school.name,
      schoolType: school.schoolType,
      grades: school.grades,
      address: school.address,
      city: school.city,
      zipCode: school.zipCode,
      phone: school.phone,
      email: school.email,
      website: school.website,
      description: school.description,
      religiousAffiliation: school.religiousAffiliation,
      tuitionMin: school.tuitionMin,
      tuitionMax: school.tuitionMax,
      latitude: school.latitude === null ? null : Number(school.latitude),
      longitude: school.longitude === null ? null : Number(school.longitude),
      academicNotes: school.academicNotes,
      features: [...(school.features ?? [])],
      videoUrls: [...(school.videoUrls ?? [])],
      additionalImages: [...(school.additionalImages ?? [])],
      socialLinks: school.socialLinks ? { ...school.socialLinks } : null,
    };
  }

  /** Only the proposed fields that differ from the school as it is now (checked as a whole once applied). */
  diff(school: School, proposed: ProfileChanges): ProfileChanges {
    const live = this.snapshot(school);
    const changes = diffProfile(live, proposed);
    assertConsistentProfile(applyProfileChanges(live, changes));
    return changes;
  }

  /**
   * Applies the changes to the (managed) school inside the caller's
   * transaction and flushes, so a slug clash surfaces here.
   */
  async apply(em: EntityManager, school: School, proposed: ProfileChanges): Promise<AppliedProfile> {
    const live = this.snapshot(school);
    const changes = diffProfile(live, proposed);
    const next = applyProfileChanges(live, changes);
    assertConsistentProfile(next);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const changed = [...SCALAR_FIELDS, ...LIST_FIELDS, 'socialLinks' as const].filter((field) => field in changes);
    for (const field of changed) {
      before[field] = live[field];
      after[field] = next[field];
    }
    if (!changed.length) return { before, after };

    const update: Partial<SchoolProfile> = {};
    for (const field of changed) (update as Record<string, unknown>)[field] = next[field];
    school.update(update);
    if ('name' in changes) {
      const previousSlug = school.slug;
      await this.assignSlug.execute(school);
      if (school.slug !== previousSlug) {
        before.slug = previousSlug;
        after.slug = school.slug;
      }
    }
    school.updatedAt = new Date();
    try {
      await em.flush();
    } catch (error) {
      // Two schools renamed to the same name at the same moment: the unique slug index decides.
      if (error instanceof UniqueConstraintViolationException) throw new SchoolNameTakenError();
      throw error;
    }
    return { before, after };
  }
}
