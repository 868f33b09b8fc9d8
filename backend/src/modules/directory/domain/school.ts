import { parseGradeSpan } from './grade-span';

export interface SocialLinks {
  facebook?: string;
  instagram?: string;
  twitter?: string;
  youtube?: string;
  linkedin?: string;
}

/** The facts a school record is created from (slug and grade span are derived). */
export interface SchoolProps {
  name: string;
  address: string;
  city: string;
  zipCode: string;
  phone?: string | null;
  website?: string | null;
  email?: string | null;
  description?: string | null;
  tuitionMin?: number | null;
  tuitionMax?: number | null;
  grades: string;
  schoolType: string;
  religiousAffiliation?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  features?: string[];
  neighborhoodId?: number | null;
  isPremium?: boolean;
  socialLinks?: SocialLinks | null;
  videoUrls?: string[];
  additionalImages?: string[];
  imageUrl?: string | null;
  academicNotes?: string | null;
  isActive?: boolean;
}

/**
 * A private school listed in the directory. MikroORM hydrates this class
 * without calling the constructor; new records go through `School.create`.
 * `grades` and the numeric span beside it change together only through
 * `setGrades`, and the slug is set by whoever knows which slugs are taken
 * (see `AssignSchoolSlug`), so both stay in sync on every write.
 */
export class School {
  id!: number;
  name!: string;
  slug!: string;
  address!: string;
  city!: string;
  zipCode!: string;
  phone: string | null = null;
  website: string | null = null;
  email: string | null = null;
  description: string | null = null;
  tuitionMin: number | null = null;
  tuitionMax: number | null = null;
  grades!: string;
  /** Lowest grade taught: Pre-K = -1, K = 0, 1..12; null when `grades` names none. */
  gradeMin: number | null = null;
  /** Highest grade taught, same scale as `gradeMin`. */
  gradeMax: number | null = null;
  schoolType!: string;
  religiousAffiliation: string | null = null;
  latitude: number | null = null;
  longitude: number | null = null;
  features: string[] = [];
  neighborhoodId: number | null = null;
  isPremium = false;
  subscriptionStatus = 'free';
  premiumFeatures: Record<string, unknown> | null = null;
  socialLinks: SocialLinks | null = null;
  videoUrls: string[] = [];
  additionalImages: string[] = [];
  /** Hero image path; null shows the placeholder. */
  imageUrl: string | null = null;
  /** The owner's academic notes from the profile form (DECISIONS.md). */
  academicNotes: string | null = null;
  isActive = true;
  createdAt: Date = new Date();
  updatedAt: Date = new Date();

  /** A new school with a provisional slug; pass it through `AssignSchoolSlug` before saving. */
  static create(props: SchoolProps): School {
    const school = new School();
    school.update(props);
    return school;
  }

  /** Applies new facts (e.g. a seed refresh or an owner's edit), keeping the grade span in sync. */
  update(props: Partial<SchoolProps>): void {
    const { grades, ...rest } = props;
    for (const [key, value] of Object.entries(rest)) {
      if (value !== undefined) (this as unknown as Record<string, unknown>)[key] = value;
    }
    if (grades !== undefined) this.setGrades(grades);
  }

  setGrades(grades: string): void {
    this.grades = grades;
    const span = parseGradeSpan(grades);
    this.gradeMin = span?.min ?? null;
    this.gradeMax = span?.max ?? null;
  }
}
