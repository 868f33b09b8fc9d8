import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LeadStatistics, type LeadTypeCount, type SchoolLeadTotal } from '../../leads/adapters';
import { ANALYTICS_TIME_ZONE, CLICK_KINDS } from '../domain/analytics-event';
import { peerMedian } from '../domain/peer-median';
import { toDate } from './postgres-analytics-rollups';
import { REFERRER_CLASSES } from '../domain/referrer-class';
import {
  dayIn,
  daysOf,
  percentChange,
  profileConversion,
  reportingWindow,
  type DayRange,
  type ProfileConversion,
} from '../domain/reporting-window';

export const METRICS = [
  'impressions',
  'profileViews',
  'uniqueProfileViews',
  'clicks',
  'leads',
  'shortlistAdds',
  'compareAdds',
] as const;
export type Metric = (typeof METRICS)[number];

export interface MetricDelta {
  metric: Metric;
  current: number;
  previous: number;
  /** null when the previous period had none. */
  changePercent: number | null;
}

export interface SchoolDay {
  day: string;
  impressions: number;
  profileViews: number;
  clicks: number;
  leads: number;
  shortlistAdds: number;
  compareAdds: number;
}

export interface SchoolAnalytics {
  schoolId: number;
  days: number;
  current: DayRange;
  previous: DayRange;
  totals: MetricDelta[];
  /** Requests sent from the profile ÷ its unique visitors (a true share, or counts only: `profileConversion`). */
  conversion: ProfileConversion;
  clicksByKind: { kind: string; count: number }[];
  daily: SchoolDay[];
  referrers: { referrerClass: string; count: number }[];
  leadsByType: LeadTypeCount[];
  medianFirstResponseMinutes: number | null;
  peers: {
    schoolType: string | null;
    groupSize: number;
    medianProfileViews: number | null;
    medianLeads: number | null;
  };
  lastRolledUpAt: Date | null;
}

export interface SiteDay {
  day: string;
  impressions: number;
  profileViews: number;
  clicks: number;
  searches: number;
}

export interface SearchTotal {
  summary: string;
  searches: number;
  zeroResultSearches: number;
}

export interface AdminAnalytics {
  days: number;
  current: DayRange;
  daily: SiteDay[];
  topSearches: SearchTotal[];
  noResultSearches: SearchTotal[];
  topSchools: { schoolId: number; schoolName: string; profileViews: number }[];
  leadsPerSchool: SchoolLeadTotal[];
  lastRolledUpAt: Date | null;
}

const LIST_LIMIT = 20;
const PEER_CACHE_MS = 5 * 60_000;

/**
 * The dashboards' reads, from the rollups only (`analytics_daily`, by
 * `analytics_daily_school_day_idx`), never from raw events; lead figures come
 * from the leads module. School names and types are read from the
 * directory's table for labels and the peer group (read only).
 */
@Injectable()
export class AnalyticsReads {
  private readonly peerCache = new Map<string, { until: number; value: SchoolAnalytics['peers'] }>();
  private readonly typeCache = new Map<number, { until: number; value: string | null }>();

  constructor(
    private readonly em: EntityManager,
    private readonly leads: LeadStatistics,
  ) {}

  today(now = new Date()): string {
    return dayIn(now, ANALYTICS_TIME_ZONE);
  }

