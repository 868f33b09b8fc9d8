import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { UnitOfWork } from '../../../shared/database';
import { SchoolLookup } from '../../directory';
import type { OpenHouse } from '../domain/open-house';
import { InvalidRsvpTokenError, OpenHouseClosedError } from '../domain/open-houses.errors';
import type { OpenHouseRsvp } from '../domain/rsvp';
import { verifyRsvpToken } from '../domain/rsvp-token';
import { OpenHouseMails } from './open-house-mails';
import { OpenHouseRepository } from './ports/open-house.repository';
import { PromoteWaitlist } from './promote-waitlist';

/**
 * A family cancels by the link in their mail (a signed token, no account).
 * With the open house locked: the RSVP is cancelled, its seats are freed and
 * offered to the waitlist in order (PromoteWaitlist), and the family gets a
 * mail whose invite.ics removes the calendar entry. Cancelling twice is fine.
 */
@Injectable()
export class CancelRsvp {
  constructor(
    private readonly openHouses: OpenHouseRepository,
    private readonly schools: SchoolLookup,
    private readonly mails: OpenHouseMails,
    private readonly promote: PromoteWaitlist,
    private readonly unitOfWork: UnitOfWork,
    private readonly config: AppConfig,
  ) {}

  /** The RSVP and its open house a token names (for the cancel page). */
  async find(token: string): Promise<{ rsvp: OpenHouseRsvp; openHouse: OpenHouse }> {
    const rsvpId = verifyRsvpToken(token, this.config.openHouses.tokenSecret);
    const rsvp = rsvpId ? await this.openHouses.findRsvp(rsvpId) : null;
    const openHouse = rsvp && !rsvp.erasedAt ? await this.openHouses.findById(rsvp.openHouseId) : null;
    if (!rsvp || !openHouse) throw new InvalidRsvpTokenError();
    return { rsvp, openHouse };
  }

  async execute(token: string, now = new Date()): Promise<{ rsvp: OpenHouseRsvp; openHouse: OpenHouse }> {
    const { rsvp: found } = await this.find(token);
    return this.unitOfWork.transaction(async () => {
      const openHouse = (await this.openHouses.findByIdForUpdate(found.openHouseId))!;
      const rsvp = (await this.openHouses.findRsvp(found.id))!;
      if (rsvp.status === 'cancelled' || openHouse.status === 'cancelled') return { rsvp, openHouse };
      if (openHouse.hasStarted(now)) throw new OpenHouseClosedError('This open house has already started');
      const heldSeats = rsvp.holdsSeats();
      rsvp.cancel(now);
      await this.openHouses.save(rsvp);
      const school = await this.schools.byId(openHouse.schoolId);
      if (heldSeats) {
        openHouse.release(rsvp.partySize, now);
        await this.openHouses.save(openHouse);
        if (school) await this.promote.execute(openHouse, school, now);
      }
      if (school) await this.mails.rsvpCancelled(openHouse, school, rsvp);
      return { rsvp, openHouse };
    });
  }
}
