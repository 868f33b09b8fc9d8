import { Injectable } from '@nestjs/common';
import { NoOwnedSchoolError, NotSchoolOwnerError } from '../domain/identity.errors';
import { isAdminRole } from '../domain/role';
import type { SessionUser } from './session-user';
import { SchoolOwnerRepository, type SchoolOwnerContact } from './ports/school-owner.repository';

/**
 * The one ownership rule every school-scoped call uses: a user may act on a
 * school only through an active `school_owner` link. Admin screens use their
 * own role-guarded routes instead of bypassing this check.
 */
@Injectable()
export class SchoolOwnership {
  constructor(private readonly owners: SchoolOwnerRepository) {}

  /** Throws 403 'You do not have access to this school' unless the link exists and is active. */
  async assertOwns(userId: string, schoolId: number): Promise<void> {
    if (!Number.isInteger(schoolId) || !(await this.owners.isActiveOwner(userId, schoolId))) {
      throw new NotSchoolOwnerError();
    }
  }

  /**
   * The rule of the school-scoped screens an admin also opens for any school (leads, open houses, analytics):
   * an admin passes, anyone else must own the school (403 as `assertOwns`).
   */
  async assertOwnerOrAdmin(user: SessionUser, schoolId: number): Promise<void> {
    if (isAdminRole(user.role)) return;
    await this.assertOwns(user.id, schoolId);
  }

  owns(userId: string, schoolId: number): Promise<boolean> {
    return Number.isInteger(schoolId) ? this.owners.isActiveOwner(userId, schoolId) : Promise.resolve(false);
  }

  /** The schools the user actively owns, oldest link first (the portal lists these). */
  ownedSchoolIds(userId: string): Promise<number[]> {
    return this.owners.activeSchoolIds(userId);
  }

  /** Who actively owns the school, with name and e-mail (a claim's conflict banner, a co-owner notice). */
  activeOwners(schoolId: number): Promise<SchoolOwnerContact[]> {
    return this.owners.activeOwnerContacts(schoolId);
  }

  /**
   * The school a school admin's dashboard is about: the one asked for (`?schoolId=`, an owner of several
   * schools switches between them; 403 unless they own it), else their oldest active link. Throws 404
   * 'No school is linked to your account yet.' without one.
   */
  async dashboardSchoolId(userId: string, requested?: number): Promise<number> {
    if (requested !== undefined) {
      await this.assertOwns(userId, requested);
      return requested;
    }
    const [schoolId] = await this.owners.activeSchoolIds(userId);
    if (schoolId === undefined) throw new NoOwnedSchoolError();
    return schoolId;
  }
}
