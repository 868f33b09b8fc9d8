import type { StoredPaymentEvent } from '../../domain/stored-payment-event';

/** Stored webhook events: the intake writes them, the worker applies them once. */
export abstract class PaymentEventStore {
  /** Stores the event unless its id is known; true when it was new. */
  abstract insertIfNew(event: StoredPaymentEvent): Promise<boolean>;
  abstract markQueued(ids: string[]): Promise<void>;
  /**
   * Inside the caller's transaction: the event row, locked until it commits,
   * or null when it is unknown or already processed.
   */
  abstract lockUnprocessed(id: string): Promise<StoredPaymentEvent | null>;
  /** Saves a locked event's processing result in the caller's transaction. */
  abstract save(event: StoredPaymentEvent): Promise<void>;
  /** Events still to apply whose last hand-over to the queue is older than `queuedBefore` (or never happened). */
  abstract findStranded(queuedBefore: Date, limit: number): Promise<string[]>;
}
