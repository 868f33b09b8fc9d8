import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SCHOOL_TIME_ZONE } from '../domain/lead-form';
import { REQUEST_LEAD_TYPES } from '../domain/lead-status';

/** A span of Las Vegas days (YYYY-MM-DD), both ends included. */
export interface LeadDayRange {
  from: string;
  to: string;
}

export interface LeadDayCount {
  day: string;
  count: number;
}

export interface LeadTypeCount {
  type: string;
  count: number;
}

/** One school's lead figures for a window of the Analytics tab. */
export interface SchoolLeadWindow {
  /** Leads per Las Vegas day of the current range (days without leads are left out). */
  perDay: LeadDayCount[];
  /** Leads of the current range by type ('information', 'tour', 'open_house'); the dashboard labels them. */
  byType: LeadTypeCount[];
  /**
   * Requests sent with the school page's form (information and tour) in the current range: the leads a
   * profile view can lead to. RSVPs are booked from the open-houses pages too.
   */
  profileRequests: number;
  /** Leads of the previous range. */
  previousTotal: number;
  /** Median minutes from arrival to first response in the current range; null when none was answered. */
  medianFirstResponseMinutes: number | null;
}

export interface SchoolLeadTotal {
  schoolId: number;
  schoolName: string;
  count: number;
}

const DAY = `("created_at" at time zone '${SCHOOL_TIME_ZONE}')::date`;
const IN_RANGE = `"created_at" >= (?::date)::timestamp at time zone '${SCHOOL_TIME_ZONE}' and "created_at" < ((?::date) + 1)::timestamp at time zone '${SCHOOL_TIME_ZONE}' and "status" <> 'spam'`;

/**
 * Lead figures for the analytics dashboards (issue 18), read here so the
 * analytics module never reads the `lead` table itself. Spam is never
 * counted; erased leads still are (they were real requests). Served by
 * `lead_inbox_idx` (school, created_at).
 */
@Injectable()
export class LeadStatistics {
  constructor(private readonly em: EntityManager) {}

  /**
   * One school's lead figures for a dashboard window in one statement (the
   * Analytics tab answers within 100 ms with a busy pool): leads per Las Vegas
   * day and by type in `current`, the total of `previous` (the days just
   * before), and the median time from a lead's arrival to the school's first
   * response in `current`, in minutes (null when none was answered). The
   * empty grouping set carries the median; one range scan of `lead_inbox_idx`.
   */
  async forWindow(schoolId: number, current: LeadDayRange, previous: LeadDayRange): Promise<SchoolLeadWindow> {
    const rows = await this.em
      .getConnection('read')
      .execute<{ day: string | null; type: string | null; count: number; minutes: number | null }[]>(
        `select to_char(${DAY}, 'YYYY-MM-DD') as day, "type", count(*)::int as count,
              (percentile_cont(0.5) within group (order by extract(epoch from "first_responded_at" - "created_at"))
                 filter (where "first_responded_at" is not null and ${DAY} >= ?::date) / 60)::float8 as minutes
         from "lead" where "school_id" = ? and ${IN_RANGE}
        group by grouping sets ((1, 2), ())`,
        [current.from, schoolId, previous.from, current.to],
      );
    const perDay = new Map<string, number>();
    const byType = new Map<string, number>();
    let previousTotal = 0;
    let medianFirstResponseMinutes: number | null = null;
    for (const row of rows) {
      if (row.day === null) {
        medianFirstResponseMinutes = row.minutes == null ? null : Math.round(row.minutes);
      } else if (row.day < current.from) {
        previousTotal += row.count;
      } else {
        perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count);
        byType.set(row.type!, (byType.get(row.type!) ?? 0) + row.count);
      }
    }
    return {
      perDay: [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, count]) => ({ day, count })),
      byType: [...byType].sort(([a], [b]) => a.localeCompare(b)).map(([type, count]) => ({ type, count })),
      profileRequests: REQUEST_LEAD_TYPES.reduce((sum, type) => sum + (byType.get(type) ?? 0), 0),
      previousTotal,
      medianFirstResponseMinutes,
    };
  }

  /** Leads of each of the given schools (0 for none), for peer comparisons. */
  async totalsForSchools(schoolIds: number[], range: LeadDayRange): Promise<Map<number, number>> {
    const totals = new Map(schoolIds.map((id) => [id, 0]));
    if (!schoolIds.length) return totals;
    const rows = await this.em
      .getConnection('read')
      .execute<{ school_id: number; count: number }[]>(
        `select "school_id", count(*)::int as count from "lead" where "school_id" in (?) and ${IN_RANGE} group by 1`,
        [schoolIds, range.from, range.to],
      );
    for (const row of rows) totals.set(row.school_id, row.count);
    return totals;
  }

  /** Schools with the most leads in the range (admin's 'leads per school'). */
  async topSchools(range: LeadDayRange, limit: number): Promise<SchoolLeadTotal[]> {
    const rows = await this.em
      .getConnection('read')
      .execute<{ school_id: number; school_name: string; count: number }[]>(
        `select l."school_id", s."name" as school_name, count(*)::int as count
         from "lead" l join "school_summary" s on s."id" = l."school_id"
        where ${IN_RANGE.replaceAll('"created_at"', 'l."created_at"').replace('"status"', 'l."status"')}
        group by 1, 2 order by 3 desc, 2 limit ?`,
        [range.from, range.to, limit],
      );
    return rows.map((row) => ({ schoolId: row.school_id, schoolName: row.school_name, count: row.count }));
  }
}
