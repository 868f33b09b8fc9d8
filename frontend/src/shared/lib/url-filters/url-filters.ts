import type { GetSchoolMapApiArg, RadiusMiles, SchoolSort, SchoolType, SearchSchoolsApiArg } from '../../api';
import {
  admissionsFromSearchParams,
  admissionsToSearchArgs,
  admissionsToSearchParams,
  hasAdmissionsFilters,
  type AdmissionsFilters,
} from './admissions-filters';

/**
 * The directory's filters live in the URL (docs/product.md "Pages and addresses"): the page reads
 * them on every location change and writes them back on every change, so a
 * filtered list can be shared, bookmarked and navigated with Back/Forward.
 */
export const DIRECTORY_PAGE_SIZE = 12;

export interface SchoolFilters extends AdmissionsFilters {
  location: string;
  grades: string[];
  schoolTypes: string[];
  neighborhoods: string[];
  tuitionMin: number | null;
  tuitionMax: number | null;
  zipCode: string;
  /** Special programs / features; a school must have all of them. */
  features: string[];
  /** Religious affiliations; any of them matches. */
  religiousAffiliation: string[];
  /** The search centre as text: a valley ZIP code, neighborhood or city ('' when none). */
  near: string;
  /** The search centre from the browser's geolocation (both or neither; `near` wins when both are set). */
  lat: number | null;
  lng: number | null;
  /** Miles around the centre; only sent with a centre. */
  radius: RadiusMiles | null;
  /** The order; null is the default (best match). */
  sort: SchoolSort | null;
  page: number;
  limit: number;
}

/** The radius choices the API offers (miles). */
export const RADIUS_CHOICES: readonly RadiusMiles[] = [1, 3, 5, 10, 25, 50];

/** The sort choices, in the order the select lists them; 'distance' only with a centre. */
export const SORT_CHOICES: readonly { value: SchoolSort; label: string }[] = [
  { value: 'best', label: 'Best match' },
  { value: 'distance', label: 'Distance' },
  { value: 'tuition_asc', label: 'Tuition: low to high' },
  { value: 'tuition_desc', label: 'Tuition: high to low' },
  { value: 'rating', label: 'Highest rated' },
  { value: 'name', label: 'Name' },
];

export interface TuitionRange {
  label: string;
  min: number;
  max: number;
}

/** The preset tuition ranges; the top of the scale is 100000. */
export const TUITION_RANGES: readonly TuitionRange[] = [
  { label: 'Under $10,000', min: 0, max: 10000 },
  { label: '$10,000 - $20,000', min: 10000, max: 20000 },
  { label: '$20,000+', min: 20000, max: 100000 },
];

/**
 * `tuition=10000-20000`: a preset range as the directory's plain GET form sends it (one box carries both
 * bounds; filter-sidebar.tsx). Read when `tuitionMin` and `tuitionMax` are not in the URL; never written.
 */
export const TUITION_RANGE_PARAM = 'tuition';

export function tuitionRangeValue(range: TuitionRange): string {
  return `${range.min}-${range.max}`;
}

function readTuitionRange(params: URLSearchParams): { min: number; max: number } | null {
  const match = /^(\d{1,9})-(\d{1,9})$/.exec(params.get(TUITION_RANGE_PARAM)?.trim() ?? '');
  return match ? { min: Number(match[1]), max: Number(match[2]) } : null;
}

export const EMPTY_FILTERS: SchoolFilters = {
  location: '',
  grades: [],
  schoolTypes: [],
  neighborhoods: [],
  tuitionMin: null,
  tuitionMax: null,
  zipCode: '',
  features: [],
  religiousAffiliation: [],
  near: '',
  lat: null,
  lng: null,
  radius: null,
  sort: null,
  page: 1,
  limit: DIRECTORY_PAGE_SIZE,
};

