import { Injectable } from '@nestjs/common';
import type { SchoolReviewDigest } from '../application/ports/school-review-digest';
import { SchoolReviewDigests } from '../application/ports/school-review-digest';
import { ReviewReads } from './review-reads';

/** The digest over the school page's own read (the same summary and order the page shows). */
@Injectable()
export class SqlSchoolReviewDigests extends SchoolReviewDigests {
  constructor(private readonly reads: ReviewReads) {
    super();
  }

  async forSchool(schoolId: number, limit: number): Promise<SchoolReviewDigest> {
    const { summary, reviews } = await this.reads.forSchool(schoolId, 'newest', 1, limit);
    return {
      average: summary.enoughReviews ? summary.average : null,
      countedCount: summary.countedCount,
      reviews: reviews.items
        .filter((review) => review.relationship !== 'staff_or_relative') // insiders are not counted
        .map((review) => ({
          title: review.title,
          body: review.body,
          overall: review.overall,
          displayName: review.displayName,
          // The raw read may hand the timestamp over as text.
          publishedAt: new Date(review.publishedAt),
        })),
    };
  }
}
