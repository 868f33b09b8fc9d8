import { Injectable } from '@nestjs/common';
import { SchoolOwnerContacts } from '../../identity';
import type { Review } from '../domain/review';
import { ReviewMails } from './review-mails';
import type { ReviewedSchool } from './ports/reviewed-school';

/**
 * What follows a review's first publication, in the publishing transaction: its school's owners are mailed
 * at once. Leads' lead-notification choice (immediate or daily summary) is not reachable through leads'
 * index.ts, so reviews do not follow it (docs/decisions/reviews-moderation.md, "Owners").
 */
@Injectable()
export class ReviewPublication {
  constructor(
    private readonly owners: SchoolOwnerContacts,
    private readonly mails: ReviewMails,
  ) {}

  async published(review: Review, school: ReviewedSchool): Promise<void> {
    await this.mails.publishedToOwners(review, school, await this.owners.activeOwnersOf(school.id));
  }
}
