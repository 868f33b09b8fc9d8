import type { SchoolFilter } from './school-filter';

/** A map marker: the few fields a pin and its list entry need. */
export interface SchoolMapPoint {
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  isPremium: boolean;
  distanceMiles?: number;
}

export interface SchoolMapResult {
  /** At most the asked cap, in the search's order. */
  points: SchoolMapPoint[];
  /** Matching schools that have a map pin, over all of them (may exceed the points). */
  total: number;
}

/** The search's map: the pins of the matching schools. */
export abstract class SchoolMapPoints {
  /** Up to `cap` matching schools that have a map pin, in the filter's order, and how many there are. */
  abstract mapPoints(filter: SchoolFilter, cap: number): Promise<SchoolMapResult>;
}
