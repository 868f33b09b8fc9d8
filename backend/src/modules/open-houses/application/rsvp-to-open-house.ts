import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { SchoolLookup } from '../../directory';
import { RecordOpenHouseLead } from '../../leads';
import { OpenHouseFullError, OpenHouseNotFoundError, AlreadyRsvpedError } from '../domain/open-houses.errors';
import { gradeSpanLabel } from '../domain/open-house-grades';
import { describeLocalTime } from '../domain/open-house-time';
import { OpenHouseRsvp, type RsvpInput } from '../domain/rsvp';
import { OpenHouseMails } from './open-house-mails';
import { OpenHouseRepository } from './ports/open-house.repository';

export interface RsvpRequest extends RsvpInput {
  /** After 'This open house is full': put the family on the waitlist instead. */
  joinWaitlist?: boolean;
}

/**
 * A family's RSVP, without an account. In one transaction, with the open
 * house's row locked (so 20 families at once for 5 seats book exactly 5): the
 * seats are taken or 'This open house is full' (409) is answered, or, when the
 * family asked for it, they join the waitlist; the confirmation mail (with
 * invite.ics and the cancel link) is queued, and the RSVP is recorded as a
 * lead in the school's inbox.
 */
@Injectable()
export class RsvpToOpenHouse {
  constructor(
    private readonly openHouses: OpenHouseRepository,
    private readonly schools: SchoolLookup,
    private readonly leads: RecordOpenHouseLead,
    private readonly mails: OpenHouseMails,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(openHouseId: string, input: RsvpRequest, now = new Date()): Promise<OpenHouseRsvp> {
    const found = await this.openHouses.findById(openHouseId);
    const school = found && (await this.schools.byId(found.schoolId));
    if (!found || !school || !school.isActive || !school.isPremium) throw new OpenHouseNotFoundError();
    const notify = await this.leads.recipientsFor(school);

    return this.unitOfWork.transaction(async () => {
      const openHouse = await this.openHouses.findByIdForUpdate(openHouseId);
      if (!openHouse) throw new OpenHouseNotFoundError();
      openHouse.assertOpen(now);
      if (await this.openHouses.activeRsvpByEmail(openHouse.id, input.email)) throw new AlreadyRsvpedError();

      const fits = openHouse.fits(input.partySize);
      if (!fits && !input.joinWaitlist) throw new OpenHouseFullError();
      const rsvp = OpenHouseRsvp.create(
        openHouse.id,
        openHouse.schoolId,
        input,
        fits ? 'confirmed' : 'waitlisted',
        now,
      );
      if (fits) {
        openHouse.book(rsvp.partySize, now);
        await this.openHouses.save(openHouse);
      }
      await this.openHouses.addRsvp(rsvp);
      if (fits) await this.mails.confirmed(openHouse, school, rsvp);
      else await this.mails.waitlisted(openHouse, school, rsvp);

      const party = rsvp.partySize === 1 ? '1 person' : `party of ${rsvp.partySize}`;
      await this.leads.execute(
        {
          schoolId: openHouse.schoolId,
          schoolName: school.name,
          schoolSlug: school.slug,
          rsvpId: rsvp.id,
          name: rsvp.name,
          email: rsvp.email,
          childGrade: rsvp.childGrade,
          summary: `${fits ? 'RSVP' : 'Waitlist'} for the open house "${openHouse.title}" (${describeLocalTime(openHouse.startsAt)}, grades ${gradeSpanLabel(openHouse.gradeMin, openHouse.gradeMax)}), ${party}.`,
        },
        notify,
        now,
      );
      return rsvp;
    });
  }
}
