import type { SchoolSubscription } from '../../domain/school-subscription';

/** The subscriptions table. Every method joins the caller's transaction when there is one. */
export abstract class SchoolSubscriptionRepository {
  abstract findByProviderId(stripeSubscriptionId: string): Promise<SchoolSubscription | null>;
  /** The row started from /subscription whose provider id is not recorded yet. */
  abstract findUnattached(id: number): Promise<SchoolSubscription | null>;
  abstract findById(id: number): Promise<SchoolSubscription | null>;
  /** The row, locked until the caller's transaction ends and re-read under the lock. */
  abstract findByIdForUpdate(id: number): Promise<SchoolSubscription | null>;
  /** The school's subscriptions that are past the unpaid start and not ended (one, when all is well). */
  abstract findLive(schoolId: number): Promise<SchoolSubscription[]>;
  /** The newest unpaid row for this school and plan started after `since`, offered again instead of a new one. */
  abstract findPendingSince(schoolId: number, planId: number, since: Date): Promise<SchoolSubscription | null>;
  /** The user's newest subscription that names a provider customer. */
  abstract findLatestWithCustomer(userId: string): Promise<SchoolSubscription | null>;
  /** The newest subscription billed to the provider's customer (a refunded charge names only its customer). */
  abstract findLatestByCustomerId(customerId: string): Promise<SchoolSubscription | null>;
  /** The school's newest subscription the owner can cancel (active, trialing or past due, known to the provider). */
  abstract findCancellable(schoolId: number): Promise<SchoolSubscription | null>;
  /** The school's newest paid-at-least-once subscription that names a provider customer. */
  abstract findBilled(schoolId: number): Promise<SchoolSubscription | null>;
  /** Every subscription of the school, whatever its state. */
  abstract findBySchool(schoolId: number): Promise<SchoolSubscription[]>;
  /** Running subscriptions of a school, not set to cancel, whose period ends in (from, to]: renewals coming. */
  abstract findRenewingBetween(from: Date, to: Date): Promise<SchoolSubscription[]>;
  abstract save(subscription: SchoolSubscription): Promise<void>;
}
