import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromSearchParams, filtersToSearchParams, type SchoolFilters } from '@/shared/lib/url-filters';

/**
 * The directory's filters, read from the URL on every location change and
 * written back as a new history entry, so Back/Forward walk through searches
 * (`replace` corrects the current entry instead, e.g. a page past the end).
 */
export function useUrlFilters(): [SchoolFilters, (next: SchoolFilters, options?: { replace?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(query)), [query]);
  const setFilters = useCallback(
    (next: SchoolFilters, options?: { replace?: boolean }) =>
      setSearchParams(filtersToSearchParams(next), { replace: options?.replace }),
    [setSearchParams],
  );
  return [filters, setFilters];
}
