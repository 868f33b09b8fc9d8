import { createHash, randomUUID } from 'node:crypto';
import type { HoldReason, ScreeningVerdict } from './review-screening';
import { ReviewNotEditableError, StudentUnder13Error } from './reviews.errors';

export const REVIEW_RELATIONSHIPS = [
  'current_parent',
  'former_parent',
  'student',
  'alumnus',
  'staff_or_relative',
] as const;
export type ReviewRelationship = (typeof REVIEW_RELATIONSHIPS)[number];

export const RELATIONSHIP_LABELS: Record<ReviewRelationship, string> = {
  current_parent: 'Current parent',
  former_parent: 'Former parent',
  student: 'Student',
  alumnus: 'Alumnus',
  staff_or_relative: 'Works at or for this school',
};

/** Staff, board members and their relatives: labelled on the review and never counted in the rating. */
export const INSIDER_LABEL = 'Works at or for this school';

export const REVIEW_ASPECTS = ['academics', 'teachers', 'community', 'communication'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];

/**
 * unconfirmed: waiting for the reviewer's 'Publish my review' (deleted after UNCONFIRMED_REVIEW_DAYS);
 * held: an automatic check fired, waiting for an admin; published; removed: by an admin with a published
 * reason, kept for the record (docs/decisions/reviews-moderation.md).
 */
