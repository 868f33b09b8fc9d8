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
  /** 'Offers tuition assistance' (issue 40), beside the scholarship. */
  tuitionAssistance?: boolean;
  /** 'Tuition for {grade}' (issue 40): a grade key the tuition range and orders then read the band of. */
  tuitionGrade?: string;
  /** 'Rated 4 and up' (issue 39): 4. */
  minRating?: number;
  /** 'Replies within a day' (issue 44): the school's shown response time is at most a business day. */
  repliesWithinADay?: boolean;
  /** A grade key: PK, K, 1..12; '' or absent for none. */
  openingsGrade?: string;
  deadlineNotPassed?: boolean;
}

/** The 'Rated N and up' floors the directory offers (the API takes 1 to 5). */
export const RATING_FLOORS: readonly number[] = [4];

/** Only the filters that are set (an unset one is absent, as after Clear All). */
export function admissionsFromSearchParams(params: URLSearchParams): AdmissionsFilters {
  const grade = params.get('openingsGrade')?.trim().toUpperCase() ?? '';
  const tuitionGrade = params.get('tuitionGrade')?.trim().toUpperCase() ?? '';
  const minRating = Number(params.get('minRating'));
  return {
    ...(params.get('acceptsOpportunityScholarship') === 'true' && { acceptsOpportunityScholarship: true }),
    ...(isOpeningGrade(grade) && { openingsGrade: grade }),
    ...(params.get('deadlineNotPassed') === 'true' && { deadlineNotPassed: true }),
    ...(params.get('tuitionAssistance') === 'true' && { tuitionAssistance: true }),
    ...(isOpeningGrade(tuitionGrade) && { tuitionGrade }),
    ...(RATING_FLOORS.includes(minRating) && { minRating }),
    ...(params.get('repliesWithinADay') === 'true' && { repliesWithinADay: true }),
  };
}

export function admissionsToSearchParams(filters: AdmissionsFilters, params: URLSearchParams): void {
  if (filters.acceptsOpportunityScholarship) params.set('acceptsOpportunityScholarship', 'true');
  if (filters.openingsGrade) params.set('openingsGrade', filters.openingsGrade);
  if (filters.deadlineNotPassed) params.set('deadlineNotPassed', 'true');
  if (filters.tuitionAssistance) params.set('tuitionAssistance', 'true');
  if (filters.tuitionGrade) params.set('tuitionGrade', filters.tuitionGrade);
  if (filters.minRating) params.set('minRating', String(filters.minRating));
  if (filters.repliesWithinADay) params.set('repliesWithinADay', 'true');
}

export function admissionsToSearchArgs(filters: AdmissionsFilters): Partial<SearchSchoolsApiArg> {
  return {
    ...(filters.acceptsOpportunityScholarship && { acceptsOpportunityScholarship: true }),
    ...(filters.openingsGrade && isOpeningGrade(filters.openingsGrade) && { openingsGrade: filters.openingsGrade }),
    ...(filters.deadlineNotPassed && { deadlineNotPassed: true }),
    ...(filters.tuitionAssistance && { tuitionAssistance: true }),
    ...(filters.tuitionGrade && isOpeningGrade(filters.tuitionGrade) && { tuitionGrade: filters.tuitionGrade }),
    ...(filters.minRating && { minRating: filters.minRating }),
    ...(filters.repliesWithinADay && { repliesWithinADay: true }),
  };
}

export function hasAdmissionsFilters(filters: AdmissionsFilters): boolean {
  return !!(
    filters.acceptsOpportunityScholarship ||
    filters.openingsGrade ||
    filters.deadlineNotPassed ||
    filters.tuitionAssistance ||
    filters.tuitionGrade ||
    filters.minRating ||
    filters.repliesWithinADay
  );
}
