import { Injectable } from '@nestjs/common';
import type { OpenHouse } from '../domain/open-house';
import { OpenHouseMails, type SchoolNaming } from './open-house-mails';
import { OpenHouseRepository } from './ports/open-house.repository';

/**
 * Freed seats go to the waitlist in the order families joined: each
 * waitlisted RSVP whose party fits the seats left is confirmed and mailed a
 * confirmation with its calendar invite (a party too large for what is left
 * keeps its place, and a smaller one behind it may go first). Runs inside the
 * caller's transaction, with the open house locked.
 */
@Injectable()
export class PromoteWaitlist {
  constructor(
    private readonly openHouses: OpenHouseRepository,
    private readonly mails: OpenHouseMails,
  ) {}

  async execute(openHouse: OpenHouse, school: SchoolNaming, now: Date): Promise<number> {
    if (openHouse.status !== 'scheduled' || openHouse.hasStarted(now) || !openHouse.seatsLeft()) return 0;
    let promoted = 0;
    for (const rsvp of await this.openHouses.waitlist(openHouse.id)) {
      if (!openHouse.fits(rsvp.partySize)) continue;
      openHouse.book(rsvp.partySize, now);
      rsvp.promote(now);
      await this.openHouses.save(rsvp);
      await this.mails.confirmed(openHouse, school, rsvp, true);
      promoted += 1;
      if (!openHouse.seatsLeft()) break;
    }
    if (promoted) await this.openHouses.save(openHouse);
    return promoted;
  }
}
