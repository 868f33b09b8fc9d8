import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { reviewFingerprint, type Review, type ReviewContent } from '../domain/review';
import { screenReview } from '../domain/review-screening';
import { ReviewNotFoundError } from '../domain/reviews.errors';
import { ReviewLinks } from './review-links';
import { ReviewMails } from './review-mails';
import { ReviewPublication } from './publication';
import { ReviewActivityLog } from './ports/review-activity-log';
import { ReviewRepository } from './ports/review.repository';
import { ReviewedSchools } from './ports/reviewed-school';

const DAY_MS = 86_400_000;

/**
 * The reviewer's manage link (in the confirmation mail): read, edit or delete the review later, without an
 * account. An edit of a confirmed review passes the automatic checks again; deleting removes the review,
 * its votes and reports, and every stored mail about it, so the address is erased.
 */
@Injectable()
export class ManageReview {
  constructor(
    private readonly links: ReviewLinks,
    private readonly reviews: ReviewRepository,
    private readonly mails: ReviewMails,
    private readonly schools: ReviewedSchools,
    private readonly publication: ReviewPublication,
    private readonly activity: ReviewActivityLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async read(token: string): Promise<Review> {
    const review = await this.reviews.findById(this.links.reviewId(token, 'manage'));
    if (!review) throw new ReviewNotFoundError();
    return review;
  }

  async edit(token: string, content: ReviewContent & { studentAge13OrOver?: boolean }, now = new Date()) {
    const id = this.links.reviewId(token, 'manage');
    return this.unitOfWork.transaction(async () => {
      const review = await this.reviews.findByIdForUpdate(id);
      if (!review) throw new ReviewNotFoundError();
      const fingerprint = reviewFingerprint(content.body.trim());
      const screening = screenReview({
        texts: [content.title, content.body, content.displayName],
        sameTextAtOtherSchools: await this.reviews.sameTextAtOtherSchools(fingerprint, review.schoolId),
        reviewsOfSchoolInLastDay: await this.reviews.confirmedForSchoolSince(
          review.schoolId,
          new Date(now.getTime() - DAY_MS),
          review.id,
        ),
      });
      const firstPublication = review.publishedAt === null;
      const wasHeld = review.status === 'held';
      review.edit(content, screening, now);
      await this.reviews.save(review);
      // A confirmed review edited into a check is held again: an automatic hold like one at confirmation.
      if (!wasHeld && review.status === 'held') await this.activity.count('auto_held', now);
      // A held review edited clean is published now: its owners hear of it as of any first publication.
      if (firstPublication && review.isPublished()) {
        const school = await this.schools.liveById(review.schoolId);
        if (school) await this.publication.published(review, school, now);
      }
      return review;
    });
  }

  async delete(token: string): Promise<void> {
    const id = this.links.reviewId(token, 'manage');
    await this.unitOfWork.transaction(async () => {
      const review = await this.reviews.findByIdForUpdate(id);
      if (!review) throw new ReviewNotFoundError();
      await this.mails.forgetSummaries([review]);
      await this.mails.forget([review.id]);
      await this.reviews.delete([review.id]);
    });
  }
}
