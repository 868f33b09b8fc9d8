import type { Neighborhood } from '../../domain/neighborhood';

/** The neighborhood table, for this module's own use cases. Joins the caller's transaction. */
export abstract class NeighborhoodRepository {
  /** The row, locked until the caller's transaction ends and re-read under the lock. */
  abstract findByIdForUpdate(id: number): Promise<Neighborhood | null>;
  /** Inserts or updates; throws NeighborhoodNameTakenError when another neighborhood has the name. */
  abstract save(neighborhood: Neighborhood): Promise<void>;
  /** Schools (live or not) whose neighborhood this is. */
  abstract countSchoolsIn(id: number): Promise<number>;
  abstract remove(neighborhood: Neighborhood): Promise<void>;
}
