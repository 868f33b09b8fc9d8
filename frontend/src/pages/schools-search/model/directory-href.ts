import { paths } from '@/shared/config';
import { filtersToSearchParams, type SchoolFilters } from '@/shared/lib/url-filters';

/** The directory's address for these filters (links that also work without JavaScript). */
export function directoryHref(filters: SchoolFilters): string {
  const query = filtersToSearchParams(filters).toString();
  return query ? `${paths.schools.href()}?${query}` : paths.schools.href();
}
