import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { SchoolLookup } from '../../directory';
import { OpenHouseMails } from './open-house-mails';
import { OpenHouseRepository } from './ports/open-house.repository';

export const REMINDER_BEFORE_MS = 24 * 3_600_000;
const BATCH = 200;

/**
 * The reminder 24 hours before, run by the worker's repeatable job. Each batch
 * locks the due RSVPs (skipping rows another run holds), queues their mails in
 * the outbox (key `open-house-reminder:{rsvp}:{calendar sequence}`) and sets `reminderSentAt` in
 * the same transaction: a crash before the commit leaves them due, a restart
 * after it finds nothing to do, so a reminder is queued exactly once.
 */
@Injectable()
export class SendDueReminders {
  constructor(
    private readonly openHouses: OpenHouseRepository,
    private readonly schools: SchoolLookup,
    private readonly mails: OpenHouseMails,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(now = new Date()): Promise<number> {
    let total = 0;
    for (;;) {
      const sent = await this.unitOfWork.transaction(async () => {
        const due = await this.openHouses.lockDueReminders(now, REMINDER_BEFORE_MS, BATCH);
        for (const rsvp of due) {
          const openHouse = await this.openHouses.findById(rsvp.openHouseId);
          const school = openHouse && (await this.schools.byId(openHouse.schoolId));
          if (openHouse && school) await this.mails.reminder(openHouse, school, rsvp);
          rsvp.reminderSentAt = now;
          await this.openHouses.save(rsvp);
        }
        return due.length;
      });
      total += sent;
      if (sent < BATCH) return total;
    }
  }
}
