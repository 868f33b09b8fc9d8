import type { ValleyPlace } from '../../domain/valley-place';

/** The gazetteer's store (`valley_place`). */
export abstract class ValleyPlaces {
  /** Every place, by name. */
  abstract all(): Promise<ValleyPlace[]>;
  abstract byId(id: number): Promise<ValleyPlace | null>;
  /** Refuses a second place of the same `nameKey` with ValleyPlaceExistsError. */
  abstract add(place: ValleyPlace): Promise<void>;
  abstract remove(place: ValleyPlace): Promise<void>;
}
