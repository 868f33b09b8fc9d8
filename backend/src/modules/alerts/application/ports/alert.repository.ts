import type { SavedSearchAlert } from '../../domain/saved-search-alert';

export abstract class AlertRepository {
  abstract add(alert: SavedSearchAlert): Promise<void>;
  abstract save(alert: SavedSearchAlert): Promise<void>;
  abstract findById(id: string): Promise<SavedSearchAlert | null>;
  abstract byEmail(email: string): Promise<SavedSearchAlert[]>;
  /** Deletes the alerts (their digest rows go with them). */
  abstract delete(alertIds: string[]): Promise<void>;
  /**
   * Confirmed alerts, by id after `afterId`, that have no digest row for their
   * frequency's current period (`periodKeys`).
   */
  abstract dueForDigest(
    periodKeys: Record<SavedSearchAlert['frequency'], string>,
    afterId: string | null,
    limit: number,
  ): Promise<string[]>;
  /**
   * Inserts (alert, period) for each confirmed alert of `alertIds` (its
   * frequency picks the key) unless present, and returns the alerts this call
   * inserted (read-only copies, not tracked for saving): the caller then owns
   * their period's digest. Waits while another
   * open transaction holds one of the rows, which it then does not claim.
   */
  abstract claimPeriods(
    alertIds: string[],
    periodKeys: Record<SavedSearchAlert['frequency'], string>,
    now: Date,
  ): Promise<SavedSearchAlert[]>;
  /** Sets `lastDigestAt` of the alerts in one statement. */
  abstract markDigested(alertIds: string[], at: Date): Promise<void>;
  /** Records how many items each alert's digest listed (one statement). */
  abstract recordItems(entries: { alertId: string; periodKey: string; items: number }[]): Promise<void>;
  /**
   * The earliest `digestSince` among the alerts `dueForDigest` would return
   * (null when none is due): what changed after it is all a run can mail.
   */
  abstract oldestDueSince(periodKeys: Record<SavedSearchAlert['frequency'], string>): Promise<Date | null>;
  /** Up to `limit` confirmed alerts confirmed or last kept before `cutoff` (lapsed). */
  abstract lapsedBefore(cutoff: Date, limit: number): Promise<string[]>;
  /** The period keys an alert had digests for (their outbox mails are erased with it). */
  abstract periodKeys(alertIds: string[]): Promise<{ alertId: string; periodKey: string }[]>;
  /** Up to `limit` alerts never confirmed and asked for before `cutoff`. */
  abstract unconfirmedBefore(cutoff: Date, limit: number): Promise<string[]>;
}
