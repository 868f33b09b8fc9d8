import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { School } from '../../directory';
import { AuditTrail, SchoolProfiles, type ProfileChanges } from '../../moderation';
import { SchoolNotFoundError } from '../domain/admin.errors';

/** An admin's writes to a school: the Live/Draft switch and the Edit form, each recorded in the audit trail. */
@Injectable()
export class AdminSchoolActions {
  constructor(
    private readonly em: EntityManager,
    private readonly profiles: SchoolProfiles,
    private readonly audit: AuditTrail,
  ) {}

  /** Sets Live/Draft; without a value it flips the current state. */
  async setActive(adminId: string, schoolId: number, isActive?: boolean): Promise<School> {
    return this.em.transactional(async (tx) => {
      const school = await tx.findOne(School, schoolId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!school) throw new SchoolNotFoundError();
      const before = school.isActive;
      school.isActive = isActive ?? !before;
      school.updatedAt = new Date();
      await tx.flush();
      await this.audit.record(tx, {
        actorId: adminId,
        action: 'school.status_changed',
        targetType: 'school',
        targetId: String(school.id),
        before: { isActive: before },
        after: { isActive: school.isActive },
      });
      return school;
    });
  }

  async update(adminId: string, schoolId: number, changes: ProfileChanges): Promise<School> {
    return this.em.transactional(async (tx) => {
      const school = await tx.findOne(School, schoolId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!school) throw new SchoolNotFoundError();
      const applied = await this.profiles.apply(tx, school, changes);
      if (Object.keys(applied.after).length) {
        await this.audit.record(tx, {
          actorId: adminId,
          action: 'school.updated',
          targetType: 'school',
          targetId: String(school.id),
          ...applied,
        });
      }
      return school;
    });
  }
}
