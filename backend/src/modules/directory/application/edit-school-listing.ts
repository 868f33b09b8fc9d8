import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import type { School } from '../domain/school';
import type { ProfileChanges } from '../domain/school-profile';
import { SchoolRepository } from './ports/school.repository';
import { SchoolProfileEditor } from './school-profile-editor';

/** The listing fields outside the owner-editable profile. */
export interface ListingExtras {
  neighborhoodId?: number | null;
  imageUrl?: string | null;
}

/**
 * The admin's school Edit form: the profile (a new name moves the slug and the
 * old one keeps redirecting, see SchoolProfileEditor) plus the hero image and
 * the neighborhood, in one transaction, recorded as `school.updated`.
 */
@Injectable()
export class EditSchoolListing {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly editor: SchoolProfileEditor,
    private readonly schools: SchoolRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: {
    adminId: string;
    schoolId: number;
    facts: ProfileChanges;
    extras: ListingExtras;
  }): Promise<School> {
    return this.unitOfWork.transaction(async () => {
      const { school, applied } = await this.editor.apply(input.schoolId, input.facts, { source: 'team' });
      const extras: Record<string, unknown> = {};
      const { neighborhoodId, imageUrl } = input.extras;
      if (neighborhoodId !== undefined && neighborhoodId !== school.neighborhoodId)
        extras.neighborhoodId = neighborhoodId;
      const image = imageUrl === undefined ? undefined : imageUrl?.trim() || null;
      if (image !== undefined && image !== school.imageUrl) extras.imageUrl = image;
      for (const key of Object.keys(extras)) applied.before[key] = school[key as keyof ListingExtras];
      if (Object.keys(extras).length) {
        school.update(extras);
        school.updatedAt = new Date();
        await this.schools.save(school);
        Object.assign(applied.after, extras);
      }
      if (Object.keys(applied.after).length) {
        await this.audit.record({
          actorId: input.adminId,
          action: 'school.updated',
          targetType: 'school',
          targetId: String(school.id),
          before: applied.before,
          after: applied.after,
        });
      }
      return school;
    });
  }
}
