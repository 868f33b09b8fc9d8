/** What a map needs to know about a school. Anything school-shaped fits. */
export interface MapLocationInput {
  id?: number | string | null;
  name: string;
  slug?: string | null;
  address?: string | null;
  city?: string | null;
  zipCode?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  /** Miles from the search centre, when the search has one. */
  distanceMiles?: number | null;
}

export interface MapLocation {
  id: number | string;
  name: string;
  slug: string | null;
  address: string | null;
  city: string | null;
  zipCode: string | null;
  lat: number;
  lng: number;
  distanceMiles: number | null;
}

/** docs/product.md "Client behaviour": the default view is the Las Vegas valley. */
export const DEFAULT_MAP_CENTER = { lat: 36.17, lng: -115.14 } as const;
export const DEFAULT_MAP_ZOOM = 11;
/** Above this many markers they are clustered so the map stays readable. */
export const CLUSTER_THRESHOLD = 10;

function toCoordinate(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Schools without both coordinates are skipped; duplicates (same id) shown once. */
export function locatedOnly(inputs: readonly (MapLocationInput | null | undefined)[]): MapLocation[] {
  const seen = new Set<string>();
  const located: MapLocation[] = [];
  inputs.forEach((input, index) => {
    if (!input) return;
    const lat = toCoordinate(input.latitude);
    const lng = toCoordinate(input.longitude);
    if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return;
    const id = input.id ?? `${input.name}-${index}`;
    if (seen.has(String(id))) return;
    seen.add(String(id));
    located.push({
      id,
      name: input.name,
      slug: input.slug ?? null,
      address: input.address ?? null,
      city: input.city ?? null,
      zipCode: input.zipCode ?? null,
      lat,
      lng,
      distanceMiles: typeof input.distanceMiles === 'number' ? input.distanceMiles : null,
    });
  });
  return located;
}

/**
 * One line for the info window and the fallback list: '123 Main St, Las Vegas, NV 89117'; empty when
 * nothing is known (the directory's map points carry only a name and a place: not a bare 'NV').
 */
export function fullAddress(location: Pick<MapLocation, 'address' | 'city' | 'zipCode'>): string {
  if (!location.address && !location.city && !location.zipCode) return '';
  const cityLine = [location.city, ['NV', location.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [location.address, cityLine].filter(Boolean).join(', ');
}

/** An external maps search for the school, usable without any key (by its coordinates when no address is known). */
export function directionsUrl(
  location: Pick<MapLocation, 'name' | 'address' | 'city' | 'zipCode'> & Partial<Pick<MapLocation, 'lat' | 'lng'>>,
): string {
  const address = fullAddress(location);
  const query =
    !location.address && location.lat !== undefined && location.lng !== undefined
      ? `${location.lat},${location.lng}`
      : [location.name, address].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