  async forSchool(schoolId: number, days: number, now = new Date()): Promise<SchoolAnalytics> {
    const window = reportingWindow(days, this.today(now));
    const all: DayRange = { from: window.previous.from, to: window.current.to };
    const connection = this.em.getConnection('read');
    // Three statements (school type and peer group are cached): the pool is shared by every request.
    const [rows, leads, peers, lastRolledUpAt] = await Promise.all([
      // Day and kind totals of both periods, plus (the second grouping set) the current period's
      // profile views by referrer class.
      connection.execute<
        {
          day: string | null;
          kind: string | null;
          referrer_class: string | null;
          events: number;
          visitors: number;
          views: number;
        }[]
      >(
        `select to_char("day", 'YYYY-MM-DD') as day, "kind", "referrer_class", sum("events")::int as events,
                sum("visitors")::int as visitors,
                coalesce(sum("events") filter (where "kind" = 'profile_view' and "day" >= ?), 0)::int as views
           from "analytics_daily" where "school_id" = ? and "day" between ? and ?
          group by grouping sets ((1, 2), (3))`,
        [window.current.from, schoolId, all.from, all.to],
      ),
      this.leads.forWindow(schoolId, window.current, window.previous),
      this.peers(schoolId, window.current),
      this.lastRolledUpAt(),
    ]);
    const referrers = rows.filter((row) => row.referrer_class !== null);

    const daily = new Map<string, SchoolDay>(
      daysOf(window.current).map((day) => [
        day,
        { day, impressions: 0, profileViews: 0, clicks: 0, leads: 0, shortlistAdds: 0, compareAdds: 0 },
      ]),
    );
    const sums = {
      current: { impressions: 0, profileViews: 0, uniqueProfileViews: 0, clicks: 0, shortlistAdds: 0, compareAdds: 0 },
      previous: { impressions: 0, profileViews: 0, uniqueProfileViews: 0, clicks: 0, shortlistAdds: 0, compareAdds: 0 },
    };
    const clicksByKind = new Map<string, number>(CLICK_KINDS.map((kind) => [kind, 0]));
    for (const row of rows) {
      if (row.day === null || row.kind === null) continue;
      const { kind } = row;
      const period = row.day >= window.current.from ? 'current' : 'previous';
      const target = sums[period];
      const day = daily.get(row.day);
      if (row.kind === 'impression') {
        target.impressions += row.events;
        if (day) day.impressions += row.events;
      } else if (row.kind === 'profile_view') {
        target.profileViews += row.events;
        target.uniqueProfileViews += row.visitors;
        if (day) day.profileViews += row.events;
      } else if (CLICK_KINDS.includes(row.kind as (typeof CLICK_KINDS)[number])) {
        target.clicks += row.events;
        if (day) day.clicks += row.events;
        if (period === 'current') clicksByKind.set(kind, (clicksByKind.get(kind) ?? 0) + row.events);
      } else if (row.kind === 'shortlist_add') {
        target.shortlistAdds += row.events;
        if (day) day.shortlistAdds += row.events;
      } else if (row.kind === 'compare_add') {
        target.compareAdds += row.events;
        if (day) day.compareAdds += row.events;
      }
    }
    let currentLeads = 0;
    for (const row of leads.perDay) {
      currentLeads += row.count;
      const day = daily.get(row.day);
      if (day) day.leads += row.count;
    }
    const values: Record<Metric, [number, number]> = {
      impressions: [sums.current.impressions, sums.previous.impressions],
      profileViews: [sums.current.profileViews, sums.previous.profileViews],
      uniqueProfileViews: [sums.current.uniqueProfileViews, sums.previous.uniqueProfileViews],
      clicks: [sums.current.clicks, sums.previous.clicks],
      leads: [currentLeads, leads.previousTotal],
      shortlistAdds: [sums.current.shortlistAdds, sums.previous.shortlistAdds],
      compareAdds: [sums.current.compareAdds, sums.previous.compareAdds],
    };
    const byClass = new Map(referrers.map((row) => [row.referrer_class, row.views]));
    return {
      schoolId,
      days,
      current: window.current,
      previous: window.previous,
      totals: METRICS.map((metric) => ({
        metric,
        current: values[metric][0],
        previous: values[metric][1],
        changePercent: percentChange(values[metric][0], values[metric][1]),
      })),
      conversion: profileConversion(leads.profileRequests, sums.current.uniqueProfileViews),
      clicksByKind: [...clicksByKind].map(([kind, count]) => ({ kind, count })),
      daily: [...daily.values()],
      referrers: REFERRER_CLASSES.map((referrerClass) => ({ referrerClass, count: byClass.get(referrerClass) ?? 0 })),
      leadsByType: leads.byType,
      medianFirstResponseMinutes: leads.medianFirstResponseMinutes,
      peers,
      lastRolledUpAt,
    };
  }

  /**
   * The anonymised median of active premium schools of the school's type
   * (this school included): profile views and leads per school over the
   * window. Medians are null below MIN_PEER_GROUP schools; no school is named.
   */
  private async peers(schoolId: number, range: DayRange): Promise<SchoolAnalytics['peers']> {
    const schoolType = await this.schoolType(schoolId);
    if (!schoolType) return { schoolType, groupSize: 0, medianProfileViews: null, medianLeads: null };
    // Every owner of a type asks for the same medians: kept a few minutes (they move with the rollup, not per request).
    const key = `${schoolType}|${range.from}|${range.to}`;
    const cached = this.peerCache.get(key);
    if (cached && cached.until > Date.now()) return cached.value;
    const value = await this.peerGroup(schoolType, range);
    if (this.peerCache.size > 500) this.peerCache.clear();
    this.peerCache.set(key, { until: Date.now() + PEER_CACHE_MS, value });
    return value;
  }

