import type { EntityManager } from '@mikro-orm/core';

/**
 * The directory's side of a subscription: the school's premium flag and its
 * name for e-mails. Premium follows the school's subscriptions (any one in a
 * premium state), recomputed after every change, so no event can leave it stale.
 */
export abstract class SchoolListing {
  abstract syncPremium(em: EntityManager, schoolId: number): Promise<void>;
  abstract nameOf(em: EntityManager, schoolId: number): Promise<string | null>;
}
