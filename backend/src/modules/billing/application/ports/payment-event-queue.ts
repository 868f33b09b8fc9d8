/** Hands a stored webhook event to the worker (`payment-events` queue); the job id is the event id. */
export abstract class PaymentEventQueue {
  /** Throws when the queue cannot take the events now; the stored rows are relayed later. */
  abstract enqueue(eventIds: string[]): Promise<void>;
}
