export {
  RADIUS_CHOICES,
  SORT_CHOICES,
  TUITION_RANGES,
  TUITION_RANGE_PARAM,
  tuitionRangeValue,
  centreArgs,
  centreFromSearchParams,
  centreSearchParams,
  changeCentre,
  changeFilters,
  changedKeys,
  defaultSort,
  filtersToMapArgs,
  hasCentre,
  roundCoordinate,
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
export type { SchoolFilters } from './url-filters';
export { changeLocationText, isPlaceText, locationAsCentre, locationBoxText, placeKey } from './place-text';
export { OPENINGS_GRADES } from './admissions-filters';
export type { AdmissionsFilters } from './admissions-filters';
