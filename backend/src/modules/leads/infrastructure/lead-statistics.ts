import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SCHOOL_TIME_ZONE } from '../domain/lead-form';

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

  /** Leads per Las Vegas day for one school (days without leads are left out). */
  async perDay(schoolId: number, range: LeadDayRange): Promise<LeadDayCount[]> {
    const rows = await this.em
      .getConnection('read')
      .execute<{ day: string; count: number }[]>(
        `select to_char(${DAY}, 'YYYY-MM-DD') as day, count(*)::int as count from "lead" where "school_id" = ? and ${IN_RANGE} group by 1 order by 1`,
        [schoolId, range.from, range.to],
      );
    return rows;
  }

  /** Leads of one school by type ('information', 'tour'). */
  async byType(schoolId: number, range: LeadDayRange): Promise<LeadTypeCount[]> {
    return this.em
      .getConnection('read')
      .execute<LeadTypeCount[]>(
        `select "type", count(*)::int as count from "lead" where "school_id" = ? and ${IN_RANGE} group by 1 order by 1`,
        [schoolId, range.from, range.to],
      );
  }

  /** The median time from a lead's arrival to the school's first response, in minutes; null when none was answered. */
  async medianFirstResponseMinutes(schoolId: number, range: LeadDayRange): Promise<number | null> {
    const [row] = await this.em.getConnection('read').execute<{ minutes: number | null }[]>(
      `select (percentile_cont(0.5) within group (order by extract(epoch from "first_responded_at" - "created_at")) / 60)::float8 as minutes
           from "lead" where "school_id" = ? and "first_responded_at" is not null and ${IN_RANGE}`,
      [schoolId, range.from, range.to],
    );
    return row?.minutes == null ? null : Math.round(row.minutes);
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
         from "lead" l join "school" s on s."id" = l."school_id"
        where ${IN_RANGE.replaceAll('"created_at"', 'l."created_at"').replace('"status"', 'l."status"')}
        group by 1, 2 order by 3 desc, 2 limit ?`,
        [range.from, range.to, limit],
      );
    return rows.map((row) => ({ schoolId: row.school_id, schoolName: row.school_name, count: row.count }));
  }
}
