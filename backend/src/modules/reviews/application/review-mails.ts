import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { MAX_SCHOOL_OWNER_CONTACTS } from '../../identity';
import { MailOutbox, OutboxErasure } from '../../mail';
import { GUIDELINE_LABELS, type Review, type ReviewGuideline } from '../domain/review';
import { signReviewToken, type ReviewTokenKind } from '../domain/review-token';
import { describeDay, lasVegasDayOf } from '../domain/review-activity';
import type { ReviewedSchool } from './ports/reviewed-school';
import type { SummarisedReview } from './ports/review-summary.store';

/** Outbox keys of a school's daily review summary: one per owner (at most MAX_SCHOOL_OWNER_CONTACTS). */
export function reviewSummaryKeyPrefix(schoolId: number, day: string): string {
  return `review-summary:${schoolId}:${day}:`;
}

/** The review mails, queued through the mail outbox in the caller's transaction. Keys carry the review id. */
@Injectable()
export class ReviewMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly erasure: OutboxErasure,
    private readonly config: AppConfig,
  ) {}

  token(kind: ReviewTokenKind, reviewId: string): string {
    return signReviewToken(kind, reviewId, this.config.reviews.tokenSecret);
  }

  /** The page with the 'Publish my review' button (a POST: opening the link publishes nothing). */
  confirmUrl(review: Review): string {
    return `${this.config.publicUrl}/reviews/confirm?token=${encodeURIComponent(this.token('confirm', review.id))}`;
  }

  /** The page to edit or delete the review later. */
  manageUrl(review: Review): string {
    return `${this.config.publicUrl}/reviews/manage?token=${encodeURIComponent(this.token('manage', review.id))}`;
  }

  schoolUrl(school: ReviewedSchool): string {
    return `${this.config.publicUrl}/schools/${school.slug}`;
  }

  async confirmation(review: Review, school: ReviewedSchool): Promise<void> {
    if (!review.email) return;
    await this.outbox.queue({
      template: 'review-confirmation',
      to: review.email,
      key: `review-confirmation:${review.id}`,
      data: {
        schoolName: school.name,
        title: review.title,
        confirmUrl: this.confirmUrl(review),
        manageUrl: this.manageUrl(review),
        expiresInDays: 7,
      },
    });
  }

  /** The reviewer is told which guideline their review was removed under. */
  async removed(review: Review, school: ReviewedSchool, reason: ReviewGuideline): Promise<void> {
    if (!review.email) return;
    await this.outbox.queue({
      template: 'review-removed',
      to: review.email,
      key: `review-removed:${review.id}`,
      data: {
        schoolName: school.name,
        title: review.title,
        reason: GUIDELINE_LABELS[reason],
        guidelinesUrl: `${this.config.publicUrl}/review-guidelines`,
      },
    });
  }

  /** Each owner of the school hears of a newly published review (docs/decisions/reviews-moderation.md). */
  async publishedToOwners(
    review: Review,
    school: ReviewedSchool,
    owners: { email: string; firstName: string | null }[],
  ): Promise<void> {
    for (const [index, owner] of owners.entries()) {
      await this.outbox.queue({
        template: 'review-published-owner',
        to: owner.email,
        key: `review-published-owner:${review.id}:${index}`,
        data: {
          firstName: owner.firstName ?? undefined,
          schoolName: school.name,
          title: review.title,
          overall: review.overall,
          reviewsUrl: `${this.schoolUrl(school)}#reviews`,
          replyUrl: `${this.config.publicUrl}/school-dashboard?tab=reviews`,
        },
      });
    }
  }

  /**
   * One summary of the day's newly published reviews to each owner of a school on the daily summary
   * (keyed per school, day and owner: queued once, ever).
   */
  async summaryToOwners(
    school: ReviewedSchool,
    day: string,
    reviews: SummarisedReview[],
    owners: { email: string; firstName: string | null }[],
  ): Promise<void> {
    for (const [index, owner] of owners.slice(0, MAX_SCHOOL_OWNER_CONTACTS).entries()) {
      await this.outbox.queue({
        template: 'review-summary',
        to: owner.email,
        key: `${reviewSummaryKeyPrefix(school.id, day)}${index}`,
        data: {
          firstName: owner.firstName ?? undefined,
          schoolName: school.name,
          day: describeDay(day),
          reviews: reviews.map((r) => `"${r.title}", ${r.overall} of 5 stars, by ${r.displayName}`),
          reviewsUrl: `${this.schoolUrl(school)}#reviews`,
          replyUrl: `${this.config.publicUrl}/school-dashboard?tab=reviews&school=${school.id}`,
        },
      });
    }
  }

  /**
   * A deleted review's title may be in a stored daily summary: the summaries of the days its reviews were
   * published on are erased with it (they are sent already; only the stored copies go).
   */
  async forgetSummaries(reviews: Pick<Review, 'schoolId' | 'publishedAt' | 'ownerNotice'>[]): Promise<void> {
    const prefixes = reviews
      .filter((r) => r.ownerNotice === 'daily_summary' && r.publishedAt)
      .map((r) => reviewSummaryKeyPrefix(r.schoolId, lasVegasDayOf(r.publishedAt!)));
    if (prefixes.length) await this.erasure.forgetStartingWith(prefixes);
  }

  /** Erases every stored mail about the reviews (they hold the reviewer's address and text). */
  async forget(reviewIds: string[]): Promise<void> {
    if (!reviewIds.length) return;
    await this.erasure.forgetStartingWith(
      reviewIds.flatMap((id) => [`review-confirmation:${id}`, `review-removed:${id}`, `review-published-owner:${id}:`]),
    );
  }
}