function readCoordinate(raw: string | null, limit: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

function readRadius(raw: string | null): RadiusMiles | null {
  const value = readInteger(raw);
  return RADIUS_CHOICES.find((choice) => choice === value) ?? null;
}

function readSort(raw: string | null): SchoolSort | null {
  return SORT_CHOICES.find((choice) => choice.value === raw)?.value ?? null;
}

/** A geolocation fix rounded to 4 decimals (about 11 m): precise enough, and a tidy URL. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/**
 * The order a search takes when none is chosen: nearest first once a place is set (issue 35, "Near
 * means near"; the server's default too), else best match.
 */
export function defaultSort(filters: Pick<SchoolFilters, 'near' | 'lat' | 'lng'>): SchoolSort {
  return hasCentre(filters) ? 'distance' : 'best';
}

/** True when the filters name a centre (typed place or coordinates). */
export function hasCentre(filters: Pick<SchoolFilters, 'near' | 'lat' | 'lng'>): boolean {
  return filters.near.trim() !== '' || (filters.lat !== null && filters.lng !== null);
}

/** The centre part of an API query: `near`, or `lat`+`lng`, or nothing. */
export function centreArgs(filters: Pick<SchoolFilters, 'near' | 'lat' | 'lng'>): {
  near?: string;
  lat?: number;
  lng?: number;
} {
  if (filters.near.trim()) return { near: filters.near.trim() };
  if (filters.lat !== null && filters.lng !== null) return { lat: filters.lat, lng: filters.lng };
  return {};
}

/** The centre as URL parameters (for links to /compare that keep the distances). */
export function centreSearchParams(filters: Pick<SchoolFilters, 'near' | 'lat' | 'lng'>): URLSearchParams {
  const params = new URLSearchParams();
  const args = centreArgs(filters);
  if (args.near) params.set('near', args.near);
  if (args.lat !== undefined && args.lng !== undefined) {
    params.set('lat', String(args.lat));
    params.set('lng', String(args.lng));
  }
  return params;
}

/** The centre read from any URL (e.g. /compare?schools=…&near=89117). */
export function centreFromSearchParams(params: URLSearchParams): Pick<SchoolFilters, 'near' | 'lat' | 'lng'> {
  const lat = readCoordinate(params.get('lat'), 90);
  const lng = readCoordinate(params.get('lng'), 180);
  const both = lat !== null && lng !== null;
  return { near: params.get('near')?.trim() ?? '', lat: both ? lat : null, lng: both ? lng : null };
}

/** parseInt semantics ('15000abc' → 15000); anything unreadable is no value. */
function readInteger(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number.parseInt(raw, 10);
  return Number.isFinite(value) ? value : null;
}

function readList(params: URLSearchParams, key: string): string[] {
  const values = params
    .getAll(key)
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(values)];
}

export function filtersFromSearchParams(params: URLSearchParams): SchoolFilters {
  const page = readInteger(params.get('page'));
  const range = params.has('tuitionMin') || params.has('tuitionMax') ? null : readTuitionRange(params);
  return {
    location: params.get('location')?.trim() ?? '',
    grades: readList(params, 'grades'),
    schoolTypes: readList(params, 'schoolTypes'),
    neighborhoods: readList(params, 'neighborhoods'),
    tuitionMin: range ? range.min : readInteger(params.get('tuitionMin')),
    tuitionMax: range ? range.max : readInteger(params.get('tuitionMax')),
    zipCode: params.get('zipCode')?.trim() ?? '',
    features: readList(params, 'features'),
    religiousAffiliation: readList(params, 'religiousAffiliation'),
    ...centreFromSearchParams(params),
    radius: readRadius(params.get('radius')),
    sort: readSort(params.get('sort')),
    ...admissionsFromSearchParams(params),
    page: page !== null && page >= 1 ? page : 1,
    limit: DIRECTORY_PAGE_SIZE,
  };
}

