import { Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { ResolveSearchCentre } from '../application/resolve-search-centre';
import { InvalidSchoolSearchError } from '../domain/catalogue.errors';
import { SchoolChanges, type ChangedSchool, type SchoolChange } from '../application/ports/school-changes';
import type { SchoolFilter } from '../application/ports/school-filter';
import { SavedSchoolSearch, type SavedSearchFilters } from '../application/ports/saved-school-search';
import { SchoolFilterRequest } from './dto/search-schools.request';

/**
 * SavedSchoolSearch read through the search's request DTO: it lives beside that DTO because the DTO is
 * the format being saved, so a saved search is parsed exactly as `GET /api/schools` parses it.
 */
@Injectable()
export class DtoSavedSchoolSearch extends SavedSchoolSearch {
  constructor(
    private readonly changes: SchoolChanges,
    private readonly centres: ResolveSearchCentre,
  ) {
    super();
  }

  async check(filters: SavedSearchFilters): Promise<void> {
    await this.centres.execute(this.request(filters).centreRequest());
  }

  async changesSince(saved: Record<string, unknown>, since: Date, limit: number): Promise<SchoolChange[]> {
    const filter = await this.filter(saved);
    return filter ? this.changes.changedSince(filter, since, limit) : [];
  }

  changedSchools(since: Date, limit: number): Promise<ChangedSchool[]> {
    return this.changes.changedSinceAll(since, limit);
  }

  async matchingAmongEach(saved: Record<string, unknown>[], ids: number[]): Promise<number[][]> {
    const filters = await Promise.all(saved.map((one) => this.filter(one)));
    const live = filters.flatMap((filter, index) => (filter ? [{ filter, index }] : []));
    const answer: number[][] = saved.map(() => []);
    const matched = await this.changes.matchingAmongEach(
      live.map((one) => one.filter),
      ids,
    );
    live.forEach((one, i) => (answer[one.index] = matched[i]));
    return answer;
  }

  /** Null when the search can no longer match anything (its place is gone from the valley). */
  private async filter(saved: Record<string, unknown>): Promise<SchoolFilter | null> {
    const request = this.request(saved);
    try {
      const centre = await this.centres.execute(request.centreRequest());
      return request.toFilter(centre);
    } catch (error) {
      // Any other failure (the database) must fail the digest, which then stays due, not read as 'nothing new'.
      if (error instanceof InvalidSchoolSearchError) return null;
      throw error;
    }
  }

  /** The validated request the controller passed on, or a stored one read back from JSON. */
  private request(filters: SavedSearchFilters): SchoolFilterRequest {
    return filters instanceof SchoolFilterRequest ? filters : plainToInstance(SchoolFilterRequest, filters);
  }
}
