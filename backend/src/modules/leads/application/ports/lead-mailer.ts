import type { Lead } from '../../domain/lead';
import type { LeadReply } from '../../domain/lead-reply';
import type { SummarisedLead, SummaryDay } from './lead-notification.store';

export interface LeadSchool {
  id: number;
  name: string;
  slug: string;
}

export interface LeadRecipient {
  email: string;
  firstName: string | null;
}

/**
 * The lead's e-mails through the mail module's outbox: stored in the current
 * transaction, delivered by the worker after commit.
 */
export abstract class LeadMailer {
  /**
   * The owners' notifications (with a link to the inbox) and the family's
   * confirmation with a copy of their request; `familyCopy: false` (an RSVP,
   * whose family got the open house's own confirmation): the owners' only.
   */
  abstract queueSubmitted(
    lead: Lead,
    school: LeadSchool,
    owners: LeadRecipient[],
    options?: { familyCopy?: boolean },
  ): Promise<void>;
  /** The day's summary for a school on `daily_summary`: one mail per owner, listing the leads (names and types only). */
  abstract queueSummary(
    school: Pick<LeadSchool, 'id' | 'name'>,
    day: string,
    leads: SummarisedLead[],
    owners: LeadRecipient[],
  ): Promise<void>;
  /** Removes the stored summaries of these schools and days: they name the families of that day. */
  abstract forgetSummaries(summaries: SummaryDay[]): Promise<void>;
  /**
   * A reply from the inbox to the family (key `lead-reply:<reply id>`: once per reply): the school's name as
   * sender name, Reply-To `replyTo` (the owner who wrote it), the family's request quoted.
   */
  abstract queueReply(lead: Lead, reply: LeadReply, school: LeadSchool, replyTo: string): Promise<void>;
  /** Removes these leads' mails from the outbox (replies included): they hold the family's data too. */
  abstract forget(leadIds: string[]): Promise<void>;
}
