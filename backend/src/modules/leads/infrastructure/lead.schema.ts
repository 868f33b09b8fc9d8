import { EntitySchema } from '@mikro-orm/core';
import { Lead } from '../domain/lead';

/** What the inbox search matches, written exactly as the index is, so the planner uses it. */
export const LEAD_SEARCH_TEXT = `"parent_first_name" || ' ' || "parent_last_name" || ' ' || "email"`;

/**
 * `lead`. The school is referenced by entity name ('School'), so this module
 * does not load the directory's code; a school's leads go with it.
 */
export const LeadSchema = new EntitySchema<Lead>({
  class: Lead,
  tableName: 'lead',
  uniques: [{ name: 'lead_idempotency_key_unique', properties: ['idempotencyKey'] }],
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
    type: { type: 'string', length: 20 },
    status: { type: 'string', length: 20 },
    closedReason: { type: 'string', length: 30, nullable: true },
    parentFirstName: { type: 'string', length: 50 },
    parentLastName: { type: 'string', length: 50 },
    email: { type: 'string', length: 254 },
    phone: { type: 'string', length: 30, nullable: true },
    childGrade: { type: 'string', length: 30 },
    intendedStart: { type: 'string', length: 9, nullable: true },
    message: { type: 'text' },
    preferredTimes: { type: 'json' },
    consentedAt: { type: 'Date', columnType: 'timestamptz' },
    newsletter: { type: 'boolean', default: false },
    sourcePage: { type: 'string', length: 500, nullable: true },
    idempotencyKey: { type: 'uuid' },
    spamReason: { type: 'string', length: 20, nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz' },
    updatedAt: { type: 'Date', columnType: 'timestamptz' },
    firstRespondedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    firstRepliedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
    firstReplyBusinessMinutes: { type: 'integer', nullable: true },
    erasedAt: { type: 'Date', columnType: 'timestamptz', nullable: true },
  },
  indexes: [
    // The inbox: one school's leads, newest first (keyset-friendly with the id as tie-break).
    {
      name: 'lead_inbox_idx',
      expression: 'create index "lead_inbox_idx" on "lead" ("school_id", "created_at" desc, "id" desc)',
    },
    // Status filters and the counts by status (new-lead badge, overdue, admin summary).
    {
      name: 'lead_school_status_idx',
      expression: 'create index "lead_school_status_idx" on "lead" ("school_id", "status", "created_at" desc)',
    },
    // The inbox search (part of the name or e-mail), trigram-matched like the directory's location search.
    {
      name: 'lead_search_idx',
      expression: `create index "lead_search_idx" on "lead" using gin ((${LEAD_SEARCH_TEXT}) gin_trgm_ops)`,
    },
    // The response-time figures: a school's requests of the last 90 days, read by the refresh (response-time.ts).
    {
      name: 'lead_response_time_idx',
      expression: `create index "lead_response_time_idx" on "lead" ("school_id", "created_at") include ("first_reply_business_minutes") where "type" in ('information', 'tour') and "status" <> 'spam'`,
    },
    // Retention: the oldest leads not erased yet.
    {
      name: 'lead_retention_idx',
      expression: 'create index "lead_retention_idx" on "lead" ("created_at") where "erased_at" is null',
    },
  ],
});
