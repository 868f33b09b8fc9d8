import { Injectable } from '@nestjs/common';
import { SetSchoolPremium } from '../../directory';
import { listingPremium } from '../domain/school-subscription';
import { SchoolSubscriptionRepository } from './ports/school-subscription.repository';

/**
 * Hands the directory the premium state a school's subscriptions give it,
 * after every subscription change, so no event can leave the listing stale.
 * Joins the caller's transaction.
 */
@Injectable()
export class SyncSchoolPremium {
  constructor(
    private readonly subscriptions: SchoolSubscriptionRepository,
    private readonly setSchoolPremium: SetSchoolPremium,
  ) {}

  async execute(schoolId: number): Promise<void> {
    await this.setSchoolPremium.execute(schoolId, listingPremium(await this.subscriptions.findBySchool(schoolId)));
  }
}
