import type { Review, ReviewGuideline } from '../../domain/review';

export interface ReviewReport {
  reviewId: string;
  guideline: ReviewGuideline;
  note: string | null;
  /** `owner`: an owner of the school (reporterUserId set); `visitor`: anyone on the school page. */
  reporterKind: 'owner' | 'visitor';
  reporterUserId: string | null;
  createdAt: Date;
}

/** The reviews module's own tables: `review`, `review_report`, `review_helpful_vote`. */
export abstract class ReviewRepository {
  abstract add(review: Review): Promise<void>;
  abstract save(review: Review): Promise<void>;
  abstract findById(id: string): Promise<Review | null>;
  /** Locked for the caller's transaction (`SELECT … FOR UPDATE`), re-read under the lock. */
  abstract findByIdForUpdate(id: string): Promise<Review | null>;
  /** Whether a review of another school (any state) has this body fingerprint. */
  abstract sameTextAtOtherSchools(fingerprint: string, schoolId: number): Promise<boolean>;
  /** Reviews of the school confirmed at or after `since`, `exceptId` left out. */
  abstract confirmedForSchoolSince(schoolId: number, since: Date, exceptId: string): Promise<number>;
  /** The address's held or published reviews of the school, `exceptId` left out (what a new one replaces). */
  abstract liveByEmail(schoolId: number, email: string, exceptId: string): Promise<Review[]>;
  /** Deletes the reviews with their reports and helpful votes. */
  abstract delete(ids: string[]): Promise<void>;
  /** Ids of reviews never confirmed and written before `cutoff`, oldest first, locked (skip locked). */
  abstract unconfirmedBefore(cutoff: Date, limit: number): Promise<string[]>;
  abstract addReport(report: ReviewReport): Promise<void>;
  /** Marks the review's open reports looked at (an admin's decision on it); returns how many. */
  abstract resolveReports(reviewId: string, now: Date): Promise<number>;
  /** Counts the visitor once per review: false when they had already found it helpful. */
  abstract addHelpfulVote(reviewId: string, visitorHash: string, now: Date): Promise<boolean>;
}
