import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import type { SessionUser } from '../../identity';
import { OpenHouse, type OpenHouseDetails } from '../domain/open-house';
import { OpenHouseNotFoundError } from '../domain/open-houses.errors';
import { OpenHouseAccess } from './open-house-access';
import { OpenHouseMails } from './open-house-mails';
import { OpenHouseRepository } from './ports/open-house.repository';
import { PromoteWaitlist } from './promote-waitlist';
import { REMINDER_BEFORE_MS } from './send-due-reminders';

const WEEK_MS = 7 * 86_400_000;

/**
 * An owner's (or admin's) changes to a school's open houses: create, edit,
 * duplicate and cancel. Each checks ownership and premium first, and changes
 * the open house under its row lock.
 */
@Injectable()
export class ManageOpenHouse {
  constructor(
    private readonly access: OpenHouseAccess,
    private readonly openHouses: OpenHouseRepository,
    private readonly mails: OpenHouseMails,
    private readonly promote: PromoteWaitlist,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async create(user: SessionUser, schoolId: number, details: OpenHouseDetails, now = new Date()): Promise<OpenHouse> {
    await this.access.assertCanManage(user, schoolId);
    const openHouse = OpenHouse.create(schoolId, details, now);
    await this.unitOfWork.transaction(() => this.openHouses.add(openHouse));
    return openHouse;
  }

  /**
   * Edits the details; a larger capacity gives the new seats to the waitlist at once. A new time,
   * length or place is mailed to every family signed up (confirmed or waitlisted), with an updated invite.
   * A family whose 24-hour reminder went out before the open house moved gets a new one 24 hours before
   * the new time; when the new time is less than 24 hours away, the change mail is their reminder.
   */
  async update(
    user: SessionUser,
    schoolId: number,
    id: string,
    details: OpenHouseDetails,
    now = new Date(),
  ): Promise<OpenHouse> {
    const school = await this.access.assertCanManage(user, schoolId);
    return this.unitOfWork.transaction(async () => {
      const openHouse = await this.locked(schoolId, id);
      const startBefore = openHouse.startsAt.getTime();
      const whenOrWhereChanged = openHouse.update(details, now);
      await this.openHouses.save(openHouse);
      const remindAgain =
        openHouse.startsAt.getTime() !== startBefore &&
        openHouse.startsAt.getTime() - now.getTime() > REMINDER_BEFORE_MS;
      if (whenOrWhereChanged)
        for (const rsvp of await this.openHouses.activeRsvps(openHouse.id)) {
          if (rsvp.erasedAt || !rsvp.email) continue;
          await this.mails.eventChanged(openHouse, school, rsvp);
          if (remindAgain && rsvp.reminderSentAt) {
            rsvp.reminderSentAt = null;
            await this.openHouses.save(rsvp);
          }
        }
      await this.promote.execute(openHouse, school, now);
      return openHouse;
    });
  }

  /** A copy one week later with no one signed up (a school running the same tour weekly adjusts the rest). */
  async duplicate(user: SessionUser, schoolId: number, id: string, now = new Date()): Promise<OpenHouse> {
    const original = await this.access.openHouseOf(user, schoolId, id);
    let start = original.startsAt.getTime() + WEEK_MS;
    while (start <= now.getTime()) start += WEEK_MS;
    const copy = original.duplicate(now);
    copy.startsAt = new Date(start);
    await this.unitOfWork.transaction(() => this.openHouses.add(copy));
    return copy;
  }

  /** Cancels the open house and tells every confirmed and waitlisted family by e-mail. */
  async cancel(user: SessionUser, schoolId: number, id: string, now = new Date()): Promise<OpenHouse> {
    const school = await this.access.assertCanManage(user, schoolId);
    return this.unitOfWork.transaction(async () => {
      const openHouse = await this.locked(schoolId, id);
      if (!openHouse.cancel(now)) return openHouse;
      await this.openHouses.save(openHouse);
      for (const rsvp of await this.openHouses.activeRsvps(openHouse.id)) {
        if (rsvp.erasedAt || !rsvp.email) continue;
        await this.mails.eventCancelled(openHouse, school, rsvp);
      }
      return openHouse;
    });
  }

  private async locked(schoolId: number, id: string): Promise<OpenHouse> {
    const openHouse = await this.openHouses.findByIdForUpdate(id);
    if (!openHouse || openHouse.schoolId !== schoolId) throw new OpenHouseNotFoundError();
    return openHouse;
  }
}
