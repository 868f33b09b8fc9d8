import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import type { SessionUser } from '../../identity';
import { OpenHouseClosedError, RsvpNotFoundError } from '../domain/open-houses.errors';
import type { OpenHouseRsvp } from '../domain/rsvp';
import { OpenHouseAccess } from './open-house-access';
import { OpenHouseRepository } from './ports/open-house.repository';

/** The school marks a confirmed family as arrived (or undoes it) on the day. */
@Injectable()
export class CheckInRsvp {
  constructor(
    private readonly access: OpenHouseAccess,
    private readonly openHouses: OpenHouseRepository,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(
    user: SessionUser,
    schoolId: number,
    openHouseId: string,
    rsvpId: string,
    checkedIn: boolean,
    now = new Date(),
  ): Promise<OpenHouseRsvp> {
    await this.access.openHouseOf(user, schoolId, openHouseId);
    return this.unitOfWork.transaction(async () => {
      const rsvp = await this.openHouses.findRsvp(rsvpId);
      if (!rsvp || rsvp.openHouseId !== openHouseId || rsvp.erasedAt) throw new RsvpNotFoundError();
      if (rsvp.status !== 'confirmed') throw new OpenHouseClosedError('Only confirmed RSVPs can be checked in');
      rsvp.setCheckedIn(checkedIn, now);
      await this.openHouses.save(rsvp);
      return rsvp;
    });
  }
}
