import { Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { ResolveSearchCentre } from '../application/resolve-search-centre';
import { InvalidSchoolSearchError } from '../domain/directory.errors';
import {
  SchoolCatalogue,
  type ChangedSchool,
  type SchoolChange,
  type SchoolFilter,
} from '../application/ports/school-catalogue';
import { SchoolFilterRequest } from './dto/search-schools.request';

/**
 * A directory search kept for later (saved-search alerts): the filter object of
 * `GET /api/schools` (already validated), stored as JSON by its owner and
 * evaluated here with the directory's own search, so a saved search matches
 * exactly what the directory page showed. Lives beside the request DTO because
 * that DTO is the format being saved.
 */
@Injectable()
export class SavedSchoolSearch {
  constructor(
    private readonly catalogue: SchoolCatalogue,
    private readonly centres: ResolveSearchCentre,
  ) {}

  /** Refuses (400, the directory's own message) a search the directory would refuse, e.g. a centre outside the valley. */
  async check(filters: SchoolFilterRequest): Promise<void> {
    await this.centres.execute(filters.centreRequest());
  }

  /** Matching schools listed, or whose tuition or openings changed, after `since` (newest first). */
  async changesSince(saved: Record<string, unknown>, since: Date, limit: number): Promise<SchoolChange[]> {
    const filter = await this.filter(saved);
    return filter ? this.catalogue.changedSince(filter, since, limit) : [];
  }

  /** Every active school listed or with tuition or openings changed after `since` (at most `limit`), unfiltered. */
  changedSchools(since: Date, limit: number): Promise<ChangedSchool[]> {
    return this.catalogue.changedSinceAll(since, limit);
  }

  /**
   * Which of the schools `ids` each saved search matches today, in one
   * statement for all of them: the answer's i-th list is for `saved[i]`.
   */
  async matchingAmongEach(saved: Record<string, unknown>[], ids: number[]): Promise<number[][]> {
    const filters = await Promise.all(saved.map((one) => this.filter(one)));
    const live = filters.flatMap((filter, index) => (filter ? [{ filter, index }] : []));
    const answer: number[][] = saved.map(() => []);
    const matched = await this.catalogue.matchingAmongEach(
      live.map((one) => one.filter),
      ids,
    );
    live.forEach((one, i) => (answer[one.index] = matched[i]));
    return answer;
  }

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
    return parts.length ? parts.join(', ') : 'all schools';
  }

  /** Null when the search can no longer match anything (its place is gone from the valley). */
  private async filter(saved: Record<string, unknown>): Promise<SchoolFilter | null> {
    const request = plainToInstance(SchoolFilterRequest, saved);
    try {
      const centre = await this.centres.execute(request.centreRequest());
      return request.toFilter(centre);
    } catch (error) {
      // Any other failure (the database) must fail the digest, which then stays due, not read as 'nothing new'.
      if (error instanceof InvalidSchoolSearchError) return null;
      throw error;
    }
  }
}
