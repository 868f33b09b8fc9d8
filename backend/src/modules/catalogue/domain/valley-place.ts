import { DomainError } from '../../../shared/errors';
import { isInValley, valleyMessage } from '../../directory';

/**
 * A place of the valley a family searches around by name (issue 35, "Near means near"): the
 * communities people say (Centennial Hills, Mountains Edge, Aliante, Skye Canyon, Boulder City…),
 * each with a centre point. The gazetteer is seeded by a migration and the operator adds to it
 * (admin Data tab, `POST /api/admin/places`). A name is matched as `parseNear` reads it: case,
 * spacing and a trailing ", NV" do not count.
 */
export class ValleyPlace {
  id!: number;
  name!: string;
  /** The name as searches compare it (`placeKey`): unique. */
  nameKey!: string;
  latitude!: number;
  longitude!: number;
  createdAt: Date = new Date();

  static create(input: { name: string; latitude: number; longitude: number }): ValleyPlace {
    const name = input.name.trim().replace(/\s+/g, ' ');
    const nameKey = placeKey(name);
    if (name.length < 2 || name.length > PLACE_NAME_MAX_LENGTH || !/^[\p{L}\p{N}][\p{L}\p{N} .'’-]*$/u.test(name))
      throw new InvalidValleyPlaceError('name', PLACE_NAME_MESSAGE);
    // A ZIP code is looked up in the Census table, never here.
    if (/^\d{5}$/.test(nameKey)) throw new InvalidValleyPlaceError('name', PLACE_NAME_MESSAGE);
    if (!isInValley('latitude', input.latitude))
      throw new InvalidValleyPlaceError('latitude', valleyMessage('latitude'));
    if (!isInValley('longitude', input.longitude))
      throw new InvalidValleyPlaceError('longitude', valleyMessage('longitude'));
    return Object.assign(new ValleyPlace(), { name, nameKey, latitude: input.latitude, longitude: input.longitude });
  }
}

export const PLACE_NAME_MAX_LENGTH = 60;
export const PLACE_NAME_MESSAGE = `Place name must be 2 to ${PLACE_NAME_MAX_LENGTH} letters, digits, spaces or - . ' (not a ZIP code)`;

/** 'Skye Canyon', ' skye  canyon, NV ' → 'skye canyon': how `near` text and stored names are compared. */
export function placeKey(name: string): string {
  return (
    name
      .trim()
      .replace(/\s+/g, ' ')
      .toLowerCase()
      // "Mountain's Edge" and "Mountains Edge" are the same place.
      .replace(/['’]/g, '')
      .replace(/,?\s*(nv|nevada)\.?$/, '')
      .replace(/[\s,]+$/, '')
      .trim()
  );
}

/** A place field the gazetteer refuses (400, naming the field). */
export class InvalidValleyPlaceError extends DomainError {
  readonly kind = 'invalid';
  readonly code = 'place.invalid';
  constructor(
    override readonly field: 'name' | 'latitude' | 'longitude',
    message: string,
  ) {
    super(message);
  }
}

export class ValleyPlaceExistsError extends DomainError {
  readonly kind = 'conflict';
  readonly code = 'place.exists';
  constructor() {
    super('A place with this name is already known');
  }
}

export class ValleyPlaceNotFoundError extends DomainError {
  readonly kind = 'not_found';
  readonly code = 'place.not_found';
  constructor() {
    super('Place not found');
  }
}
