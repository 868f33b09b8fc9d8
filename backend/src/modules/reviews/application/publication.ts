import { Injectable } from '@nestjs/common';
import { SchoolOwnerContacts } from '../../identity';
import { LeadNotificationChoices } from '../../leads';
import type { Review } from '../domain/review';
import { ReviewActivityLog } from './ports/review-activity-log';
import { ReviewRepository } from './ports/review.repository';
import type { ReviewedSchool } from './ports/reviewed-school';
import { ReviewMails } from './review-mails';

/**
 * What follows a review's first publication, in the publishing transaction: it is counted for the admin's
 * volumes, and the school's owners hear of it as they chose for leads (leads' `LeadNotificationChoices`, the
 * same choice for every school whatever its plan): `immediate`, a mail now; `daily_summary`, the review waits
 * for the worker's summary of its Las Vegas day (SendReviewSummaries). The choice is kept on the review, so a
 * later change of mind neither loses nor repeats a notice (docs/decisions/reviews-moderation.md, "Owners").
 */
@Injectable()
export class ReviewPublication {
  constructor(
    private readonly owners: SchoolOwnerContacts,
    private readonly choices: LeadNotificationChoices,
    private readonly reviews: ReviewRepository,
    private readonly activity: ReviewActivityLog,
    private readonly mails: ReviewMails,
  ) {}

  async published(review: Review, school: ReviewedSchool, now = new Date()): Promise<void> {
    review.ownerNotice = await this.choices.modeOf(school.id);
    await this.reviews.save(review);
    await this.activity.count('published', review.publishedAt ?? now);
    if (review.ownerNotice === 'immediate')
      await this.mails.publishedToOwners(review, school, await this.owners.activeOwnersOf(school.id));
  }
}
