import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { setNeighborhoodArchived, type Neighborhood } from '../domain/neighborhood';
import { NeighborhoodNotFoundError } from '../domain/neighborhoods.errors';
import { NeighborhoodRepository } from './ports/neighborhood.repository';

/**
 * Archive (hidden from families, kept with its schools) or restore a guide:
 * `neighborhood.archived` / `neighborhood.restored`. A new guide with no data
 * can be kept out of sight until it is filled in.
 */
@Injectable()
export class SetNeighborhoodArchived {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly neighborhoods: NeighborhoodRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { adminId: string; neighborhoodId: number; archived: boolean }): Promise<Neighborhood> {
    return this.unitOfWork.transaction(async () => {
      const neighborhood = await this.neighborhoods.findByIdForUpdate(input.neighborhoodId);
      if (!neighborhood) throw new NeighborhoodNotFoundError();
      const before = neighborhood.archivedAt;
      if (!setNeighborhoodArchived(neighborhood, input.archived)) return neighborhood;
      await this.neighborhoods.save(neighborhood);
      await this.audit.record({
        actorId: input.adminId,
        action: input.archived ? 'neighborhood.archived' : 'neighborhood.restored',
        targetType: 'neighborhood',
        targetId: String(neighborhood.id),
        before: { archivedAt: before },
        after: { archivedAt: neighborhood.archivedAt },
      });
      return neighborhood;
    });
  }
}
