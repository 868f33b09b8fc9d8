import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { NeighborhoodInUseError, NeighborhoodNotFoundError } from '../domain/neighborhoods.errors';
import { NeighborhoodRepository } from './ports/neighborhood.repository';

/**
 * Deletes a guide nothing refers to (a mistake, a duplicate): refused while any
 * school, live or not, is in it, since the school would silently lose its
 * neighborhood. Recorded as `neighborhood.deleted` with the whole profile.
 */
@Injectable()
export class DeleteNeighborhood {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly neighborhoods: NeighborhoodRepository,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { adminId: string; neighborhoodId: number }): Promise<void> {
    await this.unitOfWork.transaction(async () => {
      const neighborhood = await this.neighborhoods.findByIdForUpdate(input.neighborhoodId);
      if (!neighborhood) throw new NeighborhoodNotFoundError();
      const schools = await this.neighborhoods.countSchoolsIn(neighborhood.id);
      if (schools > 0) throw new NeighborhoodInUseError(schools);
      const { id, name, city, description, archivedAt } = neighborhood;
      await this.neighborhoods.remove(neighborhood);
      await this.audit.record({
        actorId: input.adminId,
        action: 'neighborhood.deleted',
        targetType: 'neighborhood',
        targetId: String(id),
        before: { name, city, description, archivedAt },
      });
    });
  }
}
