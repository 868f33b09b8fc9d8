import { EntitySchema } from '@mikro-orm/core';
import { Review, ReviewHelpfulVote, ReviewReportRecord } from '../domain/review';
import { ReviewActivityDay, ReviewSummarySent } from '../domain/review-activity';

/**
 * `review`. The school is referenced by entity name ('School'), so this module does not load the
 * directory's code; a school's reviews go with it. One held or published review per address and school
 * (`review_live_email_unique`); unconfirmed ones may be several until one is confirmed and replaces the rest.
 */
export const ReviewSchema = new EntitySchema<Review>({
  class: Review,
  tableName: 'review',
  indexes: [
    // The school page: its published reviews, newest first (the other sorts read the same rows).
    {
      name: 'review_school_published_idx',
      expression:
        'create index "review_school_published_idx" on "review" ("school_id", "published_at" desc) where "status" = \'published\'',
    },
    { name: 'review_school_status_idx', properties: ['schoolId', 'status'] },
    { name: 'review_fingerprint_idx', properties: ['bodyFingerprint'] },
    // The daily sweep of reviews never confirmed.
    {
      name: 'review_unconfirmed_idx',
      expression: 'create index "review_unconfirmed_idx" on "review" ("created_at") where "status" = \'unconfirmed\'',
    },
    // The owners' daily summary: a school's reviews published on a day that wait for it.
    {
      name: 'review_owner_summary_idx',
      expression:
        'create index "review_owner_summary_idx" on "review" ("school_id", "published_at") where "owner_notice" = \'daily_summary\'',
    },
    {
      name: 'review_live_email_unique',
      expression:
        'create unique index "review_live_email_unique" on "review" ("school_id", "email") where "status" in (\'held\', \'published\')',
    },
  ],
  properties: {
    id: { type: 'uuid', primary: true },
    schoolId: {
      kind: 'm:1',
      entity: 'School',
      mapToPk: true,
      fieldName: 'school_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
    },
    email: { type: 'string', length: 254, nullable: true },
    status: { type: 'string', length: 20 },
    overall: { type: 'smallint' },
    academics: { type: 'smallint' },
    teachers: { type: 'smallint' },
    community: { type: 'smallint' },
    communication: { type: 'smallint' },
    title: { type: 'string', length: 120 },
    body: { type: 'text' },
    bodyFingerprint: { type: 'string', length: 64 },
    relationship: { type: 'string', length: 30 },
    schoolYearFrom: { type: 'smallint' },
    schoolYearTo: { type: 'smallint' },
    displayName: { type: 'string', length: 60 },
    holdReasons: { type: 'json', columnType: 'jsonb' },
    removalReason: { type: 'string', length: 40, nullable: true },
    helpfulCount: { type: 'integer', default: 0 },
    reply: { type: 'text', nullable: true },
    replyStatus: { type: 'string', length: 20, nullable: true },
    replyHoldReasons: { type: 'json', columnType: 'jsonb' },
    replyUpdatedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
    confirmedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    publishedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    removedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    ownerNotice: { type: 'string', length: 20, nullable: true },
    updatedAt: { type: 'Date', columnType: 'timestamptz' },
  },
});

/** `review_report`: owners' and visitors' reports; a review's reports go with it. */
export const ReviewReportSchema = new EntitySchema<ReviewReportRecord>({
  class: ReviewReportRecord,
  tableName: 'review_report',
  indexes: [
    {
      name: 'review_report_open_idx',
      expression: 'create index "review_report_open_idx" on "review_report" ("review_id") where "resolved_at" is null',
    },
  ],
  properties: {
    id: { type: 'uuid', primary: true },
    reviewId: {
      kind: 'm:1',
      entity: 'Review',
      mapToPk: true,
      fieldName: 'review_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
    },
    guideline: { type: 'string', length: 40 },
    note: { type: 'text', nullable: true },
    reporterKind: { type: 'string', length: 10 },
    reporterUserId: { type: 'uuid', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
    resolvedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
});

/** `review_helpful_vote`: primary key (review, visitor) admits one 'Helpful' per visitor. */
export const ReviewHelpfulVoteSchema = new EntitySchema<ReviewHelpfulVote>({
  class: ReviewHelpfulVote,
  tableName: 'review_helpful_vote',
  properties: {
    reviewId: {
      kind: 'm:1',
      entity: 'Review',
      mapToPk: true,
      primary: true,
      fieldName: 'review_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
    },
    visitorHash: { type: 'string', length: 64, primary: true },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
  },
});

/** The never-twice rule of the owners' daily summary: one per school and Las Vegas day (primary key). */
export const ReviewSummarySentSchema = new EntitySchema<ReviewSummarySent>({
  class: ReviewSummarySent,
  tableName: 'review_summary_sent',
  properties: {
    schoolId: {
      kind: 'm:1',
      entity: 'School',
      mapToPk: true,
      primary: true,
      fieldName: 'school_id',
      deleteRule: 'cascade',
      updateRule: 'cascade',
    },
    day: { type: 'string', length: 10, primary: true },
    sentAt: { type: 'Date', columnType: 'timestamptz' },
    reviews: { type: 'integer' },
  },
});

/** `review_activity_day`: moderation volumes per Las Vegas day, event and guideline; no review, no person. */
export const ReviewActivityDaySchema = new EntitySchema<ReviewActivityDay>({
  class: ReviewActivityDay,
  tableName: 'review_activity_day',
  properties: {
    day: { type: 'string', length: 10, primary: true },
    event: { type: 'string', length: 30, primary: true },
    reason: { type: 'string', length: 40, primary: true, default: '' },
    count: { type: 'integer' },
  },
});
