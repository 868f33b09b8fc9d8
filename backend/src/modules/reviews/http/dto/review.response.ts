import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PageResponse } from '../../../../shared/http';
import {
  GUIDELINE_LABELS,
  INSIDER_LABEL,
  RELATIONSHIP_LABELS,
  REVIEW_GUIDELINES,
  REVIEW_RELATIONSHIPS,
  REVIEW_STATUSES,
  type Review,
  type ReviewGuideline,
  type ReviewRelationship,
  type ReviewStatus,
} from '../../domain/review';
import type { RatingSummary } from '../../domain/rating-summary';
import { HOLD_REASON_LABELS, type HoldReason } from '../../domain/review-screening';
import type { MonthlyReviews } from '../../domain/review-activity';
import type { ModerationVolumesRead, VolumesWindow } from '../../infrastructure/review-analytics-reads';
import type { PublishedReviewRow, QueueRow, RemovedCount, SchoolReviewsRead } from '../../infrastructure/review-reads';

const HOLD_REASONS = Object.keys(HOLD_REASON_LABELS) as HoldReason[];

export class ReviewAspectsResponse {
  @ApiProperty() academics: number;
  @ApiProperty() teachers: number;
  @ApiProperty() community: number;
  @ApiProperty({ description: 'Communication with families' }) communication: number;
}

export class StarDistributionResponse {
  @ApiProperty({ name: '1' }) '1': number;
  @ApiProperty({ name: '2' }) '2': number;
  @ApiProperty({ name: '3' }) '3': number;
  @ApiProperty({ name: '4' }) '4': number;
  @ApiProperty({ name: '5' }) '5': number;
}

export class ReviewReplyResponse {
  @ApiProperty({ description: "Shown as 'Response from {school}'" })
  text: string;

  @ApiProperty({
    enum: ['published', 'held'],
    enumName: 'ReviewReplyStatus',
    description: 'held: owners and admins only',
  })
  status: 'published' | 'held';

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

export class SchoolYearsResponse {
  @ApiProperty({ description: 'Start year of the first school year covered (2022 = 2022-23)' }) from: number;
  @ApiProperty({ description: 'Start year of the last school year covered' }) to: number;
}

/** A published review as anyone sees it: never the reviewer's e-mail. */
export class PublicReviewResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) overall: number;
  @ApiProperty({ type: ReviewAspectsResponse }) aspects: ReviewAspectsResponse;
  @ApiProperty() title: string;
  @ApiProperty() body: string;
  @ApiProperty({ enum: REVIEW_RELATIONSHIPS, enumName: 'ReviewRelationship' }) relationship: ReviewRelationship;
  @ApiProperty({ example: 'Current parent' }) relationshipLabel: string;
  @ApiProperty({ description: `Staff, board or relative of staff: shown as '${INSIDER_LABEL}', not counted` })
  insider: boolean;
  @ApiProperty({ type: SchoolYearsResponse }) schoolYears: SchoolYearsResponse;
  @ApiProperty({ example: 'Jane D.' }) displayName: string;
  @ApiProperty({ type: String, format: 'date-time' }) publishedAt: string;
  @ApiProperty() helpfulCount: number;
  @ApiProperty({ type: ReviewReplyResponse, nullable: true }) reply: ReviewReplyResponse | null;

  static from(row: PublishedReviewRow): PublicReviewResponse {
    return {
      id: row.id,
      overall: row.overall,
      aspects: row.aspects,
      title: row.title,
      body: row.body,
      relationship: row.relationship,
      relationshipLabel: RELATIONSHIP_LABELS[row.relationship],
      insider: row.relationship === 'staff_or_relative',
      schoolYears: { from: row.schoolYearFrom, to: row.schoolYearTo },
      displayName: row.displayName,
      publishedAt: new Date(row.publishedAt).toISOString(),
      helpfulCount: row.helpfulCount,
      reply: row.reply
        ? { text: row.reply.text, status: row.reply.status, updatedAt: new Date(row.reply.updatedAt).toISOString() }
        : null,
    };
  }

  static fromReview(review: Review): PublicReviewResponse {
    return PublicReviewResponse.from({
      id: review.id,
      overall: review.overall,
      aspects: {
        academics: review.academics,
        teachers: review.teachers,
        community: review.community,
        communication: review.communication,
      },
      title: review.title,
      body: review.body,
      relationship: review.relationship,
      schoolYearFrom: review.schoolYearFrom,
      schoolYearTo: review.schoolYearTo,
      displayName: review.displayName,
      publishedAt: review.publishedAt ?? review.updatedAt,
      helpfulCount: review.helpfulCount,
      reply:
        review.reply && review.replyStatus
          ? { text: review.reply, status: review.replyStatus, updatedAt: review.replyUpdatedAt ?? review.updatedAt }
          : null,
    });
  }
}

