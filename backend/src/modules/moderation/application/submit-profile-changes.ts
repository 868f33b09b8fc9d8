import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { School } from '../../directory';
import { NothingToSubmitError, NoOwnedSchoolError } from '../domain/moderation.errors';
import { PendingSchoolChange } from '../domain/pending-school-change';
import { hasChanges, type ProfileChanges } from '../domain/school-profile';
import { AuditTrail } from './audit-trail';
import { SchoolProfiles } from './school-profiles';
import { OwnedSchool } from './owned-school';

/**
 * A school admin proposes profile changes (spec 001 §4-5). Only the fields that
 * differ from the live record are stored, so the reviewer sees exactly what
 * would change; nothing on the school changes until an admin approves.
 */
@Injectable()
export class SubmitProfileChanges {
  constructor(
    private readonly em: EntityManager,
    private readonly ownedSchool: OwnedSchool,
    private readonly profiles: SchoolProfiles,
    private readonly audit: AuditTrail,
  ) {}

  async execute(userId: string, proposed: ProfileChanges): Promise<PendingSchoolChange> {
    const schoolId = await this.ownedSchool.idFor(userId);
    return this.em.transactional(async (tx) => {
      const school = await tx.findOne(School, schoolId);
      if (!school) throw new NoOwnedSchoolError();
      const changes = this.profiles.diff(school, proposed);
      if (!hasChanges(changes)) throw new NothingToSubmitError();
      const change = PendingSchoolChange.profileUpdate(schoolId, userId, changes);
      tx.persist(change);
      await tx.flush();
      await this.audit.record(tx, {
        actorId: userId,
        action: 'change.submitted',
        targetType: 'pending_school_change',
        targetId: String(change.id),
        after: { schoolId, changeType: change.changeType, changeData: changes },
      });
      return change;
    });
  }
}
