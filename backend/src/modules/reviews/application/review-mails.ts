import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { MailOutbox, OutboxErasure } from '../../mail';
import { GUIDELINE_LABELS, type Review, type ReviewGuideline } from '../domain/review';
import { signReviewToken, type ReviewTokenKind } from '../domain/review-token';
import type { ReviewedSchool } from './ports/reviewed-school';

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

  /** Erases every stored mail about the reviews (they hold the reviewer's address and text). */
  async forget(reviewIds: string[]): Promise<void> {
    if (!reviewIds.length) return;
    await this.erasure.forgetStartingWith(
      reviewIds.flatMap((id) => [`review-confirmation:${id}`, `review-removed:${id}`, `review-published-owner:${id}:`]),
    );
  }
}
