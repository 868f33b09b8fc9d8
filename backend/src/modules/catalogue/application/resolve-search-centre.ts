import { Injectable } from '@nestjs/common';
import { InvalidSchoolSearchError } from '../domain/catalogue.errors';
import {
  BOTH_CENTRES_MESSAGE,
  COORDINATES_LABEL,
  DISTANCE_SORT_NEEDS_CENTRE_MESSAGE,
  HALF_COORDINATE_MESSAGE,
  OUTSIDE_VALLEY_MESSAGE,
  RADIUS_NEEDS_CENTRE_MESSAGE,
  isPointInValley,
  parseNear,
  valleyZipCentre,
  type SchoolSort,
  type SearchCentre,
} from '../domain/search-centre';
import { PlaceCentres } from './ports/place-centres';

/** The centre part of a search as the request gave it (already type-checked). */
export interface CentreRequest {
  /** A valley ZIP code, neighborhood or city. */
  near?: string;
  lat?: number;
  lng?: number;
  /** Only checked: a radius needs a centre. */
  radiusMiles?: number;
  /** Only checked: sorting by distance needs a centre. */
  sort?: SchoolSort;
}

/**
 * Turns `near` or `lat`+`lng` into a centre in the valley, or null when the
 * search has none. A ZIP comes from the committed Census table, a place name
 * from its schools (neighborhood first, then city); anything else, or a
 * position outside the valley, is refused with one message that tells the
 * family what to enter instead.
 */
@Injectable()
export class ResolveSearchCentre {
  constructor(private readonly places: PlaceCentres) {}

  async execute(request: CentreRequest): Promise<SearchCentre | null> {
    const centre = await this.resolve(request);
    if (!centre && request.radiusMiles !== undefined)
      throw new InvalidSchoolSearchError(RADIUS_NEEDS_CENTRE_MESSAGE, 'school.search_radius_needs_centre');
    if (!centre && request.sort === 'distance')
      throw new InvalidSchoolSearchError(DISTANCE_SORT_NEEDS_CENTRE_MESSAGE, 'school.search_sort_needs_centre');
    return centre;
  }

  private async resolve({ near, lat, lng }: CentreRequest): Promise<SearchCentre | null> {
    const hasCoordinates = lat !== undefined || lng !== undefined;
    const nearText = near?.trim() ? parseNear(near) : null;
    if (hasCoordinates && nearText) throw new InvalidSchoolSearchError(BOTH_CENTRES_MESSAGE);
    if (hasCoordinates) {
      if (lat === undefined || lng === undefined) throw new InvalidSchoolSearchError(HALF_COORDINATE_MESSAGE);
      const point = { latitude: lat, longitude: lng };
      if (!isPointInValley(point)) throw outsideValley();
      return { ...point, label: COORDINATES_LABEL, kind: 'coordinates' };
    }
    if (!nearText) return null;
    const centre =
      nearText.kind === 'zip' ? valleyZipCentre(nearText.zip) : await this.places.placeCentre(nearText.name);
    if (!centre) throw outsideValley();
    return centre;
  }
}

function outsideValley(): InvalidSchoolSearchError {
  return new InvalidSchoolSearchError(OUTSIDE_VALLEY_MESSAGE, 'school.search_centre_outside_valley');
}