/** Only set values are written; lists as repeated keys; page 1 is left out. */
export function filtersToSearchParams(filters: SchoolFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.location.trim()) params.set('location', filters.location.trim());
  for (const grade of filters.grades) params.append('grades', grade);
  for (const type of filters.schoolTypes) params.append('schoolTypes', type);
  for (const name of filters.neighborhoods) params.append('neighborhoods', name);
  if (filters.tuitionMin !== null) params.set('tuitionMin', String(filters.tuitionMin));
  if (filters.tuitionMax !== null) params.set('tuitionMax', String(filters.tuitionMax));
  if (filters.zipCode.trim()) params.set('zipCode', filters.zipCode.trim());
  for (const feature of filters.features) params.append('features', feature);
  for (const affiliation of filters.religiousAffiliation) params.append('religiousAffiliation', affiliation);
  centreSearchParams(filters).forEach((value, key) => params.set(key, value));
  if (filters.radius !== null) params.set('radius', String(filters.radius));
  // Best match is left out where it is the default (no place set); with a place it is a choice.
  if (filters.sort !== null && (filters.sort !== 'best' || hasCentre(filters))) params.set('sort', filters.sort);
  admissionsToSearchParams(filters, params);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Where `changeFilters` notes what it set: not enumerable, so URLs, copies and comparisons never see it. */
const CHANGED_KEYS = Symbol('changedKeys');

/**
 * Any filter change goes back to page 1. The result remembers which filters the change set on purpose
 * (`changedKeys`): a control rendered before the last navigation committed computes its change from older
 * filters, and 'Any grade' over a render that had no grade yet looked like no change at all.
 */
export function changeFilters(filters: SchoolFilters, patch: Partial<Omit<SchoolFilters, 'page'>>): SchoolFilters {
  const next = { ...filters, ...patch, page: 1 };
  Object.defineProperty(next, CHANGED_KEYS, { value: Object.keys(patch), enumerable: false });
  return next;
}

/** The filters a `changeFilters` result set on purpose; undefined for filters made another way. */
export function changedKeys(filters: SchoolFilters): readonly (keyof SchoolFilters)[] | undefined {
  return (filters as SchoolFilters & { [CHANGED_KEYS]?: (keyof SchoolFilters)[] })[CHANGED_KEYS];
}

export function changePage(filters: SchoolFilters, page: number): SchoolFilters {
  return { ...filters, page: Math.max(1, Math.trunc(page)) };
}

/** Adds the value when absent, removes it when present; page back to 1. */
export function toggleListValue(
  filters: SchoolFilters,
  key: 'grades' | 'schoolTypes' | 'neighborhoods' | 'features' | 'religiousAffiliation',
  value: string,
): SchoolFilters {
  const current = filters[key];
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  return changeFilters(filters, { [key]: next });
}

/** The preset range matching the current bounds, if any. */
export function selectedTuitionRange(filters: SchoolFilters): TuitionRange | null {
  return TUITION_RANGES.find((range) => range.min === filters.tuitionMin && range.max === filters.tuitionMax) ?? null;
}

/** Single choice: ticking a range sets both bounds, unticking the ticked one clears both. */
export function toggleTuitionRange(filters: SchoolFilters, range: TuitionRange): SchoolFilters {
  const isSelected = selectedTuitionRange(filters) === range;
  return changeFilters(filters, {
    tuitionMin: isSelected ? null : range.min,
    tuitionMax: isSelected ? null : range.max,
  });
}

export function hasActiveFilters(filters: SchoolFilters): boolean {
  return (
    filters.location.trim() !== '' ||
    filters.grades.length > 0 ||
    filters.schoolTypes.length > 0 ||
    filters.neighborhoods.length > 0 ||
    filters.tuitionMin !== null ||
    filters.tuitionMax !== null ||
    filters.zipCode.trim() !== '' ||
    filters.features.length > 0 ||
    filters.religiousAffiliation.length > 0 ||
    hasCentre(filters) ||
    filters.radius !== null ||
    (filters.sort !== null && filters.sort !== 'best') ||
    hasAdmissionsFilters(filters)
  );
}

/** Clear All: everything back to the defaults, page 1, limit 12. */
export function clearFilters(): SchoolFilters {
  return { ...EMPTY_FILTERS, grades: [], schoolTypes: [], neighborhoods: [], features: [], religiousAffiliation: [] };
}

