import type { SchoolFilterRequest } from '@/shared/api';
import { filtersToMapArgs, type SchoolFilters } from '@/shared/lib/url-filters';

/** The filters saved with an alert: the directory's query as the page sends it, without the order (a digest has its own). */
export function alertFilters(filters: SchoolFilters): SchoolFilterRequest {
  const { sort: _sort, ...rest } = filtersToMapArgs(filters);
  return rest;
}
