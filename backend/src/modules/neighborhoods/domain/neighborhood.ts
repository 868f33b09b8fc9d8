import type { DemoNeighborhood } from '../seed/demo-neighborhood';

/** The profile fields of a neighborhood (everything but id, counts and timestamps). */
export type NeighborhoodProfile = DemoNeighborhood;

/**
 * A neighborhood guide. The stored `schoolCount` column (spec 001 §3) is only a
 * cache refreshed by the seeder; public answers count active schools live.
 */
export class Neighborhood {
  id!: number;
  name!: string;
  city!: string;
  description: string | null = null;
  averageTuitionMin: number | null = null;
  averageTuitionMax: number | null = null;
  schoolCount = 0;
  imageUrl: string | null = null;
  population: number | null = null;
  medianHouseholdIncome: number | null = null;
  medianHomeValue: number | null = null;
  costOfLivingIndex: number | null = null;
  crimeRating: string | null = null;
  walkabilityScore: number | null = null;
  publicSchoolRating: string | null = null;
  diversityIndex: number | null = null;
  familyFriendlyRating: string | null = null;
  nearbyAmenities: string[] = [];
  recreationOptions: string[] = [];
  transportationOptions: string[] = [];
  collegeReadinessRate: number | null = null;
  averageCommute: number | null = null;
  parentEducationLevel: string | null = null;
  averageFamilySize: number | null = null;
  kidsUnder18Percentage: number | null = null;
  seniorPopulationPercentage: number | null = null;
  privateSchoolEnrollmentRate: number | null = null;
  averageClassSize: number | null = null;
  teacherStudentRatio: string | null = null;
  extracurricularOpportunities: string[] = [];
  weatherRating: string | null = null;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();

  static create(profile: NeighborhoodProfile): Neighborhood {
    const neighborhood = new Neighborhood();
    neighborhood.update(profile);
    return neighborhood;
  }

  update(profile: Partial<NeighborhoodProfile>): void {
    Object.assign(this, profile);
  }
}
