import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { SchoolNotFoundError } from '../domain/directory.errors';
import type { School } from '../domain/school';
import { SchoolRepository } from './ports/school.repository';

/** The admin's Live/Draft switch (a draft is hidden from every public page), recorded in the audit trail. */
@Injectable()
export class SetSchoolActive {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly schools: SchoolRepository,
    private readonly audit: AuditTrail,
  ) {}

  /** Without `isActive` the status flips. */
  async execute(input: { adminId: string; schoolId: number; isActive?: boolean }): Promise<School> {
    return this.unitOfWork.transaction(async () => {
      const school = await this.schools.findByIdForUpdate(input.schoolId);
      if (!school) throw new SchoolNotFoundError();
      const switched = school.setActive(input.isActive);
      await this.schools.save(school);
      await this.audit.record({
        actorId: input.adminId,
        action: 'school.status_changed',
        targetType: 'school',
        targetId: String(school.id),
        before: { isActive: switched.before },
        after: { isActive: switched.after },
      });
      return school;
    });
  }
}
