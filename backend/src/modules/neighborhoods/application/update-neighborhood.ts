import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import {
  assertTuitionInOrder,
  normaliseNeighborhoodEdit,
  type Neighborhood,
  type NeighborhoodEdit,
} from '../domain/neighborhood';
import { NeighborhoodNotFoundError } from '../domain/neighborhoods.errors';
import { NeighborhoodRepository } from './ports/neighborhood.repository';

/** The admin's neighborhood editor: every field replaced, the differences recorded as `neighborhood.updated`. */
@Injectable()
export class UpdateNeighborhood {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly neighborhoods: NeighborhoodRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { adminId: string; neighborhoodId: number; profile: NeighborhoodEdit }): Promise<Neighborhood> {
    const profile = normaliseNeighborhoodEdit(input.profile);
    assertTuitionInOrder(profile);
    return this.unitOfWork.transaction(async () => {
      const neighborhood = await this.neighborhoods.findByIdForUpdate(input.neighborhoodId);
      if (!neighborhood) throw new NeighborhoodNotFoundError();
      const { before, after } = neighborhood.edit(profile);
      if (!Object.keys(after).length) return neighborhood;
      await this.neighborhoods.save(neighborhood);
      await this.audit.record({
        actorId: input.adminId,
        action: 'neighborhood.updated',
        targetType: 'neighborhood',
        targetId: String(neighborhood.id),
        before,
        after,
      });
      return neighborhood;
    });
  }
}
