import type { ListingConfirmation, ListingReminder } from '../../domain/listing-confirmation';
import type { ReminderState } from '../../domain/listing-period';

/** A claimed, live school and what its next reminder depends on. */
export interface ReminderCandidate extends ReminderState {
  schoolId: number;
}

/** A school whose owners were reminded since its last confirmation (the operator's list reads these). */
export interface RemindedSchool {
  schoolId: number;
  schoolName: string;
  schoolSlug: string;
  lastConfirmedAt: Date | null;
  /** Sent since the last confirmation, oldest first. */
  remindersSentAt: Date[];
}

/** `listing_confirmation` and `listing_reminder`, this module's tables; calls join the caller's transaction. */
export abstract class ListingConfirmationRepository {
  abstract addConfirmation(confirmation: ListingConfirmation): Promise<void>;
  /** The latest confirmation of each school that has one. */
  abstract latestFor(schoolIds: number[]): Promise<Map<number, ListingConfirmation>>;
  /**
   * Live schools with an active owner, id above `afterSchoolId`, at most `limit`, by id, whose anchor
   * (claim or last confirmation) is before `anchorBefore` (a cheap pre-filter; the domain rule decides).
   */
  abstract reminderCandidates(anchorBefore: Date, afterSchoolId: number, limit: number): Promise<ReminderCandidate[]>;
  /** Stores the period's reminder unless one exists (the unique key decides a race): whether this call stored it. */
  abstract addReminderOnce(reminder: ListingReminder): Promise<boolean>;
  abstract saveReminder(reminder: ListingReminder): Promise<void>;
  /** Live schools with at least `minimum` reminders since their last confirmation. */
  abstract remindedSchools(minimum: number): Promise<RemindedSchool[]>;
}