export class RatingSummaryResponse {
  @ApiProperty({ description: 'Published reviews, insiders included' }) count: number;
  @ApiProperty({ description: 'Of them, those the rating counts (not insiders)' }) countedCount: number;
  @ApiProperty({ description: "False below 3 counted reviews: show 'Not enough reviews yet'" }) enoughReviews: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'Average overall to one decimal' }) average: number | null;
  @ApiProperty({ type: StarDistributionResponse, nullable: true }) distribution: StarDistributionResponse | null;
  @ApiProperty({ type: ReviewAspectsResponse, nullable: true }) aspects: ReviewAspectsResponse | null;

  static from(summary: RatingSummary): RatingSummaryResponse {
    return { ...summary };
  }
}

export class RemovedReviewCountResponse {
  @ApiProperty({ enum: REVIEW_GUIDELINES, enumName: 'ReviewGuideline' }) reason: ReviewGuideline;
  @ApiProperty({ example: 'Advertising' }) label: string;
  @ApiProperty() count: number;

  static from(row: RemovedCount): RemovedReviewCountResponse {
    return { reason: row.reason, label: GUIDELINE_LABELS[row.reason], count: row.count };
  }
}

/** The school page's review block. */
export class SchoolReviewsResponse {
  @ApiProperty() schoolId: number;
  @ApiProperty({ description: "For 'Response from {school}'" }) schoolName: string;
  @ApiProperty({ type: RatingSummaryResponse }) summary: RatingSummaryResponse;
  @ApiProperty({ description: "Reviews not shown ('3 reviews not shown: why')" }) removedCount: number;
  @ApiProperty({ type: [RemovedReviewCountResponse] }) removedByReason: RemovedReviewCountResponse[];
  @ApiProperty({ type: [PublicReviewResponse] }) items: PublicReviewResponse[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty({ enum: ['newest', 'highest', 'lowest', 'helpful'], enumName: 'ReviewSort' }) sort: string;

  static from(
    school: { id: number; name: string },
    read: SchoolReviewsRead,
    query: { page: number; limit: number; sort: string },
  ): SchoolReviewsResponse {
    return {
      schoolId: school.id,
      schoolName: school.name,
      summary: RatingSummaryResponse.from(read.summary),
      removedCount: read.removed.reduce((sum, row) => sum + row.count, 0),
      removedByReason: read.removed.map(RemovedReviewCountResponse.from),
      items: read.reviews.items.map(PublicReviewResponse.from),
      total: read.reviews.total,
      ...query,
    };
  }
}

export class ReviewReceivedResponse {
  @ApiProperty({ description: 'Stored unconfirmed; the confirmation mail is on its way' }) received: boolean;
}

/** After 'Publish my review': `status` is published, or held for an admin by an automatic check. */
export class ReviewConfirmedResponse {
  @ApiProperty({ enum: REVIEW_STATUSES, enumName: 'ReviewStatus' })
  status: ReviewStatus;
  @ApiProperty() schoolId: number;
  @ApiProperty() schoolName: string;
  @ApiProperty() schoolSlug: string;
}

/** The reviewer's own review on the manage page (the address stays out of it too). */
export class ManagedReviewResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() schoolId: number;
  @ApiProperty({ enum: REVIEW_STATUSES, enumName: 'ReviewStatus' }) status: ReviewStatus;
  @ApiProperty() overall: number;
  @ApiProperty() academics: number;
  @ApiProperty() teachers: number;
  @ApiProperty() community: number;
  @ApiProperty() communication: number;
  @ApiProperty() title: string;
  @ApiProperty() body: string;
  @ApiProperty({ enum: REVIEW_RELATIONSHIPS, enumName: 'ReviewRelationship' }) relationship: ReviewRelationship;
  @ApiProperty() schoolYearFrom: number;
  @ApiProperty() schoolYearTo: number;
  @ApiProperty() displayName: string;
  @ApiProperty({ enum: REVIEW_GUIDELINES, enumName: 'ReviewGuideline', nullable: true, type: String })
  removalReason: ReviewGuideline | null;