export const REVIEW_STATUSES = ['unconfirmed', 'held', 'published', 'removed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The published guidelines (/review-guidelines): the only reasons a review is removed or reported. */
export const REVIEW_GUIDELINES = [
  'threats',
  'hate',
  'personal_data',
  'advertising',
  'not_first_hand',
  'undisclosed_conflict_of_interest',
] as const;
export type ReviewGuideline = (typeof REVIEW_GUIDELINES)[number];

export const GUIDELINE_LABELS: Record<ReviewGuideline, string> = {
  threats: 'Threats',
  hate: 'Hate',
  personal_data: "Personal data (a child's or a staff member's full name, phone numbers, e-mail addresses)",
  advertising: 'Advertising',
  not_first_hand: 'Not based on first-hand experience',
  undisclosed_conflict_of_interest: 'Undisclosed conflict of interest',
};

export const UNCONFIRMED_REVIEW_DAYS = 7;

/**
 * How the school's owners hear of a review's first publication, taken then from their lead-notification
 * choice (leads' `LeadNotificationChoices`): `immediate`, a mail at once; `daily_summary`, the day's summary.
 */
export const OWNER_NOTICES = ['immediate', 'daily_summary'] as const;
export type OwnerNotice = (typeof OWNER_NOTICES)[number];

export const REVIEW_LIMITS = {
  titleMax: 120,
  textMin: 80,
  textMax: 5000,
  displayNameMax: 60,
  nameMax: 50,
  replyMax: 3000,
  reportNoteMax: 1000,
  earliestSchoolYear: 1950,
} as const;

export interface ReviewContent {
  overall: number;
  academics: number;
  teachers: number;
  community: number;
  communication: number;
  title: string;
  body: string;
  relationship: ReviewRelationship;
  /** The first and last school year covered, by the year each starts in (2023 = 2023-24). */
  schoolYearFrom: number;
  schoolYearTo: number;
  displayName: string;
}

export interface WrittenReview extends ReviewContent {
  schoolId: number;
  email: string;
  /** Required true when relationship is `student` (children's data: nothing is stored otherwise). */
  studentAge13OrOver?: boolean;
}

/** 'Jane D.' from Jane and Doe: the display name offered by default. */
export function defaultDisplayName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** The same body for two schools, up to case, spacing and punctuation. */
export function reviewFingerprint(body: string): string {
  const normalised = body
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return createHash('sha256').update(normalised).digest('hex');
}

/**
 * A family's review of one school (issue 39). Written without an account, stored unconfirmed until the
 * mailbox confirms it; published or held by `screenReview`, removed only by an admin with a guideline.
 */
export class Review {
  id!: string;
  schoolId!: number;
  /** Lower-cased, trimmed; only admins see it. Erased (null) with the review's deletion. */
  email!: string | null;
  status!: ReviewStatus;
  overall!: number;
  academics!: number;
  teachers!: number;
  community!: number;
  communication!: number;
  title!: string;
  body!: string;
  bodyFingerprint!: string;
  relationship!: ReviewRelationship;
  schoolYearFrom!: number;
  schoolYearTo!: number;
  displayName!: string;
  holdReasons: HoldReason[] = [];
  removalReason: ReviewGuideline | null = null;
  helpfulCount = 0;
  reply: string | null = null;
  /** null without a reply; `held` while an automatic check holds it. */
  replyStatus: 'published' | 'held' | null = null;
  replyHoldReasons: HoldReason[] = [];
  replyUpdatedAt: Date | null = null;
  createdAt!: Date;
  confirmedAt: Date | null = null;
  publishedAt: Date | null = null;
  removedAt: Date | null = null;
  /** Set at the first publication (docs/decisions/reviews-moderation.md, "Owners"); null before it. */
  ownerNotice: OwnerNotice | null = null;
  updatedAt!: Date;

  static write(input: WrittenReview, now = new Date()): Review {
    if (input.relationship === 'student' && input.studentAge13OrOver !== true) throw new StudentUnder13Error();
    const review = Object.assign(new Review(), {
      id: randomUUID(),
      schoolId: input.schoolId,
      email: input.email.trim().toLowerCase(),
      status: 'unconfirmed' as const,
      createdAt: now,
      updatedAt: now,
    });
    review.setContent(input);
    return review;
  }

  /** Staff, board or their relatives: shown with INSIDER_LABEL, not counted in the rating. */
  isInsider(): boolean {
    return this.relationship === 'staff_or_relative';
  }

  isPublished(): boolean {
    return this.status === 'published';
  }

  isLive(): boolean {
    return this.status === 'held' || this.status === 'published';
  }

  /** The reviewer's 'Publish my review': the screening decides between published and held. Twice: no change. */
  confirm(screening: ScreeningVerdict, now = new Date()): boolean {
    if (this.status !== 'unconfirmed') return false;
    this.confirmedAt = now;
    this.applyScreening(screening, now);
    return true;
  }

  /**
   * The reviewer's change by the manage link. An unconfirmed review stays unconfirmed; a confirmed one is
   * screened again. A removed review cannot be edited (it is kept as it was removed).
   */
  edit(content: ReviewContent & { studentAge13OrOver?: boolean }, screening: ScreeningVerdict, now = new Date()): void {
    if (this.status === 'removed') throw new ReviewNotEditableError();
    if (content.relationship === 'student' && content.studentAge13OrOver !== true) throw new StudentUnder13Error();
    this.setContent(content);
    this.updatedAt = now;
    if (this.status !== 'unconfirmed') this.applyScreening(screening, now);
  }

  /** An admin publishes a held or reported review (or restores a removed one, which loses its reason). */
  publish(now = new Date()): void {
    this.status = 'published';
    this.removalReason = null;
    this.removedAt = null;
    this.publishedAt ??= now;
    this.updatedAt = now;
  }

  /** An admin removes it under a guideline; the row stays, with its reason, for the record. */
  remove(reason: ReviewGuideline, now = new Date()): void {
    this.status = 'removed';
    this.removalReason = reason;
    this.removedAt = now;
    this.updatedAt = now;
  }

  /** The owner's one reply (created or replaced), shown or held by `screenReply`. */
  setReply(text: string, screening: ScreeningVerdict, now = new Date()): void {
    this.reply = text;
    this.replyStatus = screening.verdict === 'publish' ? 'published' : 'held';
    this.replyHoldReasons = screening.reasons;
    this.replyUpdatedAt = now;
    this.updatedAt = now;
  }

  publishReply(now = new Date()): void {
    if (!this.reply) return;
    this.replyStatus = 'published';
    this.updatedAt = now;
  }

  removeReply(now = new Date()): void {
    this.reply = null;
    this.replyStatus = null;
    this.replyHoldReasons = [];
    this.replyUpdatedAt = now;
    this.updatedAt = now;
  }

  private applyScreening(screening: ScreeningVerdict, now: Date): void {
    this.holdReasons = screening.reasons;
    if (screening.verdict === 'publish') {
      this.status = 'published';
      this.publishedAt ??= now;
    } else {
      this.status = 'held';
    }
    this.updatedAt = now;
  }

  private setContent(content: ReviewContent): void {
    this.overall = content.overall;
    this.academics = content.academics;
    this.teachers = content.teachers;
    this.community = content.community;
    this.communication = content.communication;
    this.title = content.title.trim();
    this.body = content.body.trim();
    this.bodyFingerprint = reviewFingerprint(this.body);
    this.relationship = content.relationship;
    this.schoolYearFrom = content.schoolYearFrom;
    this.schoolYearTo = content.schoolYearTo;
    this.displayName = content.displayName.trim();
  }
}

/** A report against a guideline (owner's or visitor's), open until an admin decides on the review. */
export class ReviewReportRecord {
  id!: string;
  reviewId!: string;
  guideline!: ReviewGuideline;
  note: string | null = null;
  reporterKind!: 'owner' | 'visitor';
  reporterUserId: string | null = null;
  createdAt!: Date;
  resolvedAt: Date | null = null;
}

/** One visitor's 'Helpful' on one review (the visitor as an HMAC, `visitorHash`). */
export class ReviewHelpfulVote {
  reviewId!: string;
  visitorHash!: string;
  createdAt!: Date;
}
