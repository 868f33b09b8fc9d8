import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import type { School } from '../domain/school';
import type { ProfileChanges } from '../domain/school-profile';
import { SchoolProfileEditor } from './school-profile-editor';

/**
 * A direct edit of a listing's facts, applied at once: the admin's Edit form,
 * and the part of an owner's edit that goes live without review (moderation's
 * `SubmitOwnerEdit`, docs/product.md "Edits and moderation"). Recorded as
 * `school.updated` when anything changed.
 */
@Injectable()
export class UpdateSchoolFacts {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly editor: SchoolProfileEditor,
    private readonly audit: AuditTrail,
  ) {}

  /**
   * `as` says whose facts they then are on the school page: 'school' for the school's owner (their live
   * edit, a correction they accepted, a cost schedule they published), 'team' for an operator.
   */
  async execute(input: {
    actorId: string;
    schoolId: number;
    facts: ProfileChanges;
    as: 'school' | 'team';
  }): Promise<School> {
    return this.unitOfWork.transaction(async () => {
      const { school, applied } = await this.editor.apply(input.schoolId, input.facts, { source: input.as });
      if (Object.keys(applied.after).length) {
        await this.audit.record({
          actorId: input.actorId,
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
