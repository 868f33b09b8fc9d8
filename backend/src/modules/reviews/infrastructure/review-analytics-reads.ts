import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  addDays,
  lasVegasDayOf,
  lasVegasMonthsUpTo,
  moderationVolumes,
  mondayOf,
  monthlyReviews,
  type ModerationVolumes,
  type MonthlyReviews,
  type ReviewActivityDay,
} from '../domain/review-activity';

/** The owner's over-time figures cover this many Las Vegas months, the current one last. */
export const OWNER_MONTHS = 12;
/** The admin's volumes: the last 30 Las Vegas days (today included) and the last 12 weeks (Monday to Sunday). */
export const ADMIN_DAYS = 30;
export const ADMIN_WEEKS = 12;

const ZONE = 'America/Los_Angeles';

export interface VolumesWindow extends ModerationVolumes {
  from: string;
  to: string;
}

export interface ModerationVolumesRead {
  lastDays: VolumesWindow;
  weeks: VolumesWindow[];
}

/**
 * Counts only (issue 39's analytics): the owner's reviews and rating per month from the school's published
 * reviews, the admin's moderation volumes from `review_activity_day`. No row carries a review or a person.
 */
@Injectable()
export class ReviewAnalyticsReads {
  constructor(private readonly em: EntityManager) {}

  /**
   * Reviews first published in each of the last OWNER_MONTHS months and published now (as the school page
   * shows them), and the average overall rating of the counted ones (insiders are not counted).
   */
  async monthly(schoolId: number, now = new Date()): Promise<MonthlyReviews[]> {
    const months = lasVegasMonthsUpTo(now, OWNER_MONTHS);
    const rows = await this.em
      .getConnection()
      .execute<{ month: string; reviews: number; counted: number; rating_sum: number }[]>(
        `select to_char("published_at" at time zone '${ZONE}', 'YYYY-MM') as "month",
         count(*)::int as "reviews",
         count(*) filter (where "relationship" <> 'staff_or_relative')::int as "counted",
         coalesce(sum("overall") filter (where "relationship" <> 'staff_or_relative'), 0)::int as "rating_sum"
       from "review"
       where "school_id" = ? and "status" = 'published'
         and "published_at" >= (cast(? as date)::timestamp at time zone '${ZONE}')
       group by 1`,
        [schoolId, `${months[0]}-01`],
      );
    return monthlyReviews(
      months,
      rows.map((row) => ({ month: row.month, reviews: row.reviews, counted: row.counted, ratingSum: row.rating_sum })),
    );
  }

  /** The last ADMIN_DAYS days' totals and the last ADMIN_WEEKS weeks', oldest week first. */
  async volumes(now = new Date()): Promise<ModerationVolumesRead> {
    const today = lasVegasDayOf(now);
    const daysFrom = addDays(today, -(ADMIN_DAYS - 1));
    const firstMonday = addDays(mondayOf(today), -7 * (ADMIN_WEEKS - 1));
    const from = daysFrom < firstMonday ? daysFrom : firstMonday;
    const rows = await this.em
      .getConnection()
      .execute<ReviewActivityDay[]>(
        `select "day", "event", "reason", "count" from "review_activity_day" where "day" >= ? and "day" <= ?`,
        [from, today],
      );
    const window = (start: string, end: string): VolumesWindow => ({
      from: start,
      to: end,
      ...moderationVolumes(rows, start, end),
    });
    return {
      lastDays: window(daysFrom, today),
      weeks: Array.from({ length: ADMIN_WEEKS }, (_, n) => {
        const monday = addDays(firstMonday, 7 * n);
        return window(monday, addDays(monday, 6));
      }),
    };
  }
}
