import type { Neighborhood } from '../../domain/neighborhood';

/** A neighborhood as the public pages see it: the stored profile with a live count of active schools. */
export type PublicNeighborhood = Omit<Neighborhood, 'update' | 'edit'> & { schoolCount: number };

/** Public neighborhood reads. */
export abstract class NeighborhoodCatalogue {
  /** Every neighborhood, by name. */
  abstract list(): Promise<PublicNeighborhood[]>;
  /** By numeric id, or by name (case-insensitive; spaces may be written as hyphens). */
  abstract findByIdOrName(idOrName: string): Promise<PublicNeighborhood | null>;
  abstract count(): Promise<number>;
}
