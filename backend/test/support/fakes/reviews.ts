import type { AppConfig } from '../../../src/config';
import { SchoolOwnerContacts } from '../../../src/modules/identity';
import { LeadNotificationChoices, type LeadNotificationMode } from '../../../src/modules/leads';
import { OutboxErasure } from '../../../src/modules/mail';
import { ReviewActivityLog } from '../../../src/modules/reviews/application/ports/review-activity-log';
import { ConfirmReview } from '../../../src/modules/reviews/application/confirm-review';
import { ReviewRepository, type ReviewReport } from '../../../src/modules/reviews/application/ports/review.repository';
import { ReviewedSchools, type ReviewedSchool } from '../../../src/modules/reviews/application/ports/reviewed-school';
import { ReviewPublication } from '../../../src/modules/reviews/application/publication';
import { ReviewLinks } from '../../../src/modules/reviews/application/review-links';
import { ReviewMails } from '../../../src/modules/reviews/application/review-mails';
import { WriteReview } from '../../../src/modules/reviews/application/write-review';
import type { Review, ReviewGuideline } from '../../../src/modules/reviews/domain/review';
import type { ReviewActivityEvent } from '../../../src/modules/reviews/domain/review-activity';
import { memoryIdentity } from './identity';
import { FakeMailOutbox } from './mail';
import { FakeUnitOfWork } from './unit-of-work';

/** The reviews module's tables in memory; writes inside a transaction are undone when it fails. */
export class MemoryReviews extends ReviewRepository {
  readonly rows: Review[] = [];
  readonly reports: ReviewReport[] = [];
  readonly votes = new Set<string>();

  constructor(private readonly unitOfWork: FakeUnitOfWork) {
    super();
  }

  async add(review: Review): Promise<void> {
    this.rows.push(review);
    this.unitOfWork.onRollback(() => this.rows.splice(this.rows.indexOf(review), 1));
  }
  async save(review: Review): Promise<void> {
    if (!this.rows.includes(review)) await this.add(review);
  }
  async findById(id: string): Promise<Review | null> {
    return this.rows.find((row) => row.id === id) ?? null;
  }
  findByIdForUpdate(id: string): Promise<Review | null> {
    return this.findById(id);
  }
  async sameTextAtOtherSchools(fingerprint: string, schoolId: number): Promise<boolean> {
    return this.rows.some((row) => row.bodyFingerprint === fingerprint && row.schoolId !== schoolId);
  }
  async confirmedForSchoolSince(schoolId: number, since: Date, exceptId: string): Promise<number> {
    return this.rows.filter(
      (row) => row.schoolId === schoolId && row.id !== exceptId && row.confirmedAt && row.confirmedAt >= since,
    ).length;
  }
  async liveByEmail(schoolId: number, email: string, exceptId: string): Promise<Review[]> {
    return this.rows.filter(
      (row) => row.schoolId === schoolId && row.email === email && row.id !== exceptId && row.isLive(),
    );
  }
  async delete(ids: string[]): Promise<void> {
    for (const id of ids) {
      const index = this.rows.findIndex((row) => row.id === id);
      if (index >= 0) this.rows.splice(index, 1);
    }
  }
  async unconfirmedBefore(cutoff: Date, limit: number): Promise<string[]> {
    return this.rows
      .filter((row) => row.status === 'unconfirmed' && row.createdAt < cutoff)
      .slice(0, limit)
      .map((row) => row.id);
  }
  async addReport(report: ReviewReport): Promise<void> {
    this.reports.push(report);
  }
  async resolveReports(): Promise<number> {
    return 0;
  }
  async addHelpfulVote(reviewId: string, visitorHash: string): Promise<boolean> {
    const key = `${reviewId}:${visitorHash}`;
    if (this.votes.has(key)) return false;
    this.votes.add(key);
    const review = await this.findById(reviewId);
    if (review) review.helpfulCount += 1;
    return true;
  }
}

class MemoryReviewedSchools extends ReviewedSchools {
  readonly schools: ReviewedSchool[] = [];
  async liveById(id: number): Promise<ReviewedSchool | null> {
    return this.schools.find((school) => school.id === id) ?? null;
  }
}

/** `review_activity_day` in memory: the counted events in order ('removed:advertising' with a reason). */
export class MemoryReviewActivity extends ReviewActivityLog {
  readonly events: string[] = [];
  constructor(private readonly unitOfWork: FakeUnitOfWork) {
    super();
  }
  async count(event: ReviewActivityEvent, _at: Date, options: { reason?: ReviewGuideline; by?: number } = {}) {
    const by = options.by ?? 1;
    const entries = Array.from({ length: by }, () => (options.reason ? `${event}:${options.reason}` : event));
    this.events.push(...entries);
    this.unitOfWork.onRollback(() => this.events.splice(this.events.length - entries.length, entries.length));
  }
}

/** Leads' notification choice, per school (immediate unless set). */
export class MemoryLeadNotificationChoices extends LeadNotificationChoices {
  readonly modes = new Map<number, LeadNotificationMode>();
  async modeOf(schoolId: number): Promise<LeadNotificationMode> {
    return this.modes.get(schoolId) ?? 'immediate';
  }
}

class NoOutboxErasure extends OutboxErasure {
  async forget(): Promise<void> {}
  async forgetStartingWith(): Promise<void> {}
}

/** The reviews module's real use cases over memory fakes (identity's real ownership over memory links). */
export function memoryReviews(config: AppConfig) {
  const unitOfWork = new FakeUnitOfWork();
  const outbox = new FakeMailOutbox(unitOfWork);
  const reviews = new MemoryReviews(unitOfWork);
  const schools = new MemoryReviewedSchools();
  const identity = memoryIdentity(config);
  const contacts = new (class extends SchoolOwnerContacts {
    activeOwnersOf(schoolId: number) {
      return identity.ownership.activeOwners(schoolId);
    }
  })();
  const mails = new ReviewMails(outbox, new NoOutboxErasure(), config);
  const activity = new MemoryReviewActivity(unitOfWork);
  const choices = new MemoryLeadNotificationChoices();
  const publication = new ReviewPublication(contacts, choices, reviews, activity, mails);
  return {
    unitOfWork,
    outbox,
    reviews,
    schools: schools.schools,
    identity,
    mails,
    activity,
    choices,
    write: new WriteReview(schools, identity.ownership, reviews, mails, activity, unitOfWork),
    confirm: new ConfirmReview(new ReviewLinks(config), reviews, schools, mails, publication, activity, unitOfWork),
  };
}
