import type { Lead } from '../../domain/lead';
import type { LeadActivity } from '../../domain/lead-activity';

/** The lead and lead_activity tables. Every method joins the caller's UnitOfWork transaction. */
export abstract class LeadRepository {
  /** Stores a new lead unless one with its idempotency key exists; false for such a repeat. */
  abstract insertIfNew(lead: Lead): Promise<boolean>;
  /** The lead, locked until the transaction ends, so two changes to it never interleave. */
  abstract findForUpdate(leadId: string): Promise<Lead | null>;
  abstract save(lead: Lead): Promise<void>;
  abstract addActivity(entry: LeadActivity): Promise<void>;
  /** Blanks the texts of these leads' notes and replies (they name the family). */
  abstract eraseNotes(leadIds: string[]): Promise<void>;
  /**
   * Erases up to `limit` leads created before `cutoff` and not erased yet, as
   * `Lead.erase` does, and returns their ids.
   */
  abstract eraseCreatedBefore(cutoff: Date, now: Date, limit: number): Promise<string[]>;
}
