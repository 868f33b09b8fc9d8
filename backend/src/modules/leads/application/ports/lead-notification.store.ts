import type { LeadType } from '../../domain/lead';
import type { LeadNotificationMode } from '../../domain/lead-notification';

/** A school with leads to summarise for a day. */
export interface SummaryDueSchool {
  schoolId: number;
  schoolName: string;
  /** The school's public address, told when it has no active owner. */
  schoolEmail: string | null;
}

export interface SummaryDay {
  schoolId: number;
  /** A Las Vegas day, 'YYYY-MM-DD'. */
  day: string;
}

export interface SummarisedLead {
  parentFirstName: string;
  parentLastName: string;
  type: LeadType;
  createdAt: Date;
}

/**
 * The lead_notification_setting and lead_summary_sent tables. Every method
 * joins the caller's UnitOfWork transaction.
 */
export abstract class LeadNotificationStore {
  /** The school's mode (the default when it never chose). */
  abstract modeOf(schoolId: number): Promise<LeadNotificationMode>;
  abstract setMode(schoolId: number, mode: LeadNotificationMode, now: Date): Promise<void>;
  /** Schools on `daily_summary` with leads (not spam, not erased) on that Las Vegas day and no summary for it yet. */
  abstract summaryDue(day: string, limit: number): Promise<SummaryDueSchool[]>;
  /** The school's leads of that day that were not mailed at once (created since it chose the summary), oldest first. */
  abstract leadsForSummary(schoolId: number, day: string): Promise<SummarisedLead[]>;
  /** Records the school's summary for the day (INSERT … ON CONFLICT DO NOTHING); false when one was already recorded. */
  abstract claimSummary(schoolId: number, day: string, leads: number, now: Date): Promise<boolean>;
  /**
   * Deletes up to `limit` summary records of days before `day` and returns
   * them (their mails are then forgotten); such old days are never summarised
   * again, so the never-twice rule does not need them.
   */
  abstract deleteSummariesBefore(day: string, limit: number): Promise<SummaryDay[]>;
}
