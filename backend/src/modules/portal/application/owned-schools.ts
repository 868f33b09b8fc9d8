import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { School } from '../../directory';
import { SchoolOwnership } from '../../identity';
import { AuditTrail, NoOwnedSchoolError, OwnedSchool, SchoolProfiles, type ProfileChanges } from '../../moderation';

/**
 * The owner's side of a school: the schools they actively own, and the
 * portal's direct edit (DECISIONS.md: applied at once, ownership checked,
 * recorded in the audit trail).
 */
@Injectable()
export class OwnedSchools {
  constructor(
    private readonly em: EntityManager,
    private readonly ownership: SchoolOwnership,
    private readonly ownedSchool: OwnedSchool,
    private readonly profiles: SchoolProfiles,
    private readonly audit: AuditTrail,
  ) {}

  /** Active links only, oldest link first. */
  async list(userId: string): Promise<School[]> {
    const ids = await this.ownership.ownedSchoolIds(userId);
    if (!ids.length) return [];
    const schools = await this.em.find(School, { id: { $in: ids } });
    const byId = new Map(schools.map((school) => [school.id, school]));
    return ids.map((id) => byId.get(id)).filter((school): school is School => !!school);
  }

  /** The school dashboard's school. */
  async mine(userId: string): Promise<School> {
    const school = await this.em.findOne(School, await this.ownedSchool.idFor(userId));
    if (!school) throw new NoOwnedSchoolError();
    return school;
  }

  async update(userId: string, schoolId: number, changes: ProfileChanges): Promise<School> {
    await this.ownership.assertOwns(userId, schoolId);
    return this.em.transactional(async (tx) => {
      const school = await tx.findOne(School, schoolId);
      if (!school) throw new NoOwnedSchoolError();
      const applied = await this.profiles.apply(tx, school, changes);
      if (Object.keys(applied.after).length) {
        await this.audit.record(tx, {
          actorId: userId,
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
