import type { SearchSchoolsApiArg } from '../../api';
import { isOpeningGrade } from '../opening-grades';

/**
 * The directory's admissions filters (issue 20), kept apart from the other
 * filters so each can change without the other: 'Accepts Opportunity
 * Scholarship', 'Has openings for {grade}' and 'Deadline not passed'. In the
 * URL under the API's own names (`acceptsOpportunityScholarship=true`,
 * `openingsGrade=3`, `deadlineNotPassed=true`).
 */
export interface AdmissionsFilters {
  acceptsOpportunityScholarship?: boolean;
  /** A grade key: PK, K, 1..12; '' or absent for none. */
  openingsGrade?: string;
  deadlineNotPassed?: boolean;
}

/** Only the filters that are set (an unset one is absent, as after Clear All). */
export function admissionsFromSearchParams(params: URLSearchParams): AdmissionsFilters {
  const grade = params.get('openingsGrade')?.trim().toUpperCase() ?? '';
  return {
    ...(params.get('acceptsOpportunityScholarship') === 'true' && { acceptsOpportunityScholarship: true }),
    ...(isOpeningGrade(grade) && { openingsGrade: grade }),
    ...(params.get('deadlineNotPassed') === 'true' && { deadlineNotPassed: true }),
  };
}

export function admissionsToSearchParams(filters: AdmissionsFilters, params: URLSearchParams): void {
  if (filters.acceptsOpportunityScholarship) params.set('acceptsOpportunityScholarship', 'true');
  if (filters.openingsGrade) params.set('openingsGrade', filters.openingsGrade);
  if (filters.deadlineNotPassed) params.set('deadlineNotPassed', 'true');
}

export function admissionsToSearchArgs(filters: AdmissionsFilters): Partial<SearchSchoolsApiArg> {
  return {
    ...(filters.acceptsOpportunityScholarship && { acceptsOpportunityScholarship: true }),
    ...(filters.openingsGrade && isOpeningGrade(filters.openingsGrade) && { openingsGrade: filters.openingsGrade }),
    ...(filters.deadlineNotPassed && { deadlineNotPassed: true }),
  };
}

export function hasAdmissionsFilters(filters: AdmissionsFilters): boolean {
  return !!(filters.acceptsOpportunityScholarship || filters.openingsGrade || filters.deadlineNotPassed);
}
