/**
 * Where a stored mail stands: `queued` (waiting for its first attempt),
 * `retrying` (an attempt failed; more follow), `sent`, `failed` (every attempt
 * failed; an admin can retry it), `missing` (no such mail: never queued, or erased).
 */
export type MailDeliveryState = 'queued' | 'retrying' | 'sent' | 'failed' | 'missing';

export interface MailDeliveryStatus {
  key: string;
  state: MailDeliveryState;
  recipient: string | null;
  attempts: number;
  /** Why the last attempt failed (kept while retrying and once failed). */
  lastError: string | null;
  sentAt: Date | null;
  failedAt: Date | null;
}

/**
 * Reading and reopening mails by the key their module queued them with, so a
 * module's admin screen shows and retries its own mails (the contact inbox).
 */
export abstract class MailDelivery {
  /** One status per key asked, in the same order. */
  abstract statusOf(keys: string[]): Promise<MailDeliveryStatus[]>;
  /**
   * Gives each failed mail among `keys` a fresh set of attempts and queues it
   * again once the caller's transaction commits (call it inside
   * `UnitOfWork.transaction`). A sent mail is never touched, so nothing is sent
   * twice. Returns the keys reopened.
   */
  abstract retryFailed(keys: string[]): Promise<string[]>;
}
