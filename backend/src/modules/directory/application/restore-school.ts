import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { SchoolNotFoundError } from '../domain/directory.errors';
import type { School } from '../domain/school';
import { SchoolRepository } from './ports/school.repository';

/** Brings an archived listing back as a Draft (`school.restored`); the Live switch then publishes it. */
@Injectable()
export class RestoreSchool {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly schools: SchoolRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { adminId: string; schoolId: number }): Promise<School> {
    return this.unitOfWork.transaction(async () => {
      const school = await this.schools.findByIdForUpdate(input.schoolId);
      if (!school) throw new SchoolNotFoundError();
      const archivedAt = school.archivedAt;
      if (!school.restore()) return school;
      await this.schools.save(school);
      await this.audit.record({
        actorId: input.adminId,
        action: 'school.restored',
        targetType: 'school',
        targetId: String(school.id),
        before: { archivedAt },
        after: { archivedAt: null, isActive: school.isActive },
      });
      return school;
    });
  }
}
