export {
  DIRECTORY_PAGE_SIZE,
  EMPTY_FILTERS,
  TUITION_RANGES,
  changeFilters,
  changePage,
  clearFilters,
  filtersFromSearchParams,
  filtersToSearchArgs,
  filtersToSearchParams,
  hasActiveFilters,
  heroSearchQuery,
  selectedTuitionRange,
  toggleListValue,
  toggleTuitionRange,
} from './url-filters';
export type { SchoolFilters, TuitionRange } from './url-filters';