  static from(review: Review): ManagedReviewResponse {
    return {
      id: review.id,
      schoolId: review.schoolId,
      status: review.status,
      overall: review.overall,
      academics: review.academics,
      teachers: review.teachers,
      community: review.community,
      communication: review.communication,
      title: review.title,
      body: review.body,
      relationship: review.relationship,
      schoolYearFrom: review.schoolYearFrom,
      schoolYearTo: review.schoolYearTo,
      displayName: review.displayName,
      removalReason: review.removalReason,
    };
  }
}

export class ReviewDeletedResponse {
  @ApiProperty() deleted: boolean;
}

export class ReviewHelpfulResponse {
  @ApiProperty() helpfulCount: number;
  @ApiProperty({ description: 'False when this visitor had already found it helpful' }) counted: boolean;
}

export class ReviewReportedResponse {
  @ApiProperty({ description: 'The report is in the admin queue; the review stays up meanwhile' }) reported: boolean;
}

export class HoldReasonResponse {
  @ApiProperty({ enum: HOLD_REASONS, enumName: 'ReviewHoldReason' }) code: HoldReason;
  @ApiProperty() label: string;
}

const holdReasons = (codes: HoldReason[]): HoldReasonResponse[] =>
  codes.map((code) => ({ code, label: HOLD_REASON_LABELS[code] }));

export class QueueReportResponse {
  @ApiProperty({ enum: REVIEW_GUIDELINES, enumName: 'ReviewGuideline' }) guideline: ReviewGuideline;
  @ApiProperty() guidelineLabel: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ enum: ['owner', 'visitor'], enumName: 'ReviewReporterKind' }) reporterKind: 'owner' | 'visitor';
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class AdminReviewReplyResponse {
  @ApiProperty() text: string;
  @ApiProperty({ enum: ['published', 'held'], enumName: 'ReviewReplyStatus' }) status: 'published' | 'held';
  @ApiProperty({ type: [HoldReasonResponse] }) holdReasons: HoldReasonResponse[];
}

/** A review in the admin's queue: admins alone see the reviewer's address. */
export class AdminReviewResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() schoolId: number;
  @ApiProperty() schoolName: string;
  @ApiProperty({ enum: REVIEW_STATUSES, enumName: 'ReviewStatus' }) status: ReviewStatus;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty() overall: number;
  @ApiProperty({ type: ReviewAspectsResponse }) aspects: ReviewAspectsResponse;
  @ApiProperty() title: string;
  @ApiProperty() body: string;
  @ApiProperty({ enum: REVIEW_RELATIONSHIPS, enumName: 'ReviewRelationship' }) relationship: ReviewRelationship;
  @ApiProperty() relationshipLabel: string;
  @ApiProperty({ type: SchoolYearsResponse }) schoolYears: SchoolYearsResponse;
  @ApiProperty() displayName: string;
  @ApiProperty({ type: [HoldReasonResponse] }) holdReasons: HoldReasonResponse[];
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true }) confirmedAt: string | null;
  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true }) publishedAt: string | null;
  @ApiProperty({ type: AdminReviewReplyResponse, nullable: true }) reply: AdminReviewReplyResponse | null;
  @ApiProperty({ type: [QueueReportResponse] }) openReports: QueueReportResponse[];

  static from(row: QueueRow): AdminReviewResponse {
    return {
      id: row.id,
      schoolId: row.schoolId,
      schoolName: row.schoolName,
      status: row.status,
      email: row.email,
      overall: row.overall,
      aspects: row.aspects,
      title: row.title,
      body: row.body,
      relationship: row.relationship,
      relationshipLabel: RELATIONSHIP_LABELS[row.relationship],
      schoolYears: { from: row.schoolYearFrom, to: row.schoolYearTo },
      displayName: row.displayName,
      holdReasons: holdReasons(row.holdReasons),
      confirmedAt: row.confirmedAt ? new Date(row.confirmedAt).toISOString() : null,
      publishedAt: row.publishedAt ? new Date(row.publishedAt).toISOString() : null,
      reply: row.reply
        ? { text: row.reply.text, status: row.reply.status, holdReasons: holdReasons(row.reply.holdReasons) }
        : null,
      openReports: row.openReports.map((report) => ({
        guideline: report.guideline,
        guidelineLabel: GUIDELINE_LABELS[report.guideline],
        note: report.note,
        reporterKind: report.reporterKind,
        createdAt: report.createdAt.toISOString(),
      })),
    };
  }
}

