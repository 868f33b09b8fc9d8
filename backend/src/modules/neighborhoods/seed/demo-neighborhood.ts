/**
 * Shape of one demonstration neighborhood (every profile column of spec 001 §3
 * except id, schoolCount and timestamps). schoolCount is computed live from
 * active schools, so it is not part of the seed.
 */
export interface DemoNeighborhood {
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
