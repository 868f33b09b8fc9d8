import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Page } from '../../../shared/database';
import type { ReviewAspect, ReviewGuideline, ReviewRelationship, ReviewStatus } from '../domain/review';
import { ratingSummary, type RatingSummary } from '../domain/rating-summary';
import type { HoldReason } from '../domain/review-screening';

export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The orders the visitor chooses; each ends on the review id so pages never overlap. */
const ORDER: Record<ReviewSort, string> = {
  newest: `r."published_at" desc, r."id"`,
  highest: `r."overall" desc, r."published_at" desc, r."id"`,
  lowest: `r."overall" asc, r."published_at" desc, r."id"`,
  helpful: `r."helpful_count" desc, r."published_at" desc, r."id"`,
};

export interface PublishedReviewRow {
  id: string;
  overall: number;
  aspects: Record<ReviewAspect, number>;
  title: string;
  body: string;
  relationship: ReviewRelationship;
  schoolYearFrom: number;
  schoolYearTo: number;
  displayName: string;
  publishedAt: Date;
  helpfulCount: number;
  reply: { text: string; status: 'published' | 'held'; updatedAt: Date } | null;
}

export interface RemovedCount {
  reason: ReviewGuideline;
  count: number;
}

export interface SchoolReviewsRead {
  summary: RatingSummary;
  removed: RemovedCount[];
  reviews: Page<PublishedReviewRow>;
}

export interface QueueReport {
  guideline: ReviewGuideline;
  note: string | null;
  reporterKind: 'owner' | 'visitor';
  createdAt: Date;
}

export interface QueueRow extends Omit<PublishedReviewRow, 'publishedAt' | 'reply'> {
  schoolId: number;
  schoolName: string;
  email: string | null;
  status: ReviewStatus;
  holdReasons: HoldReason[];
  confirmedAt: Date | null;
  publishedAt: Date | null;
  reply: { text: string; status: 'published' | 'held'; holdReasons: HoldReason[] } | null;
  openReports: QueueReport[];
}

export const REVIEW_QUEUES = ['open', 'held', 'reported'] as const;
export type ReviewQueue = (typeof REVIEW_QUEUES)[number];

const QUEUE_WHERE: Record<ReviewQueue, string> = {
  held: `(r."status" = 'held' or r."reply_status" = 'held')`,
  reported: `exists (select 1 from "review_report" p where p."review_id" = r."id" and p."resolved_at" is null) and r."status" <> 'removed'`,
  open: `((r."status" = 'held' or r."reply_status" = 'held') or (r."status" <> 'removed' and exists (select 1 from "review_report" p where p."review_id" = r."id" and p."resolved_at" is null)))`,
};

type Row = Record<string, unknown>;

/** The reads of the school page's review block, the owner's list and the admin queue (raw SQL, one school's index). */
@Injectable()
export class ReviewReads {
  constructor(private readonly em: EntityManager) {}

  private execute<T extends object[]>(sql: string, params: unknown[]): Promise<T> {
    return this.em.getConnection().execute<T>(sql, params);
  }

