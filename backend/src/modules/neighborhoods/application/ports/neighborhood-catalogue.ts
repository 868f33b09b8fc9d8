import type { Neighborhood } from '../../domain/neighborhood';

/** A neighborhood as the public pages see it: the stored profile with a live count of active schools. */
export type PublicNeighborhood = Omit<Neighborhood, 'update' | 'edit'> & { schoolCount: number };

/** Neighborhood reads: the public ones never answer an archived guide. */
export abstract class NeighborhoodCatalogue {
  /** Every shown neighborhood, by name. */
  abstract list(): Promise<PublicNeighborhood[]>;
  /** A shown one by numeric id, or by name (case-insensitive; spaces may be written as hyphens). */
  abstract findByIdOrName(idOrName: string): Promise<PublicNeighborhood | null>;
  /** Shown neighborhoods. */
  abstract count(): Promise<number>;
  /** The admin's tab: every neighborhood, archived ones too, by name. */
  abstract listForAdmin(): Promise<PublicNeighborhood[]>;
  /** The admin's answer after a write: archived or not. */
  abstract findForAdmin(id: number): Promise<PublicNeighborhood | null>;
}