  /** The school's type, kept as long as the peer medians (an edit shows within minutes, like the rollups). */
  private async schoolType(schoolId: number): Promise<string | null> {
    const cached = this.typeCache.get(schoolId);
    if (cached && cached.until > Date.now()) return cached.value;
    const [school] = await this.em
      .getConnection('read')
      .execute<{ school_type: string | null }[]>(`select "school_type" from "school_summary" where "id" = ?`, [
        schoolId,
      ]);
    const value = school?.school_type ?? null;
    if (this.typeCache.size > 5000) this.typeCache.clear();
    this.typeCache.set(schoolId, { until: Date.now() + PEER_CACHE_MS, value });
    return value;
  }

  private async peerGroup(schoolType: string, range: DayRange): Promise<SchoolAnalytics['peers']> {
    const connection = this.em.getConnection('read');
    const group = await connection.execute<{ id: number; views: number }[]>(
      `select s."id", coalesce((select sum(d."events") from "analytics_daily" d
                                 where d."school_id" = s."id" and d."kind" = 'profile_view' and d."day" between ? and ?), 0)::int as views
         from "school_summary" s where s."school_type" = ? and s."is_premium" and s."is_active"`,
      [range.from, range.to, schoolType],
    );
    const leads =
      group.length >= 5
        ? await this.leads.totalsForSchools(
            group.map((row) => row.id),
            range,
          )
        : new Map();
    return {
      schoolType,
      groupSize: group.length,
      medianProfileViews: peerMedian(group.map((row) => row.views)),
      medianLeads: peerMedian(group.map((row) => (leads.get(row.id) as number | undefined) ?? 0)),
    };
  }

  async forSite(days: number, now = new Date()): Promise<AdminAnalytics> {
    const { current } = reportingWindow(days, this.today(now));
    const connection = this.em.getConnection('read');
    const [events, searches, topSearches, noResult, topSchools, leadsPerSchool, lastRolledUpAt] = await Promise.all([
      connection.execute<{ day: string; kind: string; events: number }[]>(
        `select to_char("day", 'YYYY-MM-DD') as day, "kind", sum("events")::int as events
           from "analytics_daily" where "day" between ? and ? group by 1, 2`,
        [current.from, current.to],
      ),
      connection.execute<{ day: string; searches: number }[]>(
        `select to_char("day", 'YYYY-MM-DD') as day, sum("searches")::int as searches
           from "analytics_search_daily" where "day" between ? and ? group by 1`,
        [current.from, current.to],
      ),
      this.searchTotals(current, false),
      this.searchTotals(current, true),
      connection.execute<{ school_id: number; school_name: string; views: number }[]>(
        `select d."school_id", s."name" as school_name, sum(d."events")::int as views
           from "analytics_daily" d join "school_summary" s on s."id" = d."school_id"
          where d."kind" = 'profile_view' and d."day" between ? and ?
          group by 1, 2 order by 3 desc, 2 limit ${LIST_LIMIT}`,
        [current.from, current.to],
      ),
      this.leads.topSchools(current, LIST_LIMIT),
      this.lastRolledUpAt(),
    ]);
    const daily = new Map<string, SiteDay>(
      daysOf(current).map((day) => [day, { day, impressions: 0, profileViews: 0, clicks: 0, searches: 0 }]),
    );
    for (const row of events) {
      const day = daily.get(row.day);
      if (!day) continue;
      if (row.kind === 'impression') day.impressions += row.events;
      else if (row.kind === 'profile_view') day.profileViews += row.events;
      else if (row.kind.startsWith('click_')) day.clicks += row.events;
    }
    for (const row of searches) {
      const day = daily.get(row.day);
      if (day) day.searches += row.searches;
    }
    return {
      days,
      current,
      daily: [...daily.values()],
      topSearches,
      noResultSearches: noResult,
      topSchools: topSchools.map((row) => ({
        schoolId: row.school_id,
        schoolName: row.school_name,
        profileViews: row.views,
      })),
      leadsPerSchool,
      lastRolledUpAt,
    };
  }

  private async searchTotals(range: DayRange, zeroOnly: boolean): Promise<SearchTotal[]> {
    const rows = await this.em.getConnection('read').execute<{ summary: string; searches: number; zero: number }[]>(
      `select "summary", sum("searches")::int as searches, sum("zero_result_searches")::int as zero
         from "analytics_search_daily" where "day" between ? and ? ${zeroOnly ? 'and "zero_result_searches" > 0' : ''}
        group by 1 order by ${zeroOnly ? '3' : '2'} desc, 1 limit ${LIST_LIMIT}`,
      [range.from, range.to],
    );
    return rows.map((row) => ({ summary: row.summary, searches: row.searches, zeroResultSearches: row.zero }));
  }

  private async lastRolledUpAt(): Promise<Date | null> {
    const [row] = await this.em
      .getConnection('read')
      .execute<{ rolled_until: Date | string }[]>(`select "rolled_until" from "analytics_rollup_state" where "id" = 1`);
    return toDate(row?.rolled_until);
  }
}
