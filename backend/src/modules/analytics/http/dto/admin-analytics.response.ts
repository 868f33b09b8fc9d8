import { ApiProperty } from '@nestjs/swagger';
import type { AdminAnalytics } from '../../infrastructure/analytics-reads';
import { AnalyticsRangeResponse } from './school-analytics.response';

export class SiteDayResponse {
  @ApiProperty({ example: '2026-11-23' })
  day: string;

  @ApiProperty()
  impressions: number;

  @ApiProperty()
  profileViews: number;

  @ApiProperty()
  clicks: number;

  @ApiProperty()
  searches: number;
}

export class SearchTotalResponse {
  @ApiProperty({ description: 'The search, normalised: "text" and filter=value pairs' })
  summary: string;

  @ApiProperty()
  searches: number;

  @ApiProperty({ description: 'How many of them found no school' })
  zeroResultSearches: number;
}

export class SchoolViewsResponse {
  @ApiProperty()
  schoolId: number;

  @ApiProperty()
  schoolName: string;

  @ApiProperty()
  profileViews: number;
}

export class SchoolLeadTotalResponse {
  @ApiProperty()
  schoolId: number;

  @ApiProperty()
  schoolName: string;

  @ApiProperty()
  count: number;
}

/** The admin's Analytics tab for one window. */
export class AdminAnalyticsResponse {
  @ApiProperty()
  days: number;

  @ApiProperty({ type: AnalyticsRangeResponse })
  current: AnalyticsRangeResponse;

  @ApiProperty({ type: [SiteDayResponse] })
  daily: SiteDayResponse[];

  @ApiProperty({ type: [SearchTotalResponse] })
  topSearches: SearchTotalResponse[];

  @ApiProperty({ type: [SearchTotalResponse], description: 'Searches that returned no school, most frequent first' })
  noResultSearches: SearchTotalResponse[];

  @ApiProperty({ type: [SchoolViewsResponse] })
  topSchools: SchoolViewsResponse[];

  @ApiProperty({ type: [SchoolLeadTotalResponse] })
  leadsPerSchool: SchoolLeadTotalResponse[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastRolledUpAt: string | null;

  static from(data: AdminAnalytics): AdminAnalyticsResponse {
    return { ...data, lastRolledUpAt: data.lastRolledUpAt?.toISOString() ?? null };
  }
}

/** What a rollup run did. */
export class AnalyticsRollupResponse {
  @ApiProperty({ type: String, format: 'date-time', description: 'The first hour recomputed' })
  since: string;

  @ApiProperty()
  hourlyRows: number;

  @ApiProperty()
  dailyRows: number;

  @ApiProperty()
  searchDailyRows: number;

  @ApiProperty({ description: 'Raw events older than 90 days deleted' })
  purged: number;
}
