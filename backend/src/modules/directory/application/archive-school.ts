import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { SchoolNotFoundError } from '../domain/directory.errors';
import type { School } from '../domain/school';
import { SchoolRepository } from './ports/school.repository';

/**
 * Retires a listing (issue 16): hidden from every public page, kept with its
 * owners, subscription, leads and history (there is no hard delete). Recorded
 * as `school.archived`; archiving an archived school changes nothing.
 */
@Injectable()
export class ArchiveSchool {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly schools: SchoolRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { adminId: string; schoolId: number }): Promise<School> {
    return this.unitOfWork.transaction(async () => {
      const school = await this.schools.findByIdForUpdate(input.schoolId);
      if (!school) throw new SchoolNotFoundError();
      const { wasActive, changed } = school.archive();
      if (!changed) return school;
      await this.schools.save(school);
      await this.audit.record({
        actorId: input.adminId,
        action: 'school.archived',
        targetType: 'school',
        targetId: String(school.id),
        before: { isActive: wasActive, archivedAt: null },
        after: { isActive: false, archivedAt: school.archivedAt },
      });
      return school;
    });
  }
}
