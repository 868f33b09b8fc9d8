import type { School } from '../../domain/school';

/**
 * The school table, for the directory's own use cases (other modules write
 * schools only through those). Every method joins the caller's transaction
 * when one is open.
 */
export abstract class SchoolRepository {
  abstract findById(id: number): Promise<School | null>;
  /** The row, locked until the caller's transaction ends and re-read under the lock. */
  abstract findByIdForUpdate(id: number): Promise<School | null>;
  abstract findByIds(ids: number[]): Promise<School[]>;
  /** Schools whose name is `name` up to case and spacing ('Meadows  school' finds 'Meadows School'), oldest first. */
  abstract findByName(name: string): Promise<School[]>;
  /** Inserts or updates; throws SchoolNameTakenError when another school took the slug meanwhile. */
  abstract save(school: School): Promise<void>;
  /**
   * Writes only the premium flag and subscription state (they follow billing,
   * not an edit of the listing, so the school's `updatedAt` stays as it is).
   */
  abstract setPremium(schoolId: number, premium: { isPremium: boolean; subscriptionStatus: string }): Promise<void>;
}
