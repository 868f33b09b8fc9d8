import { InvalidNeighborhoodTuitionError } from './neighborhoods.errors';

/**
 * The profile fields of a neighborhood: every column of docs/product.md "Records" except id,
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
  /**
   * Where the four letter grades come from, max 300 chars; without it and the date the public pages do
   * not show them (issue 35). The demo's grades have neither.
   */
  ratingsSource?: string;
  /** YYYY-MM-DD: the day the grades were true of (their source's date). */
  ratingsAsOf?: string;
}

/** What the admin's editor sends: name and city, every other field may be empty (null). */
export type NeighborhoodEdit = { name: string; city: string } & {
  [K in Exclude<keyof NeighborhoodProfile, 'name' | 'city'>]?: NeighborhoodProfile[K] | null;
};

/**
 * A neighborhood guide. The stored `schoolCount` column (docs/product.md "Records") is only a
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
  /** Hidden from the public pages and kept (a guide retired, or not ready); null while shown. */
  archivedAt: Date | null = null;
  ratingsSource: string | null = null;
  /** YYYY-MM-DD */
  ratingsAsOf: string | null = null;
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

  /**
   * The admin's editor: every profile field replaced, lists and numbers compared
   * by value; the changed fields as they were and are (for the audit trail).
   */
  edit(
    profile: NeighborhoodEdit,
    now = new Date(),
  ): { before: Record<string, unknown>; after: Record<string, unknown> } {
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const current = this as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(profile)) {
      if (value === undefined) continue;
      const was = current[key];
      const same = Array.isArray(value)
        ? Array.isArray(was) && was.length === value.length && value.every((item, i) => item === was[i])
        : typeof value === 'number' && was !== null && was !== undefined
          ? Number(was) === value
          : was === value;
      if (same) continue;
      before[key] = was ?? null;
      after[key] = value;
    }
    if (Object.keys(after).length) {
      Object.assign(this, after);
      this.updatedAt = now;
    }
    return { before, after };
  }
}

/**
 * Archives (true) or restores (false) the guide; answers whether anything changed,
 * so a repeated click records nothing.
 */
export function setNeighborhoodArchived(neighborhood: Neighborhood, archived: boolean, now = new Date()): boolean {
  if (archived === (neighborhood.archivedAt !== null)) return false;
  neighborhood.archivedAt = archived ? now : null;
  neighborhood.updatedAt = now;
  return true;
}

/** Lowest average tuition at most the highest. */
export function assertTuitionInOrder(profile: NeighborhoodEdit): void {
  const { averageTuitionMin: min, averageTuitionMax: max } = profile;
  if (min !== null && min !== undefined && max !== null && max !== undefined && min > max) {
    throw new InvalidNeighborhoodTuitionError();
  }
}

/** Text trimmed, blank text none, lists without empty entries. */
export function normaliseNeighborhoodEdit(profile: NeighborhoodEdit): NeighborhoodEdit {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(profile)) {
    if (typeof value === 'string') out[key] = value.trim() || null;
    else if (Array.isArray(value)) out[key] = value.map((item: string) => item.trim()).filter(Boolean);
    else out[key] = value;
  }
  return out as NeighborhoodEdit;
}
