import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { SchoolOwnership, normalizeEmail } from '../../identity';
import { Review, type WrittenReview } from '../domain/review';
import { OwnSchoolReviewError, ReviewSchoolNotFoundError } from '../domain/reviews.errors';
import { ReviewActivityLog } from './ports/review-activity-log';
import { ReviewMails } from './review-mails';
import { ReviewRepository } from './ports/review.repository';
import { ReviewedSchools } from './ports/reviewed-school';

/**
 * 'Write a Review' without an account (issue 39). The review is stored unconfirmed with its confirmation
 * mail in one transaction; nothing is shown until the mailbox confirms it (ConfirmReview). A student under
 * 13 is refused before anything is stored, and so are the school's own owners, by session and by address.
 */
@Injectable()
export class WriteReview {
  constructor(
    private readonly schools: ReviewedSchools,
    private readonly ownership: SchoolOwnership,
    private readonly reviews: ReviewRepository,
    private readonly mails: ReviewMails,
    private readonly activity: ReviewActivityLog,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(input: WrittenReview, writer: { userId: string | null }, now = new Date()): Promise<Review> {
    const review = Review.write(input, now);
    const school = await this.schools.liveById(input.schoolId);
    if (!school) throw new ReviewSchoolNotFoundError();
    if (writer.userId && (await this.ownership.owns(writer.userId, school.id))) throw new OwnSchoolReviewError();
    const owners = await this.ownership.activeOwners(school.id);
    if (owners.some((owner) => normalizeEmail(owner.email) === review.email)) throw new OwnSchoolReviewError();
    await this.unitOfWork.transaction(async () => {
      await this.reviews.add(review);
      await this.mails.confirmation(review, school);
      await this.activity.count('submitted', now);
    });
    return review;
  }
}
