import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { UnitOfWork } from '../../../shared/database';
import { OutboxErasure } from '../../mail';
import { OpenHouseMails } from './open-house-mails';
import { OpenHouseRepository } from './ports/open-house.repository';

const BATCH = 500;

/**
 * Retention: OPEN_HOUSE_RSVP_RETENTION_DAYS after an open house ended, its
 * RSVPs lose the family's name and e-mail (party size, grade, status and
 * check-in stay for the school's counts), and the mails that held them are
 * deleted from the outbox. The lead the RSVP made follows the leads' own rule.
 */
@Injectable()
export class EraseExpiredRsvps {
  constructor(
    private readonly openHouses: OpenHouseRepository,
    private readonly outbox: OutboxErasure,
    private readonly unitOfWork: UnitOfWork,
    private readonly config: AppConfig,
  ) {}

  async execute(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.openHouses.retentionDays * 86_400_000);
    let total = 0;
    for (;;) {
      const erased = await this.unitOfWork.transaction(async () => {
        const ids = await this.openHouses.eraseEndedBefore(cutoff, now, BATCH);
        await this.outbox.forget(ids.flatMap((id) => OpenHouseMails.keysOf(id)));
        await this.outbox.forgetStartingWith(
          ids.flatMap((id) => [OpenHouseMails.changedKeyPrefix(id), OpenHouseMails.reminderKeyPrefix(id)]),
        );
        return ids.length;
      });
      total += erased;
      if (erased < BATCH) return total;
    }
  }
}
