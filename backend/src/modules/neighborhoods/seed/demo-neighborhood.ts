import type { NeighborhoodProfile } from '../domain/neighborhood';

/**
 * One demonstration neighborhood: a full profile. schoolCount is computed live
 * from active schools, so it is not part of the seed.
 */
export type DemoNeighborhood = NeighborhoodProfile;
