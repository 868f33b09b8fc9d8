import { Injectable } from '@nestjs/common';
import { SchoolOwnership } from '../../identity';
import { NoOwnedSchoolError } from '../domain/moderation.errors';

/**
 * The school a school admin's dashboard is about: their oldest active
 * `school_owner` link. (An owner of several schools edits the others from the
 * portal, which lists them all.)
 */
@Injectable()
export class OwnedSchool {
  constructor(private readonly ownership: SchoolOwnership) {}

  async idFor(userId: string): Promise<number> {
    const [schoolId] = await this.ownership.ownedSchoolIds(userId);
    if (schoolId === undefined) throw new NoOwnedSchoolError();
    return schoolId;
  }
}
