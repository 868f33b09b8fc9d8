import { Injectable } from '@nestjs/common';
import { SchoolLookup } from '../../directory';
import { SchoolOwnership, isAdminRole, type SessionUser } from '../../identity';
import { OpenHouseNotFoundError, OpenHousesNeedPremiumError } from '../domain/open-houses.errors';
import type { OpenHouse } from '../domain/open-house';
import { OpenHouseRepository } from './ports/open-house.repository';

/**
 * Who may manage a school's open houses and see its attendees: an active
 * owner of a premium school, or an admin (identity's `assertOwnerOrAdmin`). An open
 * house of another school answers 404, as if it did not exist.
 */
@Injectable()
export class OpenHouseAccess {
  constructor(
    private readonly ownership: SchoolOwnership,
    private readonly schools: SchoolLookup,
    private readonly openHouses: OpenHouseRepository,
  ) {}

  /** Ownership (403), then premium (403 with the upgrade text); returns the school. */
  async assertCanManage(user: SessionUser, schoolId: number) {
    await this.ownership.assertOwnerOrAdmin(user, schoolId);
    const school = await this.schools.byId(schoolId);
    if (!school) throw new OpenHouseNotFoundError();
    if (!school.isPremium && !isAdminRole(user.role)) throw new OpenHousesNeedPremiumError();
    return school;
  }

  async openHouseOf(user: SessionUser, schoolId: number, openHouseId: string): Promise<OpenHouse> {
    await this.assertCanManage(user, schoolId);
    const openHouse = await this.openHouses.findById(openHouseId);
    if (!openHouse || openHouse.schoolId !== schoolId) throw new OpenHouseNotFoundError();
    return openHouse;
  }
}