  /**
   * A school's published reviews, one page in the visitor's order, with the summary (insiders not counted)
   * and the count of removed reviews by reason. `ownReplies`: held replies are shown too (the owner's view).
   */
  async forSchool(
    schoolId: number,
    sort: ReviewSort,
    page: number,
    limit: number,
    ownReplies = false,
  ): Promise<SchoolReviewsRead> {
    const [totals] = await this.execute<Row[]>(
      `select count(*)::int as "count",
         count(*) filter (where "overall" = 1 and "relationship" <> 'staff_or_relative')::int as "s1",
         count(*) filter (where "overall" = 2 and "relationship" <> 'staff_or_relative')::int as "s2",
         count(*) filter (where "overall" = 3 and "relationship" <> 'staff_or_relative')::int as "s3",
         count(*) filter (where "overall" = 4 and "relationship" <> 'staff_or_relative')::int as "s4",
         count(*) filter (where "overall" = 5 and "relationship" <> 'staff_or_relative')::int as "s5",
         coalesce(sum("academics") filter (where "relationship" <> 'staff_or_relative'), 0)::int as "academics",
         coalesce(sum("teachers") filter (where "relationship" <> 'staff_or_relative'), 0)::int as "teachers",
         coalesce(sum("community") filter (where "relationship" <> 'staff_or_relative'), 0)::int as "community",
         coalesce(sum("communication") filter (where "relationship" <> 'staff_or_relative'), 0)::int as "communication"
       from "review" where "school_id" = ? and "status" = 'published'`,
      [schoolId],
    );
    const summary = ratingSummary(Number(totals.count), {
      byStar: { 1: n(totals.s1), 2: n(totals.s2), 3: n(totals.s3), 4: n(totals.s4), 5: n(totals.s5) },
      aspectSums: {
        academics: n(totals.academics),
        teachers: n(totals.teachers),
        community: n(totals.community),
        communication: n(totals.communication),
      },
    });
    const removed = await this.execute<{ reason: ReviewGuideline; count: number }[]>(
      `select "removal_reason" as "reason", count(*)::int as "count" from "review"
        where "school_id" = ? and "status" = 'removed' group by "removal_reason" order by "removal_reason"`,
      [schoolId],
    );
    const rows = await this.execute<Row[]>(
      `select r.* from "review" r where r."school_id" = ? and r."status" = 'published'
        order by ${ORDER[sort]} limit ? offset ?`,
      [schoolId, limit, (page - 1) * limit],
    );
    return {
      summary,
      removed: removed.map((row) => ({ reason: row.reason, count: Number(row.count) })),
      reviews: { items: rows.map((row) => publishedRow(row, ownReplies)), total: summary.count },
    };
  }

  async queue(which: ReviewQueue, page: number, limit: number): Promise<Page<QueueRow>> {
    const [count] = await this.execute<{ total: number }[]>(
      `select count(*)::int as "total" from "review" r where ${QUEUE_WHERE[which]}`,
      [],
    );
    const rows = await this.execute<Row[]>(
      `select r.*, s."name" as "school_name",
         coalesce((select json_agg(json_build_object('guideline', p."guideline", 'note', p."note",
             'reporterKind', p."reporter_kind", 'createdAt', p."created_at") order by p."created_at")
           from "review_report" p where p."review_id" = r."id" and p."resolved_at" is null), '[]') as "open_reports"
       from "review" r join "school_summary" s on s."id" = r."school_id"
       where ${QUEUE_WHERE[which]}
       order by coalesce(r."confirmed_at", r."created_at"), r."id" limit ? offset ?`,
      [limit, (page - 1) * limit],
    );
    return {
      total: Number(count?.total ?? 0),
      items: rows.map((row) => ({
        ...publishedRow(row, true),
        schoolId: Number(row.school_id),
        schoolName: String(row.school_name),
        email: (row.email as string | null) ?? null,
        status: row.status as ReviewStatus,
        holdReasons: (row.hold_reasons as HoldReason[]) ?? [],
        confirmedAt: (row.confirmed_at as Date | null) ?? null,
        publishedAt: (row.published_at as Date | null) ?? null,
        reply: row.reply
          ? {
              text: String(row.reply),
              status: row.reply_status as 'published' | 'held',
              holdReasons: (row.reply_hold_reasons as HoldReason[]) ?? [],
            }
          : null,
        openReports: ((row.open_reports as Row[]) ?? []).map((report) => ({
          guideline: report.guideline as ReviewGuideline,
          note: (report.note as string | null) ?? null,
          reporterKind: report.reporterKind as 'owner' | 'visitor',
          createdAt: new Date(String(report.createdAt)),
        })),
      })),
    };
  }
}

const n = (value: unknown): number => Number(value ?? 0);

function publishedRow(row: Row, ownReplies: boolean): PublishedReviewRow {
  const showReply = !!row.reply && (row.reply_status === 'published' || ownReplies);
  return {
    id: String(row.id),
    overall: Number(row.overall),
    aspects: {
      academics: Number(row.academics),
      teachers: Number(row.teachers),
      community: Number(row.community),
      communication: Number(row.communication),
    },
    title: String(row.title),
    body: String(row.body),
    relationship: row.relationship as ReviewRelationship,
    schoolYearFrom: Number(row.school_year_from),
    schoolYearTo: Number(row.school_year_to),
    displayName: String(row.display_name),
    publishedAt: row.published_at as Date,
    helpfulCount: Number(row.helpful_count),
    reply: showReply
      ? {
          text: String(row.reply),
          status: row.reply_status as 'published' | 'held',
          updatedAt: row.reply_updated_at as Date,
        }
      : null,
  };
}
