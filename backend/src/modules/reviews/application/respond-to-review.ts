import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { SchoolOwnership } from '../../identity';
import type { Review, ReviewGuideline, ReviewStatus } from '../domain/review';
import { screenReply } from '../domain/review-screening';
import { ReviewNotFoundError, ReviewNotPublishedError } from '../domain/reviews.errors';
import { ReviewActivityLog } from './ports/review-activity-log';
import { ReviewRepository } from './ports/review.repository';

/**
 * What a verified owner of the school (premium or not) may do with its reviews: one public reply each
 * (created or edited; the same text checks as reviews hold it for an admin), and a report against a named
 * guideline, which goes to the admin queue while the review stays up. Nothing else: owners cannot delete,
 * hide, reorder or delay a review.
 */
@Injectable()
export class RespondToReview {
  constructor(
    private readonly ownership: SchoolOwnership,
    private readonly reviews: ReviewRepository,
    private readonly activity: ReviewActivityLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async reply(userId: string, schoolId: number, reviewId: string, text: string, now = new Date()): Promise<Review> {
    await this.ownership.assertOwns(userId, schoolId);
    return this.unitOfWork.transaction(async () => {
      const review = await this.schoolReview(schoolId, reviewId, true, ['published']);
      review.setReply(text.trim(), screenReply(text), now);
      await this.reviews.save(review);
      return review;
    });
  }

  async report(
    userId: string,
    schoolId: number,
    reviewId: string,
    guideline: ReviewGuideline,
    note: string | null,
    now = new Date(),
  ): Promise<void> {
    await this.ownership.assertOwns(userId, schoolId);
    // A held review may be reported too: the report waits beside it in the queue.
    const review = await this.schoolReview(schoolId, reviewId, false, ['published', 'held']);
    await this.unitOfWork.transaction(async () => {
      await this.reviews.addReport({
        reviewId: review.id,
        guideline,
        note,
        reporterKind: 'owner',
        reporterUserId: userId,
        createdAt: now,
      });
      await this.activity.count('report_received', now);
    });
  }

  private async schoolReview(
    schoolId: number,
    reviewId: string,
    lock: boolean,
    states: ReviewStatus[],
  ): Promise<Review> {
    const review = lock ? await this.reviews.findByIdForUpdate(reviewId) : await this.reviews.findById(reviewId);
    if (!review || review.schoolId !== schoolId) throw new ReviewNotFoundError();
    if (!states.includes(review.status)) throw new ReviewNotPublishedError();
    return review;
  }
}
