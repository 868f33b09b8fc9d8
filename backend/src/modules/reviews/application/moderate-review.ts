import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import type { Review, ReviewGuideline } from '../domain/review';
import { ReviewNotFoundError, ReviewNotModeratableError, ReviewSchoolNotFoundError } from '../domain/reviews.errors';
import { ReviewPublication } from './publication';
import { ReviewMails } from './review-mails';
import { ReviewActivityLog } from './ports/review-activity-log';
import { ReviewRepository } from './ports/review.repository';
import { ReviewedSchools } from './ports/reviewed-school';

/**
 * The admin's Reviews queue: publish a held or reported review (its open reports are closed), or remove it
 * under one of the published guidelines: the row is kept with its reason for the record and the public
 * count, and the reviewer is mailed the reason. Held owner replies are published or removed the same way.
 */
@Injectable()
export class ModerateReview {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly schools: ReviewedSchools,
    private readonly mails: ReviewMails,
    private readonly publication: ReviewPublication,
    private readonly activity: ReviewActivityLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  publish(reviewId: string, now = new Date()): Promise<Review> {
    return this.decide(reviewId, async (review, school) => {
      const firstTime = review.publishedAt === null;
      review.publish(now);
      await this.activity.count('report_resolved', now, { by: await this.reviews.resolveReports(review.id, now) });
      await this.reviews.save(review);
      if (firstTime) await this.publication.published(review, school, now);
    });
  }

  remove(reviewId: string, reason: ReviewGuideline, now = new Date()): Promise<Review> {
    return this.decide(reviewId, async (review, school) => {
      if (review.status === 'removed') return;
      review.remove(reason, now);
      await this.activity.count('report_resolved', now, { by: await this.reviews.resolveReports(review.id, now) });
      await this.reviews.save(review);
      await this.activity.count('removed', now, { reason });
      await this.mails.removed(review, school, reason);
    });
  }

  publishReply(reviewId: string, now = new Date()): Promise<Review> {
    return this.decide(reviewId, async (review) => {
      review.publishReply(now);
      await this.reviews.save(review);
    });
  }

  removeReply(reviewId: string, now = new Date()): Promise<Review> {
    return this.decide(reviewId, async (review) => {
      review.removeReply(now);
      await this.reviews.save(review);
    });
  }

  private decide(
    reviewId: string,
    change: (review: Review, school: { id: number; name: string; slug: string }) => Promise<void>,
  ): Promise<Review> {
    return this.unitOfWork.transaction(async () => {
      const review = await this.reviews.findByIdForUpdate(reviewId);
      if (!review) throw new ReviewNotFoundError();
      if (review.status === 'unconfirmed') throw new ReviewNotModeratableError();
      const school = await this.schools.liveById(review.schoolId);
      if (!school) throw new ReviewSchoolNotFoundError();
      await change(review, school);
      return review;
    });
  }
}
