import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import type { Review } from '../domain/review';
import { screenReview } from '../domain/review-screening';
import { ReviewNotFoundError, ReviewSchoolNotFoundError } from '../domain/reviews.errors';
import { ReviewPublication } from './publication';
import { ReviewLinks } from './review-links';
import { ReviewMails } from './review-mails';
import { ReviewActivityLog } from './ports/review-activity-log';
import { ReviewRepository } from './ports/review.repository';
import { ReviewedSchools } from './ports/reviewed-school';

const DAY_MS = 86_400_000;

/**
 * The confirm page's 'Publish my review' (a POST). Under the review's row lock: the automatic checks decide
 * published or held (screenReview: texts and context only, never the school's plan or the rating); the
 * address's earlier review of the same school is replaced (deleted with its mails); a published review is
 * mailed to the school's owners. Confirming again answers the state it is in.
 */
@Injectable()
export class ConfirmReview {
  constructor(
    private readonly links: ReviewLinks,
    private readonly reviews: ReviewRepository,
    private readonly schools: ReviewedSchools,
    private readonly mails: ReviewMails,
    private readonly publication: ReviewPublication,
    private readonly activity: ReviewActivityLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(token: string, now = new Date()): Promise<Review> {
    const id = this.links.reviewId(token, 'confirm');
    return this.unitOfWork.transaction(async () => {
      const review = await this.reviews.findByIdForUpdate(id);
      if (!review || !review.email) throw new ReviewNotFoundError();
      if (review.status !== 'unconfirmed') return review;
      const school = await this.schools.liveById(review.schoolId);
      if (!school) throw new ReviewSchoolNotFoundError();

      const screening = screenReview({
        texts: [review.title, review.body, review.displayName],
        sameTextAtOtherSchools: await this.reviews.sameTextAtOtherSchools(review.bodyFingerprint, review.schoolId),
        reviewsOfSchoolInLastDay: await this.reviews.confirmedForSchoolSince(
          review.schoolId,
          new Date(now.getTime() - DAY_MS),
          review.id,
        ),
      });
      const replaced = await this.reviews.liveByEmail(review.schoolId, review.email, review.id);
      await this.mails.forgetSummaries(replaced);
      await this.mails.forget(replaced.map((r) => r.id));
      await this.reviews.delete(replaced.map((r) => r.id));

      review.confirm(screening, now);
      await this.reviews.save(review);
      await this.activity.count('confirmed', now);
      // The screening's verdict: published, or held by an automatic check.
      if (review.isPublished()) await this.publication.published(review, school, now);
      else await this.activity.count('auto_held', now);
      return review;
    });
  }
}
