import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { UNCONFIRMED_REVIEW_DAYS } from '../domain/review';
import { ReviewMails } from './review-mails';
import { ReviewRepository } from './ports/review.repository';

const BATCH = 500;
const DAY_MS = 86_400_000;

/** The worker's daily sweep: reviews never confirmed within UNCONFIRMED_REVIEW_DAYS are deleted with their mails. */
@Injectable()
export class SweepUnconfirmedReviews {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly mails: ReviewMails,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Returns how many reviews were deleted. */
  async execute(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - UNCONFIRMED_REVIEW_DAYS * DAY_MS);
    let total = 0;
    for (;;) {
      const ids = await this.unitOfWork.transaction(async () => {
        const batch = await this.reviews.unconfirmedBefore(cutoff, BATCH);
        await this.mails.forget(batch);
        await this.reviews.delete(batch);
        return batch;
      });
      total += ids.length;
      if (ids.length < BATCH) return total;
    }
  }
}
