import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config';
import { InvalidReviewLinkError } from '../domain/reviews.errors';
import { verifyReviewToken, type ReviewTokenKind } from '../domain/review-token';

/** Reads the review id of a mailed link's token, or refuses the link (400). */
@Injectable()
export class ReviewLinks {
  constructor(private readonly config: AppConfig) {}

  reviewId(token: string | undefined, kind: ReviewTokenKind): string {
    const id = token ? verifyReviewToken(token, kind, this.config.reviews.tokenSecret) : null;
    if (id === null) throw new InvalidReviewLinkError();
    return id;
  }
}
