import { randomUUID } from 'node:crypto';
import type { PreferredTime, SpamReason } from './lead-form';
import { LeadActivity, type LeadActor } from './lead-activity';
import { businessMinutesBetween } from './response-time';
import { InvalidLeadStatusChangeError, LeadErasedError, LeadIsSpamError } from './leads.errors';
import type { ClosedReason, LeadStatus, LeadType, OwnerSettableStatus } from './lead-status';

// The vocabulary lives in lead-status.ts (the activity records use it too); re-exported for the lead's users.
export {
  CLOSED_REASONS,
  LEAD_PIPELINE,
  LEAD_STATUSES,
  LEAD_TYPES,
  OWNER_SETTABLE_STATUSES,
  REQUEST_LEAD_TYPES,
} from './lead-status';
export type { ClosedReason, LeadStatus, LeadType, OwnerSettableStatus, RequestLeadType } from './lead-status';

/** A lead still new this long after it arrived is flagged in the inbox. */
export const OVERDUE_AFTER_MS = 48 * 3_600_000;

export const LEAD_TRANSITION_MESSAGES = {
  backToNew: 'A lead cannot go back to new',
  reasonRequired: 'Please choose a reason for closing the lead',
  reasonOnlyWhenClosing: 'A reason is only given when closing a lead',
} as const;

export function isOverdue(lead: { status: LeadStatus; createdAt: Date }, now: Date): boolean {
  return lead.status === 'new' && now.getTime() - lead.createdAt.getTime() > OVERDUE_AFTER_MS;
}

export interface SubmittedLead {
  schoolId: number;
  type: LeadType;
  parentFirstName: string;
  parentLastName: string;
  email: string;
  phone?: string | null;
  childGrade: string;
  /** The school year the family chose; null for an RSVP, whose form never asks. */
  intendedStart: string | null;
  message: string;
  preferredTimes?: PreferredTime[];
  newsletter: boolean;
  sourcePage?: string | null;
  idempotencyKey: string;
}

/**
 * A family's request for information or a tour, and where the school stands
 * with it. Stored before anything is mailed; a request judged spam is stored
 * with status `spam` and never mailed or counted. Erasure blanks the personal
 * fields and keeps type, grade, start, status and dates for the counts.
 */
export class Lead {
  id!: string;
  schoolId!: number;
  type!: LeadType;
  status!: LeadStatus;
  closedReason: ClosedReason | null = null;
  parentFirstName!: string;
  parentLastName!: string;
  email!: string;
  phone: string | null = null;
  childGrade!: string;
  intendedStart: string | null = null;
  message!: string;
  preferredTimes: PreferredTime[] = [];
  /** The consent line was ticked (the form refuses to send without it) at this time. */
  consentedAt!: Date;
  newsletter = false;
  sourcePage: string | null = null;
  /** Sent by the form; the same key again is the same request (double click, retry). */
  idempotencyKey!: string;
  spamReason: SpamReason | null = null;
  createdAt!: Date;
  updatedAt!: Date;
  /** The first status change by the school: how long families wait for an answer. */
  firstRespondedAt: Date | null = null;
  /**
   * The first reply sent from the inbox (a status set by hand does not count: it cannot be checked), and the
   * business minutes the family waited for it (response-time.ts): the school page's response time.
   */
  firstRepliedAt: Date | null = null;
  firstReplyBusinessMinutes: number | null = null;
  erasedAt: Date | null = null;

  static submit(input: SubmittedLead, now: Date, spamReason: SpamReason | null): Lead {
    return Object.assign(new Lead(), {
      id: randomUUID(),
      schoolId: input.schoolId,
      type: input.type,
      status: spamReason ? 'spam' : 'new',
      closedReason: null,
      parentFirstName: input.parentFirstName.trim(),
      parentLastName: input.parentLastName.trim(),
      email: input.email.trim(),
      phone: input.phone?.trim() || null,
      childGrade: input.childGrade,
      intendedStart: input.intendedStart,
      message: input.message.trim(),
      // Tour times only mean something for a tour.
      preferredTimes: input.type === 'tour' ? (input.preferredTimes ?? []) : [],
      consentedAt: now,
      newsletter: input.newsletter,
      sourcePage: input.sourcePage?.trim() || null,
      idempotencyKey: input.idempotencyKey,
      spamReason,
      createdAt: now,
      updatedAt: now,
      firstRespondedAt: null,
      firstRepliedAt: null,
      firstReplyBusinessMinutes: null,
      erasedAt: null,
    } satisfies Partial<Lead>);
  }

  isSpam(): boolean {
    return this.status === 'spam';
  }

  /**
   * Moves the lead in the pipeline (any stage, forwards or back, but never back
   * to new) or closes it with a reason. The first change records when the
   * school first responded. Returns the history entry, or null when nothing
   * changed.
   */
  changeStatus(to: OwnerSettableStatus, reason: ClosedReason | null, actor: LeadActor, now: Date): LeadActivity | null {
    if (this.erasedAt) throw new LeadErasedError();
    if (this.isSpam()) throw new LeadIsSpamError();
    if (to === 'closed' && !reason) throw new InvalidLeadStatusChangeError(LEAD_TRANSITION_MESSAGES.reasonRequired);
    if (to !== 'closed' && reason)
      throw new InvalidLeadStatusChangeError(LEAD_TRANSITION_MESSAGES.reasonOnlyWhenClosing);
    const nextReason = to === 'closed' ? reason : null;
    if (to === this.status && nextReason === this.closedReason) return null;
    if (to === 'new') throw new InvalidLeadStatusChangeError(LEAD_TRANSITION_MESSAGES.backToNew);

    const from = this.status;
    this.status = to;
    this.closedReason = nextReason;
    this.updatedAt = now;
    this.firstRespondedAt ??= now;
    return LeadActivity.statusChange(this.id, { from, to, closedReason: nextReason }, actor, now);
  }

  /**
   * The school sent a reply from the inbox: the first one records when, and the business minutes the family
   * waited; a new lead becomes contacted (with its history entry, returned; null when the status stays).
   */
  recordReply(actor: LeadActor, now: Date): LeadActivity | null {
    if (this.erasedAt) throw new LeadErasedError();
    if (this.isSpam()) throw new LeadIsSpamError();
    if (!this.firstRepliedAt) {
      this.firstRepliedAt = now;
      this.firstReplyBusinessMinutes = businessMinutesBetween(this.createdAt, now);
    }
    this.updatedAt = now;
    if (this.status !== 'new') return null;
    return this.changeStatus('contacted', null, actor, now);
  }

  /** An admin's verdict: out of the school's inbox and counts for good. Returns null when it already was spam. */
  markSpam(actor: LeadActor, now: Date): LeadActivity | null {
    if (this.isSpam()) return null;
    const from = this.status;
    this.status = 'spam';
    this.closedReason = null;
    this.spamReason = 'admin';
    this.updatedAt = now;
    return LeadActivity.statusChange(this.id, { from, to: 'spam', closedReason: null }, actor, now);
  }

  /** Blanks every personal field; type, grade, start, status and dates stay for the counts. Idempotent. */
  erase(now: Date): boolean {
    if (this.erasedAt) return false;
    Object.assign(this, ERASED_FIELDS, { erasedAt: now, updatedAt: now });
    return true;
  }
}

/** What an erased lead holds instead of the family's data (the retention job writes the same). */
export const ERASED_FIELDS = {
  parentFirstName: '',
  parentLastName: '',
  email: '',
  phone: null,
  message: '',
  preferredTimes: [] as PreferredTime[],
  sourcePage: null,
} as const;
