import { ChangeAlreadyDecidedError, ChangeNotApprovedError, RejectionNotesRequiredError } from './moderation.errors';
import type { ProfileChanges } from '../../directory';

export type ChangeType = 'profile_update' | 'article_submission';
/** `withdrawn`: the owner took it back before an admin decided. */
export type ChangeStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';
export const CHANGE_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'withdrawn',
] as const satisfies readonly ChangeStatus[];

/** What an article submission holds: the unpublished article it created, and its text for review. */
export interface ArticleSubmissionData {
  articleId: number;
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  author: string;
}

export type ChangeData = ProfileChanges | ArticleSubmissionData;

/**
 * An owner's proposal for a school (docs/product.md "Records", `pending_school_change`). It is
 * decided exactly once: approve or reject moves it out of `pending`, and any
 * later decision is a conflict.
 */
export class PendingSchoolChange {
  id: number;
  schoolId: number;
  /** The submitter (`userId`, shown as submittedBy); null once that account is deleted. */
  userId: string | null;
  changeType: ChangeType;
  changeData: ChangeData;
  status: ChangeStatus = 'pending';
  adminNotes: string | null = null;
  reviewedBy: string | null = null;
  reviewedAt: Date | null = null;
  /** The audit entry that applied an approved profile update (`school.change_applied`): what a revert names. */
  appliedEntryId: number | null = null;
  /** An admin reverted the applied change (the owner's history says 'Reverted by the team'), and why. */
  revertedAt: Date | null = null;
  revertReason: string | null = null;
  createdAt: Date;
  updatedAt: Date;

  private constructor(schoolId: number, userId: string, changeType: ChangeType, changeData: ChangeData, now: Date) {
    this.schoolId = schoolId;
    this.userId = userId;
    this.changeType = changeType;
    this.changeData = changeData;
    this.createdAt = now;
    this.updatedAt = now;
  }

  static profileUpdate(schoolId: number, userId: string, changes: ProfileChanges, now = new Date()) {
    return new PendingSchoolChange(schoolId, userId, 'profile_update', changes, now);
  }

  static articleSubmission(schoolId: number, userId: string, article: ArticleSubmissionData, now = new Date()) {
    return new PendingSchoolChange(schoolId, userId, 'article_submission', article, now);
  }

  profileChanges(): ProfileChanges {
    return this.changeData as ProfileChanges;
  }

  articleData(): ArticleSubmissionData {
    return this.changeData as ArticleSubmissionData;
  }

  approve(reviewerId: string, notes: string | null | undefined, now = new Date()): void {
    this.decide('approved', reviewerId, notes?.trim() || null, now);
  }

  reject(reviewerId: string, notes: string | null | undefined, now = new Date()): void {
    const text = notes?.trim();
    if (!text) throw new RejectionNotesRequiredError();
    this.decide('rejected', reviewerId, text, now);
  }

  /** The owner takes back a change nobody decided yet; a decided (or withdrawn) one is a conflict. */
  withdraw(now = new Date()): void {
    if (this.status !== 'pending') throw new ChangeAlreadyDecidedError(this.status);
    this.status = 'withdrawn';
    this.updatedAt = now;
  }

  /** An admin's revert of the approved change this one applied (its `appliedEntryId`). */
  markReverted(reason: string, now = new Date()): void {
    if (this.status !== 'approved') throw new ChangeNotApprovedError();
    this.revertedAt = now;
    this.revertReason = reason.trim();
    this.updatedAt = now;
  }

  private decide(status: ChangeStatus, reviewerId: string, notes: string | null, now: Date): void {
    if (this.status !== 'pending') throw new ChangeAlreadyDecidedError(this.status);
    this.status = status;
    this.reviewedBy = reviewerId;
    this.reviewedAt = now;
    this.adminNotes = notes;
    this.updatedAt = now;
  }
}
