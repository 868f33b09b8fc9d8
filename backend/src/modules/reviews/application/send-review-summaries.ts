import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../../../shared/database';
import { SchoolOwnerContacts } from '../../identity';
import { lasVegasDaysBefore } from '../domain/review-activity';
import { ReviewSummaryStore } from './ports/review-summary.store';
import { ReviewMails } from './review-mails';

/** Days looked back: a worker that was down over midnight still sends the summaries it missed. */
export const REVIEW_SUMMARY_CATCH_UP_DAYS = 3;
/** Schools read per query; the run goes on until none is due. */
const BATCH = 200;

/**
 * The owners' daily summary of new reviews (issue 39) for reviews published while their school was on
 * leads' `daily_summary`: one mail per owner, school and finished Las Vegas day, listing the day's reviews
 * that are still published. The (school, day) row is inserted ON CONFLICT DO NOTHING in the transaction that
 * queues the mails, so reruns and several workers never send one twice; a day without reviews sends nothing.
 * It reads the reviews and the owners only, never the school's plan.
 */
@Injectable()
export class SendReviewSummaries {
  private readonly logger = new Logger('ReviewSummaries');

  constructor(
    private readonly store: ReviewSummaryStore,
    private readonly owners: SchoolOwnerContacts,
    private readonly mails: ReviewMails,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Queues the summaries due at `now`; returns how many schools were summarised. */
  async execute(now = new Date()): Promise<number> {
    let queued = 0;
    for (const day of lasVegasDaysBefore(now, REVIEW_SUMMARY_CATCH_UP_DAYS)) {
      const seen = new Set<number>();
      for (;;) {
        const due = (await this.store.summaryDue(day, BATCH)).filter((school) => !seen.has(school.id));
        if (!due.length) break;
        for (const school of due) {
          seen.add(school.id);
          const owners = await this.owners.activeOwnersOf(school.id);
          const sent = await this.unitOfWork.transaction(async () => {
            const reviews = await this.store.reviewsForSummary(school.id, day);
            if (!reviews.length || !(await this.store.claimSummary(school.id, day, reviews.length, now))) return false;
            if (!owners.length) this.logger.warn(`School ${school.id} has no active owner for its review summary`);
            await this.mails.summaryToOwners(school, day, reviews, owners);
            return true;
          });
          if (sent) queued++;
        }
      }
    }
    return queued;
  }
}
