import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { AuditTrail } from '../../audit';
import { ValleyPlace, ValleyPlaceNotFoundError } from '../domain/valley-place';
import { ValleyPlaces } from './ports/valley-places';

/**
 * The operator's gazetteer edits (admin Data tab): a place families can search around by name, or
 * one removed again. Each is audited in the same transaction; the table's change trigger clears the
 * cached place centres and public answers.
 */
@Injectable()
export class AddValleyPlace {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly places: ValleyPlaces,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { adminId: string; name: string; latitude: number; longitude: number }): Promise<ValleyPlace> {
    const place = ValleyPlace.create(input);
    return this.unitOfWork.transaction(async () => {
      await this.places.add(place);
      await this.audit.record({
        actorId: input.adminId,
        action: 'place.created',
        targetType: 'place',
        targetId: String(place.id),
        after: { name: place.name, latitude: place.latitude, longitude: place.longitude },
      });
      return place;
    });
  }
}

@Injectable()
export class RemoveValleyPlace {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly places: ValleyPlaces,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: { adminId: string; placeId: number }): Promise<void> {
    await this.unitOfWork.transaction(async () => {
      const place = await this.places.byId(input.placeId);
      if (!place) throw new ValleyPlaceNotFoundError();
      await this.places.remove(place);
      await this.audit.record({
        actorId: input.adminId,
        action: 'place.removed',
        targetType: 'place',
        targetId: String(input.placeId),
        before: { name: place.name, latitude: place.latitude, longitude: place.longitude },
      });
    });
  }
}
