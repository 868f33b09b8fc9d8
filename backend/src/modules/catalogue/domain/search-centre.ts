import { VALLEY_ZIP_CENTROIDS, isInValley } from '../../directory';

/**
 * "Near me" for the directory (issue 19): the centre a search measures from,
 * the radii a family can pick and the orders a list can take. Plain rules, no
 * database: place names (neighborhoods, cities) are resolved by the
 * application layer through the catalogue port.
 */

/** The radii offered (Private School Review's 1–50 miles, in the steps families pick). */
export const RADIUS_MILES = [1, 3, 5, 10, 25, 50] as const;
export type RadiusMiles = (typeof RADIUS_MILES)[number];
export const RADIUS_MESSAGE = 'Radius must be one of 1, 3, 5, 10, 25 or 50 miles';

export function isRadiusMiles(value: unknown): value is RadiusMiles {
  return typeof value === 'number' && (RADIUS_MILES as readonly number[]).includes(value);
}

/**
 * List orders. `best` is today's order (premium first, then the best location
 * match, then name and id: docs/product.md "Search"); the others ignore premium. Every
 * order ends with name and id, so pages never repeat or skip a school.
 */
export const SCHOOL_SORTS = ['best', 'distance', 'tuition_asc', 'tuition_desc', 'rating', 'name'] as const;
export type SchoolSort = (typeof SCHOOL_SORTS)[number];
export const SORT_MESSAGE = `sort must be one of ${SCHOOL_SORTS.join(', ')}`;

export function isSchoolSort(value: unknown): value is SchoolSort {
  return typeof value === 'string' && (SCHOOL_SORTS as readonly string[]).includes(value);
}

/** The message for any centre that is not a place in the valley. */
export const OUTSIDE_VALLEY_MESSAGE = 'Enter a ZIP code or place in the Las Vegas valley';
export const BOTH_CENTRES_MESSAGE = 'Give either near or lat and lng, not both';
export const HALF_COORDINATE_MESSAGE = 'lat and lng go together: give both or neither';
export const RADIUS_NEEDS_CENTRE_MESSAGE = 'A radius needs a centre: near, or lat and lng';
export const DISTANCE_SORT_NEEDS_CENTRE_MESSAGE = 'Sorting by distance needs a centre: near, or lat and lng';

/**
 * How a centre was given: the browser's position, a ZIP code, or a place named in the valley (a place
 * of the gazetteer, else a neighborhood or city by its schools).
 */
export const CENTRE_KINDS = ['coordinates', 'zip', 'place', 'neighborhood', 'city'] as const;
export type CentreKind = (typeof CENTRE_KINDS)[number];

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A resolved centre, echoed to the page so it can say 'within 5 miles of 89117'. */
export interface SearchCentre extends GeoPoint {
  /** What the page shows: the ZIP, the neighborhood's or city's name, or 'your location'. */
  label: string;
  kind: CentreKind;
}

/** The label of a centre given as coordinates (the browser's geolocation). */
export const COORDINATES_LABEL = 'your location';

export const METRES_PER_MILE = 1609.344;

/** The earth as a sphere of its mean radius (IUGG): straight-line ("as the crow flies") distances within 0.5 %. */
export const EARTH_RADIUS_METRES = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * A position as a point on the unit sphere, the form the database stores and
 * indexes (`school.geo_point`): distances between such points are chords.
 */
export function unitSpherePoint({ latitude, longitude }: GeoPoint): [x: number, y: number, z: number] {
  const lat = radians(latitude);
  const lng = radians(longitude);
  return [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)];
}

/** The chord on the unit sphere that spans `miles` along the surface: a radius filter compares chords. */
export function chordForMiles(miles: number): number {
  return 2 * Math.sin((miles * METRES_PER_MILE) / (2 * EARTH_RADIUS_METRES));
}

/** The great-circle miles a unit-sphere chord spans (the inverse of chordForMiles). */
export function milesForChord(chord: number): number {
  return (2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, chord / 2))) / METRES_PER_MILE;
}

/** Great-circle distance in miles (haversine). */
export function distanceMiles(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return (2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)))) / METRES_PER_MILE;
}

/** Distances are shown to a tenth of a mile. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

export function isPointInValley(point: GeoPoint): boolean {
  return isInValley('latitude', point.latitude) && isInValley('longitude', point.longitude);
}

/** What the `near` text names: a ZIP code (five digits, an optional +4) or a place name. */
export type NearText = { kind: 'zip'; zip: string } | { kind: 'place'; name: string };

/**
 * '89117', '89117-1234' → a ZIP; 'Summerlin', ' henderson, NV ' → a place,
 * lowercased with the state dropped. Blank → null.
 */
export function parseNear(raw: string): NearText | null {
  const text = raw.trim().replace(/\s+/g, ' ');
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(text);
  if (zip) return { kind: 'zip', zip: zip[1] };
  const name = text
    .toLowerCase()
    .replace(/,?\s*(nv|nevada)\.?$/, '')
    .replace(/[\s,]+$/, '')
    .trim();
  return name ? { kind: 'place', name } : null;
}

/** A valley ZIP code's centre (its ZCTA's internal point), or null for a ZIP outside the valley or unknown. */
export function valleyZipCentre(zip: string): SearchCentre | null {
  const point = Object.prototype.hasOwnProperty.call(VALLEY_ZIP_CENTROIDS, zip) ? VALLEY_ZIP_CENTROIDS[zip] : null;
  return point ? { latitude: point[0], longitude: point[1], label: zip, kind: 'zip' } : null;
}
