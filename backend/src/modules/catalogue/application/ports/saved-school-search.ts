import type { ChangedSchool, SchoolChange } from './school-changes';

/**
 * A saved directory search as its keeper stores it: the validated filter object of `GET /api/schools`
 * (directory's SchoolFilterRequest), field by field, or that object read back from JSON.
 */
export type SavedSearchFilters = object;

/**
 * A directory search kept for later (saved-search alerts): the filter object of
 * `GET /api/schools` (already validated), stored as JSON by its owner and
 * evaluated with the directory's own search, so a saved search matches
 * exactly what the directory page showed. A port for alerts, exported through directory's index.
 */
export abstract class SavedSchoolSearch {
  /** Refuses (400, the directory's own message) a search the directory would refuse, e.g. a centre outside the valley. */
  abstract check(filters: SavedSearchFilters): Promise<void>;

  /** Matching schools listed, or whose tuition or openings changed, after `since` (newest first). */
  abstract changesSince(saved: Record<string, unknown>, since: Date, limit: number): Promise<SchoolChange[]>;

  /** Every active school listed or with tuition or openings changed after `since` (at most `limit`), unfiltered. */
  abstract changedSchools(since: Date, limit: number): Promise<ChangedSchool[]>;

  /**
   * Which of the schools `ids` each saved search matches today, in one
   * statement for all of them: the answer's i-th list is for `saved[i]`.
   */
  abstract matchingAmongEach(saved: Record<string, unknown>[], ids: number[]): Promise<number[][]>;

  /** The search's URL parameters (the directory page reads the same names). */
  static searchParams(saved: Record<string, unknown>): URLSearchParams {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined || value === null || value === '' || key === 'sort') continue;
      for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
    }
    return params;
  }

  /** A short description for mails: 'near 89117 (within 5 miles), grades K-5, Catholic'. */
  static describe(saved: Record<string, unknown>): string {
    const list = (value: unknown) => (Array.isArray(value) ? value.map(String).join(' or ') : String(value));
    const parts: string[] = [];
    if (saved.location) parts.push(`"${String(saved.location)}"`);
    if (saved.near) parts.push(`near ${String(saved.near)}`);
    else if (saved.lat !== undefined && saved.lng !== undefined) parts.push('near your location');
    if (saved.radius !== undefined) parts.push(`within ${String(saved.radius)} miles`);
    if (saved.grades) parts.push(`grades ${list(saved.grades)}`);
    if (saved.schoolTypes) parts.push(list(saved.schoolTypes));
    if (saved.neighborhoods) parts.push(`in ${list(saved.neighborhoods)}`);
    if (saved.zipCode) parts.push(`ZIP ${String(saved.zipCode)}`);
    if (saved.tuitionMin !== undefined || saved.tuitionMax !== undefined)
      parts.push(
        `tuition $${String(saved.tuitionMin ?? 0)}-${saved.tuitionMax === undefined ? 'any' : `$${String(saved.tuitionMax)}`}`,
      );
    if (saved.features) parts.push(`with ${list(saved.features).replace(/ or /g, ' and ')}`);
    if (saved.religiousAffiliation) parts.push(list(saved.religiousAffiliation));
    if (saved.featured) parts.push('featured schools');
    if (saved.acceptsOpportunityScholarship) parts.push('accepting the Opportunity Scholarship');
    if (saved.openingsGrade) parts.push(`openings in ${String(saved.openingsGrade)}`);
    if (saved.deadlineNotPassed) parts.push('deadline not passed');
    if (saved.tuitionAssistance) parts.push('offering tuition assistance');
    if (saved.minRating !== undefined) parts.push(`rated ${String(saved.minRating)} and up`);
    if (saved.repliesWithinADay) parts.push('replying within a day');
    return parts.length ? parts.join(', ') : 'all schools';
  }
}
