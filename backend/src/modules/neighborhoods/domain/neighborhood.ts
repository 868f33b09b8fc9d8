/**
 * The profile fields of a neighborhood: every column of spec 001 §3 except id,
 * schoolCount and timestamps (schoolCount is counted live from active schools).
 */
export interface NeighborhoodProfile {
  name: string;
  city: string;
  description: string;
  imageUrl: string;
  averageTuitionMin: number;
  averageTuitionMax: number;
  population: number;
  medianHouseholdIncome: number;
  medianHomeValue: number;
  /** decimal(5,2), 100 = national average */
  costOfLivingIndex: number;
  /** letter grade, max 5 chars, e.g. 'A-' (labelled Safety) */
  crimeRating: string;
  /** 0-100 */
  walkabilityScore: number;
  /** letter grade, max 5 chars */
  publicSchoolRating: string;
  /** decimal(3,2), 0..1 */
  diversityIndex: number;
  /** letter grade, max 5 chars */
  familyFriendlyRating: string;
  nearbyAmenities: string[];
  recreationOptions: string[];
  transportationOptions: string[];
  /** percent, decimal(5,2) */
  collegeReadinessRate: number;
  /** minutes */
  averageCommute: number;
  /** max 50 chars, e.g. "Bachelor's degree or higher: 42%" */
  parentEducationLevel: string;
  /** decimal(3,2) */
  averageFamilySize: number;
  /** percent, decimal(5,2) */
  kidsUnder18Percentage: number;
  /** percent, decimal(5,2) */
  seniorPopulationPercentage: number;
  /** percent, decimal(5,2) */
  privateSchoolEnrollmentRate: number;
  /** decimal(4,1) */
  averageClassSize: number;
  /** max 10 chars, e.g. '1:15' */
  teacherStudentRatio: string;
  extracurricularOpportunities: string[];
  /** letter grade, max 5 chars */
  weatherRating: string;
}

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
