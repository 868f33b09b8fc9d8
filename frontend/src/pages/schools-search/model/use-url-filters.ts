import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromSearchParams, filtersToSearchParams, type SchoolFilters } from '@/shared/lib/url-filters';

/**
 * The directory's filters, read from the URL on every location change and
 * written back as a new history entry, so Back/Forward walk through searches.
 */
export function useUrlFilters(): [SchoolFilters, (next: SchoolFilters) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(query)), [query]);
  const setFilters = useCallback(
    (next: SchoolFilters) => setSearchParams(filtersToSearchParams(next)),
    [setSearchParams],
  );
  return [filters, setFilters];
}
