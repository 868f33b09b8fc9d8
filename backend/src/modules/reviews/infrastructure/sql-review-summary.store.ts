import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ReviewedSchool } from '../application/ports/reviewed-school';
import { ReviewSummaryStore, type SummarisedReview } from '../application/ports/review-summary.store';

const ZONE = 'America/Los_Angeles';
/** The instants of a Las Vegas day as bounds on `published_at`, so `review_owner_summary_idx` serves. */
const DAY_BOUNDS = `r."published_at" >= (cast(? as date)::timestamp at time zone '${ZONE}')
  and r."published_at" < ((cast(? as date) + 1)::timestamp at time zone '${ZONE}')`;
const WAITING = `r."owner_notice" = 'daily_summary' and r."status" = 'published'`;

/** `this.em` resolves to the UnitOfWork's transaction when called inside one. Schools from `school_summary`. */
@Injectable()
export class SqlReviewSummaryStore extends ReviewSummaryStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  private run<T extends object[]>(query: string, params: unknown[]): Promise<T> {
    return this.em.getConnection('write').execute<T>(query, params, 'all', this.em.getTransactionContext());
  }

  async summaryDue(day: string, limit: number): Promise<ReviewedSchool[]> {
    const rows = await this.run<{ id: number; name: string; slug: string }[]>(
      `select s."id", s."name", s."slug" from "school_summary" s
        where exists (select 1 from "review" r where r."school_id" = s."id" and ${WAITING} and ${DAY_BOUNDS})
          and not exists (select 1 from "review_summary_sent" x where x."school_id" = s."id" and x."day" = ?)
        order by s."id" limit ?`,
      [day, day, day, limit],
    );
    return rows.map((row) => ({ id: Number(row.id), name: row.name, slug: row.slug }));
  }

  async reviewsForSummary(schoolId: number, day: string): Promise<SummarisedReview[]> {
    const rows = await this.run<{ title: string; overall: number; display_name: string; published_at: Date }[]>(
      `select r."title", r."overall", r."display_name", r."published_at" from "review" r
        where r."school_id" = ? and ${WAITING} and ${DAY_BOUNDS}
        order by r."published_at", r."id"`,
      [schoolId, day, day],
    );
    return rows.map((row) => ({
      title: row.title,
      overall: Number(row.overall),
      displayName: row.display_name,
      publishedAt: new Date(row.published_at),
    }));
  }

  async claimSummary(schoolId: number, day: string, reviews: number, now: Date): Promise<boolean> {
    const rows = await this.run<object[]>(
      `insert into "review_summary_sent" ("school_id", "day", "sent_at", "reviews") values (?, ?, ?, ?)
       on conflict do nothing returning "school_id"`,
      [schoolId, day, now, reviews],
    );
    return rows.length > 0;
  }
}
