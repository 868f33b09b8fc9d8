/**
 * A webhook event as received, stored before anything else happens so a
 * delivery we answered 200 is never lost. The id is the provider's event id:
 * a second delivery of the same event finds the row and is ignored.
 */
export class StoredPaymentEvent {
  id!: string;
  type!: string;
  payload!: Record<string, unknown>;
  /** The provider's event time. */
  createdAt!: Date;
  receivedAt: Date = new Date();
  /** Last hand-over to the `payment-events` queue; the relay re-queues rows that wait too long. */
  queuedAt: Date | null = null;
  processedAt: Date | null = null;
  /** `applied`, or `ignored` for event types we do not act on. */
  outcome: string | null = null;

  static receive(input: {
    id: string;
    type: string;
    payload: Record<string, unknown>;
    createdAt: Date;
  }): StoredPaymentEvent {
    return Object.assign(new StoredPaymentEvent(), input, { receivedAt: new Date() });
  }
}
