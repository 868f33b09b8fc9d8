import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import type { ReviewGuideline } from '../domain/review';
import { ReviewNotFoundError } from '../domain/reviews.errors';
import { ReviewActivityLog } from './ports/review-activity-log';
import { ReviewRepository } from './ports/review.repository';

/** 'Helpful' (once per visitor) and 'Report' (with a guideline) under a published review, no account. */
@Injectable()
export class VisitorReviewActions {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly activity: ReviewActivityLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The review's helpful count after the vote, and whether this visitor's vote was new. */
  async helpful(
    reviewId: string,
    visitor: string,
    now = new Date(),
  ): Promise<{ helpfulCount: number; counted: boolean }> {
    await this.published(reviewId);
    const counted = await this.reviews.addHelpfulVote(reviewId, visitor, now);
    const review = await this.reviews.findById(reviewId);
    return { helpfulCount: review?.helpfulCount ?? 0, counted };
  }

  async report(reviewId: string, guideline: ReviewGuideline, note: string | null, now = new Date()): Promise<void> {
    await this.published(reviewId);
    await this.unitOfWork.transaction(async () => {
      await this.reviews.addReport({
        reviewId,
        guideline,
        note,
        reporterKind: 'visitor',
        reporterUserId: null,
        createdAt: now,
      });
      await this.activity.count('report_received', now);
    });
  }

  private async published(reviewId: string): Promise<void> {
    const review = await this.reviews.findById(reviewId);
    if (!review || review.status !== 'published') throw new ReviewNotFoundError();
  }
}
