import type { SearchCentre } from '../../domain/search-centre';

/** The search centre of a place's name: the gazetteer's place, else the schools of a neighborhood or city. */
export abstract class PlaceCentres {
  /**
   * The centre of a place of the gazetteer (`valley_place`), else of a neighborhood (by name) or else a
   * city (by name) of the valley, all case-insensitive: for the last two, the mean position of its active
   * schools that have a pin. Null when none matches a place with such schools.
   */
  abstract placeCentre(name: string): Promise<SearchCentre | null>;
}
