import type { OpenHouse } from '../../domain/open-house';
import type { OpenHouseRsvp } from '../../domain/rsvp';

/** The open_house and open_house_rsvp tables. Every method joins the caller's UnitOfWork transaction. */
export abstract class OpenHouseRepository {
  abstract add(openHouse: OpenHouse): Promise<void>;
  abstract findById(id: string): Promise<OpenHouse | null>;
  /** The open house, locked until the transaction ends: seats are only counted under this lock. */
  abstract findByIdForUpdate(id: string): Promise<OpenHouse | null>;
  abstract save(entity: OpenHouse | OpenHouseRsvp): Promise<void>;
  abstract addRsvp(rsvp: OpenHouseRsvp): Promise<void>;
  abstract findRsvp(id: string): Promise<OpenHouseRsvp | null>;
  /** The open house's RSVPs that are confirmed or waitlisted (not cancelled). */
  abstract activeRsvps(openHouseId: string): Promise<OpenHouseRsvp[]>;
  /** An active RSVP of this e-mail address (case-insensitive) for the open house. */
  abstract activeRsvpByEmail(openHouseId: string, email: string): Promise<OpenHouseRsvp | null>;
  /** Waitlisted RSVPs in the order they joined. */
  abstract waitlist(openHouseId: string): Promise<OpenHouseRsvp[]>;
  /**
   * Locks (skipping rows another run holds) up to `limit` confirmed RSVPs of
   * scheduled open houses starting within `withinMs` of `now` (and not yet
   * started) whose reminder was not sent and that were made before the
   * reminder window opened.
   */
  abstract lockDueReminders(now: Date, withinMs: number, limit: number): Promise<OpenHouseRsvp[]>;
  /** Blanks name and e-mail of up to `limit` RSVPs of open houses that ended before `cutoff`; their ids. */
  abstract eraseEndedBefore(cutoff: Date, now: Date, limit: number): Promise<string[]>;
}
