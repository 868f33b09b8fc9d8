import { Injectable } from '@nestjs/common';
import { SetSchoolPremium } from '../../directory';
import { listingPremium } from '../domain/school-subscription';
import { PremiumCompRepository } from './ports/premium-comp.repository';
import { SchoolSubscriptionRepository } from './ports/school-subscription.repository';

/**
 * Hands the directory the premium state a school's subscriptions and comps
 * give it, after every subscription or comp change, so no event can leave the
 * listing stale. Joins the caller's transaction.
 */
@Injectable()
export class SyncSchoolPremium {
  constructor(
    private readonly subscriptions: SchoolSubscriptionRepository,
    private readonly comps: PremiumCompRepository,
    private readonly setSchoolPremium: SetSchoolPremium,
  ) {}

  async execute(schoolId: number, now = new Date()): Promise<void> {
    const comp = await this.comps.findActive(schoolId, now);
    await this.setSchoolPremium.execute(
      schoolId,
      listingPremium(await this.subscriptions.findBySchool(schoolId), comp !== null),
    );
  }
}
