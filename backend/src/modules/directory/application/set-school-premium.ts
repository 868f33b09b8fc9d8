import { Injectable } from '@nestjs/common';
import { SchoolRepository } from './ports/school.repository';

export interface SchoolPremium {
  isPremium: boolean;
  /** The subscription state shown with the listing ('free' without one). */
  subscriptionStatus: string;
}

/**
 * The premium listing follows the school's subscriptions: billing works out
 * the state and hands it here after every subscription change. Joins the
 * caller's transaction; a school that does not exist is left alone.
 */
@Injectable()
export class SetSchoolPremium {
  constructor(private readonly schools: SchoolRepository) {}

  async execute(schoolId: number, premium: SchoolPremium): Promise<void> {
    await this.schools.setPremium(schoolId, premium);
  }
}
