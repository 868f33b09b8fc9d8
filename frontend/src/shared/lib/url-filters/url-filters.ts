import type { SchoolType, SearchSchoolsApiArg } from '../../api';
import {
  admissionsFromSearchParams,
  admissionsToSearchArgs,
  admissionsToSearchParams,
  hasAdmissionsFilters,
  type AdmissionsFilters,
} from './admissions-filters';

/**
 * The directory's filters live in the URL (spec 000 §2, §4): the page reads
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
  page: number;
  limit: number;
}

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

export const EMPTY_FILTERS: SchoolFilters = {
  location: '',
  grades: [],
  schoolTypes: [],
  neighborhoods: [],
  tuitionMin: null,
  tuitionMax: null,
  zipCode: '',
  page: 1,
  limit: DIRECTORY_PAGE_SIZE,
};

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
  return {
    location: params.get('location')?.trim() ?? '',
    grades: readList(params, 'grades'),
    schoolTypes: readList(params, 'schoolTypes'),
    neighborhoods: readList(params, 'neighborhoods'),
    tuitionMin: readInteger(params.get('tuitionMin')),
    tuitionMax: readInteger(params.get('tuitionMax')),
    zipCode: params.get('zipCode')?.trim() ?? '',
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
  admissionsToSearchParams(filters, params);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Any filter change goes back to page 1. */
export function changeFilters(filters: SchoolFilters, patch: Partial<Omit<SchoolFilters, 'page'>>): SchoolFilters {
  return { ...filters, ...patch, page: 1 };
}

export function changePage(filters: SchoolFilters, page: number): SchoolFilters {
  return { ...filters, page: Math.max(1, Math.trunc(page)) };
}

/** Adds the value when absent, removes it when present; page back to 1. */
export function toggleListValue(
  filters: SchoolFilters,
  key: 'grades' | 'schoolTypes' | 'neighborhoods',
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
    hasAdmissionsFilters(filters)
  );
}

/** Clear All: everything back to the defaults, page 1, limit 12. */
export function clearFilters(): SchoolFilters {
  return { ...EMPTY_FILTERS, grades: [], schoolTypes: [], neighborhoods: [] };
}

/** The home hero search: location only when non-empty, grades omitted for 'all'. */
export function heroSearchQuery(location: string, grade: string): string {
  const params = new URLSearchParams();
  if (location.trim()) params.set('location', location.trim());
  if (grade && grade !== 'all') params.set('grades', grade);
  return params.toString();
}

/** The query of GET /api/schools for these filters: only what is set, lists as arrays. */
export function filtersToSearchArgs(filters: SchoolFilters): SearchSchoolsApiArg {
  return {
    page: filters.page,
    limit: filters.limit,
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
