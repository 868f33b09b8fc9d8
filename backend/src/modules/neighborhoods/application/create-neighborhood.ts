import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import {
  Neighborhood,
  assertTuitionInOrder,
  normaliseNeighborhoodEdit,
  type NeighborhoodEdit,
} from '../domain/neighborhood';
import { NeighborhoodRepository } from './ports/neighborhood.repository';

/**
 * The admin's neighborhood editor (issue 16): a new guide, recorded as
 * `neighborhood.created`. Its school count is never stored by hand: public
 * answers count the active schools live.
 */
@Injectable()
export class CreateNeighborhood {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly neighborhoods: NeighborhoodRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { adminId: string; profile: NeighborhoodEdit }): Promise<Neighborhood> {
    const profile = normaliseNeighborhoodEdit(input.profile);
    assertTuitionInOrder(profile);
    return this.unitOfWork.transaction(async () => {
      const neighborhood = new Neighborhood();
      neighborhood.edit(profile);
      await this.neighborhoods.save(neighborhood);
      await this.audit.record({
        actorId: input.adminId,
        action: 'neighborhood.created',
        targetType: 'neighborhood',
        targetId: String(neighborhood.id),
        after: profile,
      });
      return neighborhood;
    });
  }
}