export class AdminReviewPageResponse extends PageResponse(AdminReviewResponse) {}

/** The state after an admin's decision. */
export class ReviewDecisionResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: REVIEW_STATUSES, enumName: 'ReviewStatus' }) status: ReviewStatus;
  @ApiProperty({ enum: REVIEW_GUIDELINES, enumName: 'ReviewGuideline', nullable: true, type: String })
  removalReason: ReviewGuideline | null;
  @ApiProperty({ enum: ['published', 'held'], enumName: 'ReviewReplyStatus', nullable: true, type: String })
  replyStatus: 'published' | 'held' | null;

  static from(review: Review): ReviewDecisionResponse {
    return {
      id: review.id,
      status: review.status,
      removalReason: review.removalReason,
      replyStatus: review.replyStatus,
    };
  }
}

export class ReviewMonthResponse {
  @ApiProperty({ example: '2027-01', description: 'Las Vegas month (YYYY-MM)' }) month: string;
  @ApiProperty({ description: 'Reviews first published that month and published now (insiders included)' })
  reviews: number;
  @ApiProperty({ description: 'Of those, the ones the rating is made of (insiders are not counted)' })
  countedReviews: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 4.3,
    description: 'Average overall rating of the counted reviews, one decimal; null without any',
  })
  averageRating: number | null;
}

/** The owner's Reviews tab: reviews and rating per month. Counts only. */
export class SchoolReviewAnalyticsResponse {
  @ApiProperty({ type: [ReviewMonthResponse], description: 'The last 12 Las Vegas months, oldest first' })
  months: ReviewMonthResponse[];

  static from(months: MonthlyReviews[]): SchoolReviewAnalyticsResponse {
    return { months };
  }
}

export class ModerationVolumesResponse {
  @ApiProperty({ format: 'date', description: 'First Las Vegas day counted' }) from: string;
  @ApiProperty({ format: 'date', description: 'Last Las Vegas day counted (inclusive)' }) to: string;
  @ApiProperty({ description: 'Reviews written (before the e-mail confirmation)' }) submitted: number;
  @ApiProperty({ description: 'Reviews confirmed by their writer' }) confirmed: number;
  @ApiProperty({ description: 'Held by an automatic check (at confirmation or after an edit)' }) autoHeld: number;
  @ApiProperty({ description: 'First publications (automatic or by an admin)' }) published: number;
  @ApiProperty({ description: 'Removed by an admin, all guidelines' }) removed: number;
  @ApiProperty({ type: [RemovedReviewCountResponse], description: 'Every guideline, in the published order' })
  removedByReason: RemovedReviewCountResponse[];
  @ApiProperty({ description: "Owners' and visitors' reports" }) reportsReceived: number;
  @ApiProperty({ description: 'Reports closed by an admin decision' }) reportsResolved: number;

  static from(window: VolumesWindow): ModerationVolumesResponse {
    return {
      ...window,
      removedByReason: REVIEW_GUIDELINES.map((reason) =>
        RemovedReviewCountResponse.from({ reason, count: window.removedByReason[reason] }),
      ),
    };
  }
}

/** The admin's Reviews tab: moderation volumes. Counts only. */
export class ReviewModerationVolumesResponse {
  @ApiProperty({ type: ModerationVolumesResponse, description: 'The last 30 Las Vegas days, today included' })
  lastDays: ModerationVolumesResponse;
  @ApiProperty({ type: [ModerationVolumesResponse], description: 'The last 12 weeks (Monday to Sunday), oldest first' })
  weeks: ModerationVolumesResponse[];

  static from(read: ModerationVolumesRead): ReviewModerationVolumesResponse {
    return {
      lastDays: ModerationVolumesResponse.from(read.lastDays),
      weeks: read.weeks.map(ModerationVolumesResponse.from),
    };
  }
}