/** The home hero search: location only when non-empty, grades omitted for 'all'. */
export function heroSearchQuery(location: string, grade: string): string {
  const params = new URLSearchParams();
  if (location.trim()) params.set('location', location.trim());
  if (grade && grade !== 'all') params.set('grades', grade);
  return params.toString();
}

/**
 * A new centre (typed place or coordinates, or none): the other kind is dropped, and without a
 * centre the radius and the distance order go too (the API refuses them alone).
 */
export function changeCentre(
  filters: SchoolFilters,
  centre: { near: string } | { lat: number; lng: number } | null,
): SchoolFilters {
  if (centre === null)
    return changeFilters(filters, {
      near: '',
      lat: null,
      lng: null,
      radius: null,
      sort: filters.sort === 'distance' ? null : filters.sort,
    });
  if ('near' in centre) {
    if (!centre.near.trim()) return changeCentre(filters, null);
    return changeFilters(filters, { near: centre.near.trim(), lat: null, lng: null });
  }
  return changeFilters(filters, { near: '', lat: roundCoordinate(centre.lat), lng: roundCoordinate(centre.lng) });
}

/** The query of GET /api/schools/map: the same filters, without paging. */
export function filtersToMapArgs(filters: SchoolFilters): GetSchoolMapApiArg {
  const centre = hasCentre(filters);
  return {
    ...(filters.location.trim() && { location: filters.location.trim() }),
    ...(filters.grades.length > 0 && { grades: filters.grades }),
    // Sent as read from the URL: a type outside the list (an old link) matches no school, as the server says.
    ...(filters.schoolTypes.length > 0 && { schoolTypes: filters.schoolTypes as SchoolType[] }),
    ...(filters.neighborhoods.length > 0 && { neighborhoods: filters.neighborhoods }),
    ...(filters.tuitionMin !== null && { tuitionMin: filters.tuitionMin }),
    ...(filters.tuitionMax !== null && { tuitionMax: filters.tuitionMax }),
    ...(filters.zipCode.trim() && { zipCode: filters.zipCode.trim() }),
    ...(filters.features.length > 0 && { features: filters.features }),
    ...(filters.religiousAffiliation.length > 0 && { religiousAffiliation: filters.religiousAffiliation }),
    ...admissionsToSearchArgs(filters),
    ...centreArgs(filters),
    ...(centre && filters.radius !== null && { radius: filters.radius }),
    // Without an order the server sorts by distance when there is a centre, else by best match.
    ...(filters.sort !== null &&
      (filters.sort !== 'best' || centre) &&
      (centre || filters.sort !== 'distance') && { sort: filters.sort }),
  };
}

/** The query of GET /api/schools for these filters: only what is set, lists as arrays. */
export function filtersToSearchArgs(filters: SchoolFilters): SearchSchoolsApiArg {
  const { features, religiousAffiliation, near, lat, lng, radius, sort } = filtersToMapArgs(filters);
  return {
    page: filters.page,
    limit: filters.limit,
    ...(features && { features }),
    ...(religiousAffiliation && { religiousAffiliation }),
    ...(near !== undefined && { near }),
    ...(lat !== undefined && { lat }),
    ...(lng !== undefined && { lng }),
    ...(radius !== undefined && { radius }),
    ...(sort !== undefined && { sort }),
    ...(filters.location.trim() && { location: filters.location.trim() }),
    ...(filters.grades.length > 0 && { grades: filters.grades }),
    // Sent as read from the URL: a type outside the list (an old link) matches no school, as the server says.
    ...(filters.schoolTypes.length > 0 && { schoolTypes: filters.schoolTypes as SchoolType[] }),
    ...(filters.neighborhoods.length > 0 && { neighborhoods: filters.neighborhoods }),
    ...(filters.tuitionMin !== null && { tuitionMin: filters.tuitionMin }),
    ...(filters.tuitionMax !== null && { tuitionMax: filters.tuitionMax }),
    ...(filters.zipCode.trim() && { zipCode: filters.zipCode.trim() }),
    ...admissionsToSearchArgs(filters),
  };
}
