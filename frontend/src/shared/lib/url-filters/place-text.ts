import { changeFilters, hasCentre, type SchoolFilters } from './url-filters';

/**
 * Issue 35, "Near means near": a ZIP code or a known place of the valley typed into a location box
 * (the home page's search, the directory's one location box) searches around that place; any other
 * text stays the `location` text search (docs/product.md "Search": school names, words, typos).
 */

/**
 * 'Skye Canyon', ' skye  canyon, NV ', "Mountains Edge" → the key the server compares places by
 * (backend catalogue/domain/valley-place.ts `placeKey`: case, spacing, apostrophes and a trailing
 * ', NV' do not count).
 */
export function placeKey(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/,?\s*(nv|nevada)\.?$/, '')
    .replace(/[\s,]+$/, '')
    .trim();
}

/** A ZIP code ('89117', '89117-1234'): always a centre (the server says whether it is in the valley). */
export function isZipText(text: string): boolean {
  return /^\d{5}(-\d{4})?$/.test(text.trim());
}

/** True when the text names a centre: a ZIP code, or one of the known places (GET /api/places). */
export function isPlaceText(text: string, placeNames: readonly string[]): boolean {
  if (isZipText(text)) return true;
  const key = placeKey(text);
  return key !== '' && placeNames.some((name) => placeKey(name) === key);
}

/** The known place a text names, as the gazetteer writes it ('mountains edge' → "Mountain's Edge"). */
function placeName(text: string, placeNames: readonly string[]): string {
  if (isZipText(text)) return text.trim();
  const key = placeKey(text);
  return placeNames.find((name) => placeKey(name) === key) ?? text.trim();
}

/**
 * The filters as the directory searches them: `location` naming a place (a link from the home page's
 * search, the plain GET form without JavaScript) becomes the centre, unless the search has one already.
 */
export function locationAsCentre(filters: SchoolFilters, placeNames: readonly string[]): SchoolFilters {
  if (hasCentre(filters) || !isPlaceText(filters.location, placeNames)) return filters;
  return { ...filters, location: '', near: placeName(filters.location, placeNames) };
}

/** What the one location box shows: the typed place, else the text searched. */
export function locationBoxText(filters: Pick<SchoolFilters, 'near' | 'location'>): string {
  return filters.near || filters.location;
}

/**
 * The one location box applied: a place becomes the centre (the radius kept), other text the text
 * search (a typed place it replaces goes, and without a centre the radius and the distance order go
 * too); blank clears both. The browser's position stays until another place is typed.
 */
export function changeLocationText(filters: SchoolFilters, text: string, placeNames: readonly string[]): SchoolFilters {
  const typed = text.trim();
  if (typed && isPlaceText(typed, placeNames))
    return changeFilters(filters, { location: '', near: placeName(typed, placeNames), lat: null, lng: null });
  const keepsCentre = filters.lat !== null && filters.lng !== null;
  return changeFilters(filters, {
    location: typed,
    near: '',
    ...(!keepsCentre && { radius: null, sort: filters.sort === 'distance' ? null : filters.sort }),
  });
}
